// A batch's carry-on (handover/pipeline.ts `handOverAll`, plan.reduce.carryOnMs) on real Z3: our horner fixture (Z3
// 5.2.0 crashes under smt.arith.nl.horner_frequency=0; test/fixtures/findings/horner-crash) reduced on the CLI's pool,
// its reduction stopped by the cap at its first accepted step (a stand-in clock: no wall time decides it). With a
// carry-on the bug is reduced on from there to a fixpoint and can be reported; without one it stays "not reduced yet".
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { cliPool } from '../../src/cli/handover-pool.js';
import { readFinding } from '../../src/finding/read.js';
import type { Finding } from '../../src/finding/record.js';
import { capAtFirstStep } from '../support/cap-at-first-step.js';
import { reportedRecord } from '../../src/finding/reduction.js';
import { handOverAll } from '../../src/handover/pipeline.js';
import { reportOf } from '../../src/handover/report-decision.js';

const FIXTURE = join(import.meta.dirname, '..', 'fixtures', 'findings', 'horner-crash', 'finding.json');
const CAP = 1_000;
const CARRY_ON = 600_000;
const CONTEXT = { platform: 'Linux x64', host: 'Node.js 20' };

function horner(): Finding {
  const read = readFinding(JSON.parse(readFileSync(FIXTURE, 'utf8')));
  if (!read.ok) throw new Error(read.reason);
  return read.finding;
}

async function stoppedAtCap(carryOnMs: number | undefined) {
  const reductions: string[] = [];
  const { bugs } = await handOverAll([horner()], cliPool(1), {
    ...capAtFirstStep(CAP, carryOnMs),
    onStep: (e) => {
      if (e.step === 'reduce' && e.phase !== 'start') reductions.push(e.text);
    },
  });
  expect(bugs).toHaveLength(1);
  return { best: bugs[0]!.members[0]!, reductions };
}

describe('a bug whose reduction the cap stopped, on real Z3 5.2.0', () => {
  let stopped: Awaited<ReturnType<typeof stoppedAtCap>>;
  beforeAll(async () => {
    stopped = await stoppedAtCap(undefined);
  });

  it('without a carry-on stays "not reduced yet" and is held back', () => {
    expect(stopped.reductions).toHaveLength(1);
    expect(stopped.best.finding.reduction?.capped).toBe(true);
    expect(reportOf(stopped.best.finding, CONTEXT)).toMatchObject({ ok: false, held: 'unreduced' });
  });

  it('with one, is reduced on from there to a fixpoint and offered for a report', async () => {
    const capped = reportedRecord(stopped.best.finding).mutant;
    const { best, reductions } = await stoppedAtCap(CARRY_ON);
    expect(reductions).toHaveLength(2);
    expect(best.finding.reduction?.capped).toBeUndefined();
    const record = reportedRecord(best.finding);
    expect(record.mutant.length).toBeLessThan(capped.length);
    expect(record.mutant).toContain('check-sat');
    // Still Z3's crash under the option, on the reduced formula.
    expect(record.lanes.join(' ')).toContain('horner_frequency=0');
    expect(record.outcomes.some((o) => o.status === 'crash')).toBe(true);
    expect(reportOf(best.finding, CONTEXT).ok).toBe(true);
  });
});
