// Rebuilds a finding's mutant from its record alone (plus the seed texts), checks it is the mutant that was
// recorded, solves it again and checks the same signature comes back. A seed that misbehaved by itself (a literal
// mutant: the seed's text) is solved again as it is.
import { expect } from 'vitest';
import type { Finding } from '../../src/finding/record.js';
import { rebuildMade, rebuildMutant } from '../../src/campaign/mutants.js';
import { logicOf } from '../../src/smtlib/logic.js';
import { parseMutantId } from '../../src/campaign/mutant-id.js';
import { inputOf, parseSeed } from '../../src/campaign/prepare.js';
import { signatureOf } from '../../src/finding/identity.js';
import type { CampaignConfig, CampaignSeed } from '../../src/campaign/types.js';
import { judge } from '../../src/oracles/index.js';
import { parseScript } from '../../src/smtlib/parser.js';
import type { SolverPool } from '../../src/solvers/pool.js';

export async function expectReproduces(
  finding: Finding,
  config: CampaignConfig,
  seeds: readonly CampaignSeed[],
  pool: SolverPool,
  timeoutMs: number,
): Promise<void> {
  const made = finding.made;
  if (!made) {
    expect(seeds.some((s) => s.text === finding.seed)).toBe(true);
    const outcomes = await Promise.all(pool.lanes.map((l) => pool.run(l.id, finding.mutant, { timeoutMs })));
    const script = parseScript(finding.mutant);
    const again = judge(script.ok ? script.value : undefined, finding.oracle, outcomes).findings.map((f) =>
      signatureOf(f, finding.logic, []),
    );
    expect(again).toContain(finding.signature);
    return;
  }
  const seed = seeds.find((s) => s.id === made.seedId)!;
  expect(finding.seed).toBe(seed.text);
  const prepared = parseSeed(seed);
  if (!prepared.ok) throw new Error(prepared.reason);
  const input = inputOf({
    ...prepared,
    ...(made.seedLabel ? { label: made.seedLabel } : {}),
    ...(made.reference ? { reference: made.reference } : {}),
  });
  // The record alone and the campaign's id give the same mutant.
  const rebuilt = rebuildMade(made, input)!;
  expect(rebuilt.text).toBe(finding.mutant);
  expect(rebuildMutant(config, parseMutantId(made.mutantId)!, input)?.text).toBe(finding.mutant);
  const outcomes = await Promise.all(pool.lanes.map((l) => pool.run(l.id, rebuilt.text, { timeoutMs })));
  const rules = rebuilt.result.trace.map((t) => t.rule);
  const again = judge(rebuilt.result.mutant, rebuilt.result.oracle, outcomes).findings.map((f) =>
    signatureOf(f, logicOf(prepared.script), rules),
  );
  expect(again).toContain(finding.signature);
}
