// OpFuzz and TypeFuzz against real solvers: 300 chained mutants on each of 10 seeds of 10 logics, run
// on native z3 and native cvc5. A mutant both solvers reject (status `error`) is an invalid mutant;
// fewer than 2 % may be. Disagreements (sat vs unsat) are printed, not failed: they are findings.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { opFuzz } from '../../src/mutators/opfuzz/index.js';
import { typeFuzz } from '../../src/mutators/typefuzz/index.js';
import { defaultOptions, type Mutator } from '../../src/mutators/types.js';
import { walk } from '../../src/mutators/walk.js';
import type { Lane } from '../../src/solvers/lane.js';
import { runNative } from '../../src/solvers/native/index.js';
import type { Outcome } from '../../src/solvers/outcome.js';
import { SEEDS_DIR, loadManifest } from '../support/seeds.js';
import { parseSeed } from './corpus-walk.js';

const ITERATIONS = 300;
const TIMEOUT_MS = 2000;
const PARALLEL = 3;
const LOGICS = ['QF_BV', 'QF_LIA', 'QF_LRA', 'QF_S', 'QF_FP', 'QF_AX', 'QF_UFLIA', 'LIA', 'QF_SLIA', 'QF_ALIA'];

const Z3: Lane = {
  id: 'native:z3@4.8.12',
  family: 'z3',
  version: '4.8.12',
  backend: 'native',
  options: [],
  binary: 'z3',
};
const CVC5: Lane = {
  id: 'native:cvc5@1.0.3',
  family: 'cvc5',
  version: '1.0.3',
  backend: 'native',
  options: [],
  binary: 'cvc5',
};

/** Per logic, the smallest public seed both solvers decided when the corpus was made. */
function pickSeeds(): { path: string; text: string }[] {
  const decided = (r: string): boolean => r === 'sat' || r === 'unsat';
  const rows = loadManifest('public').filter((r) => decided(r.z3) && decided(r.cvc5));
  return LOGICS.map((logic) => {
    const candidates = rows.filter((r) => r.logic === logic);
    const sized = candidates.map((r) => ({ r, text: readFileSync(join(SEEDS_DIR, r.path), 'utf8') }));
    sized.sort((a, b) => a.text.length - b.text.length);
    const best = sized[0];
    if (!best) throw new Error(`no decided seed for ${logic}`);
    return { path: best.r.path, text: best.text };
  });
}

async function runBoth(texts: string[]): Promise<[Outcome, Outcome][]> {
  const out = new Array<[Outcome, Outcome]>(texts.length);
  let next = 0;
  const worker = async (): Promise<void> => {
    while (next < texts.length) {
      const i = next++;
      const text = texts[i]!;
      out[i] = await Promise.all([
        runNative(Z3, text, { timeoutMs: TIMEOUT_MS }),
        runNative(CVC5, text, { timeoutMs: TIMEOUT_MS }),
      ]);
    }
  };
  await Promise.all(Array.from({ length: PARALLEL }, worker));
  return out;
}

function mutantsOf(mutator: Mutator, seeds: { path: string; text: string }[]): string[] {
  const texts: string[] = [];
  for (const seed of seeds) {
    const config = {
      rngSeed: 'integration',
      mode: 'chain' as const,
      iterations: ITERATIONS,
      options: defaultOptions(mutator.info),
    };
    for (const s of walk(mutator, { script: parseSeed(seed.text, seed.path) }, config)) {
      expect(s.ok || !s.bug, s.ok ? '' : s.reason).toBe(true);
      if (s.ok) texts.push(s.text);
    }
  }
  return texts;
}

const answer = (o: Outcome): string => (o.status === 'ok' ? (o.answers.at(-1) ?? 'none') : o.status);

describe('OpFuzz and TypeFuzz on native z3 and cvc5', () => {
  const seeds = pickSeeds();

  for (const mutator of [opFuzz, typeFuzz]) {
    it(
      `${mutator.info.name}: fewer than 2 % of the mutants are rejected by both solvers`,
      { timeout: 900_000 },
      async () => {
        expect(new Set(seeds.map((s) => s.path.split('/')[1])).size).toBeGreaterThanOrEqual(4);
        const texts = mutantsOf(mutator, seeds);
        expect(texts.length).toBeGreaterThan(seeds.length * ITERATIONS * 0.9);
        const started = performance.now();
        const outcomes = await runBoth(texts);
        const counts: Record<string, number> = {};
        let bothError = 0;
        const disagreements: string[] = [];
        const examples: string[] = [];
        outcomes.forEach(([z, c], i) => {
          const key = `${answer(z)}/${answer(c)}`;
          counts[key] = (counts[key] ?? 0) + 1;
          if (z.status === 'error' && c.status === 'error') {
            bothError++;
            if (examples.length < 3) examples.push(`${z.message} | ${c.message}\n${texts[i]}`);
          }
          const a = answer(z);
          const b = answer(c);
          if ((a === 'sat' && b === 'unsat') || (a === 'unsat' && b === 'sat')) disagreements.push(texts[i]!);
        });
        const rate = bothError / texts.length;
        const seconds = ((performance.now() - started) / 1000).toFixed(0);
        console.log(
          `${mutator.info.name}: ${texts.length} mutants of ${seeds.length} seeds in ${seconds} s; ` +
            `invalid (error on both lanes) ${(100 * rate).toFixed(2)} %; z3/cvc5 answers ${JSON.stringify(counts)}; ` +
            `${disagreements.length} sat/unsat disagreements`,
        );
        if (examples.length) console.log(`examples of invalid mutants:\n${examples.join('\n---\n')}`);
        expect(rate).toBeLessThan(0.02);
      },
    );
  }
});
