// The Tseitin CNF is equisatisfiable with the seed on every seed of a corpus that parses and sort-checks:
// Z3 (WASM, two engines, short timeouts) never decides the seed's last query (whose answer is the seed's label) one
// way and its CNF the other. Undecided pairs (timeout, unknown, error) are counted separately. A suite:
// sae.cnf.solvers.test.ts runs it on test/corpus/, sae.cnf.corpus.test.ts on the external public seeds.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { saeCnf } from '../../src/mutators/sae/index.js';
import { checkScript } from '../../src/smtlib/check/index.js';
import { parseScript } from '../../src/smtlib/parser.js';
import { printScript } from '../../src/smtlib/printer.js';
import type { Z3Engine } from '../../src/solvers/z3/engine.js';
import type { Seed } from '../support/seed-set.js';
import { runZ3, startZ3 } from './fusion-solvers.js';

const TIMEOUT_MS = 400;
/** `load` runs in the test; more than `minPairs` seeds must have a CNF. */
export function describeSaeCnf(name: string, load: () => Seed[], minPairs: number): void {
  const engines: Z3Engine[] = [];

  beforeAll(async () => {
    engines.push(await startZ3(TIMEOUT_MS), await startZ3(TIMEOUT_MS));
  });
  afterAll(() => engines.forEach((e) => e.close()));

  describe(`SAE Tseitin CNF on ${name}`, () => {
    it('is equisatisfiable with every seed (Z3)', async () => {
      const pairs: { path: string; seed: string; cnf: string }[] = [];
      for (const s of load()) {
        const parsed = parseScript(s.text);
        if (!parsed.ok || !checkScript(parsed.value).ok) continue;
        const cnf = saeCnf(parsed.value);
        if (!cnf) continue;
        pairs.push({ path: s.path, seed: s.text, cnf: printScript(cnf) });
      }
      expect(pairs.length).toBeGreaterThan(minPairs);
      const tally = { agree: 0, disagree: [] as string[], undecided: 0 };
      const work = async (engine: Z3Engine, part: typeof pairs): Promise<void> => {
        for (const p of part) {
          const a = await runZ3(engine, p.seed, TIMEOUT_MS);
          const decided = a.verdict === 'sat' || a.verdict === 'unsat';
          const b = decided ? await runZ3(engine, p.cnf, TIMEOUT_MS) : a;
          if (!decided || (b.verdict !== 'sat' && b.verdict !== 'unsat')) tally.undecided++;
          else if (a.verdict === b.verdict) tally.agree++;
          else tally.disagree.push(`${p.path}: seed ${a.verdict}, CNF ${b.verdict}`);
        }
      };
      await Promise.all([
        work(
          engines[0]!,
          pairs.filter((_, i) => i % 2 === 0),
        ),
        work(
          engines[1]!,
          pairs.filter((_, i) => i % 2 === 1),
        ),
      ]);
      console.log(
        `CNF equisatisfiability on ${pairs.length} seeds:`,
        JSON.stringify({ ...tally, disagree: tally.disagree.length }),
      );
      expect(tally.disagree).toEqual([]);
      expect(tally.agree).toBeGreaterThan(pairs.length / 2);
    });
  });
}
