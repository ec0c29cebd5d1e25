// `smtplay reduce` end to end on a known cvc5 1.0.3 crash trigger of the external corpus, buried among its
// public seeds: --predicate crash keeps the crash, and a campaign finding folder is read as input.
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { writeBundle } from '../../src/handover/node/bundle.js';
import { makeFinding, solverInfo } from '../../src/finding/record.js';
import { finding } from '../../src/oracles/index.js';
import { resolveLanes } from '../../src/cli/lanes.js';
import { checkScript } from '../../src/smtlib/check/index.js';
import { parseScript } from '../../src/smtlib/parser.js';
import { createNodeSolver } from '../../src/solvers/node-solvers.js';
import { smtplay } from '../cli/run-cli.js';
import { BURIALS, buryAs, triggerText } from './bury.js';

const wellSorted = (text: string): boolean => {
  const r = parseScript(text);
  return r.ok && checkScript(r.value).ok;
};

describe('smtplay reduce on a native crash', () => {
  it('keeps a native crash (--predicate crash) and reads a campaign finding folder', async () => {
    const burial = BURIALS.find((b) => b.trigger === 'issue9078-1')!;
    const text = buryAs(burial);
    const dir = mkdtempSync(join(tmpdir(), 'smtplay-reduce-'));
    writeFileSync(join(dir, 'buried.smt2'), text);
    const file = await smtplay([
      'reduce',
      join(dir, 'buried.smt2'),
      '--predicate',
      'crash',
      '--solver',
      'native:cvc5',
      '--json',
    ]);
    expect(file.code).toBe(0);
    const stats = JSON.parse(file.stdout);
    expect(stats.bytesAfter).toBeLessThanOrEqual(1.5 * triggerText(burial.trigger).length);

    const [lane] = await resolveLanes(['native:cvc5']);
    const solver = createNodeSolver(lane!);
    const outcome = await solver.run(text, { timeoutMs: 30_000 });
    solver.dispose();
    expect(outcome.status).toBe('crash');
    const record = makeFinding({
      raw: finding({ kind: 'crash', lanes: [lane!.id], said: ['crash'], detail: outcome.message }),
      logic: 'QF_NIA',
      rules: [],
      origin: 'campaign',
      mutant: text,
      seed: text,
      oracle: { kind: 'differential', expected: null },
      outcomes: [outcome],
      solvers: [solverInfo(lane!, undefined)],
      timeoutMs: 30_000,
    });
    await writeBundle(dir, record);
    const out = join(dir, 'reduced.smt2');
    const bundle = await smtplay(['reduce', join(dir, `crash-${record.id}`), '--out', out]);
    expect(bundle.code).toBe(0);
    const reduced = readFileSync(out, 'utf8');
    expect(reduced.length).toBeLessThanOrEqual(1.5 * triggerText(burial.trigger).length);
    expect(wellSorted(reduced)).toBe(true);
  });
});
