// Acceptance test of the foundation, as a suite: Z3 (z3-solver WASM, in Node) gives the same answers on
// every seed of a corpus and on its re-printed form printScript(parseScript(seed)); those answers never
// contradict the manifest (native z3's recorded answer or the expected one), and Z3 5.2.0 decides ≥ 90 % of
// what native z3 4.8.12 decided (the wasm lane test does not repeat this on the external corpus), of the seeds it
// answered before its time limit (how many it cuts off depends on the machine's load).
// z3-roundtrip.solvers.test.ts runs it on test/corpus/, z3-roundtrip.corpus.test.ts on the external public seeds.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseScript } from '../../src/smtlib/parser.js';
import { printScript } from '../../src/smtlib/printer.js';
import type { Z3Engine } from '../../src/solvers/z3/engine.js';
import { loadZ3Node } from '../../src/solvers/z3/load-node.js';
import type { Seed } from '../support/seed-set.js';

const TIMEOUT_MS = 2000;
/** Retried once with this when only one side was cut off (`unknown`) and the other decided. */
const RETRY_TIMEOUT_MS = 10_000;

type Answer = 'sat' | 'unsat' | 'unknown' | 'error';

/** One entry per answer line or `(error …)`; error texts differ in positions, so only their place counts. */
function answers(output: string): Answer[] {
  const found: Answer[] = [];
  for (const raw of output.split('\n')) {
    const line = raw.trim();
    if (line === 'sat' || line === 'unsat' || line === 'unknown') found.push(line);
    else if (line.startsWith('(error')) found.push('error');
  }
  return found;
}

const same = (a: Answer[], b: Answer[]): boolean => a.length === b.length && a.every((x, i) => x === b[i]);

/** Differs only where one side said `unknown`: a timeout, not a disagreement. */
const onlyUnknownApart = (a: Answer[], b: Answer[]): boolean =>
  a.length === b.length && a.every((x, i) => x === b[i] || x === 'unknown' || b[i] === 'unknown');

/** `load` runs in the test; it must give at least `minSeeds` seeds. */
export function describeZ3RoundTrip(name: string, load: () => Seed[], minSeeds: number): void {
  describe(`Z3 answers the same on each seed of ${name} and on its re-printed form`, () => {
    // Two engines (one module each) run the original and the re-printed form side by side.
    let engines: [Z3Engine, Z3Engine];
    beforeAll(async () => {
      engines = [await loadZ3Node(), await loadZ3Node()];
    });
    afterAll(() => engines.forEach((engine) => engine.close()));

    /** Each side's answers, and whether the original was cut off: `unknown` at the time limit (Z3's own timeout). */
    async function answersWithin(
      timeoutMs: number,
      original: string,
      reprinted: string,
    ): Promise<{ sides: Answer[][]; originalTimedOut: boolean }> {
      let originalMs = 0;
      const sides = await Promise.all(
        [original, reprinted].map(async (script, i) => {
          const engine = engines[i as 0 | 1];
          engine.setParam('timeout', String(timeoutMs));
          const started = performance.now();
          const found = answers(await engine.evalSmtlib(script));
          if (i === 0) originalMs = performance.now() - started;
          return found;
        }),
      );
      return { sides, originalTimedOut: sides[0]!.includes('unknown') && originalMs >= timeoutMs };
    }

    it('on every seed', async () => {
      const started = performance.now();
      const seeds = load();
      const rows = new Map(seeds.map((s) => [s.path, s.row]));
      const unparsed: string[] = [];
      const mismatches: string[] = [];
      const inconclusive: string[] = [];
      const contradictions: string[] = [];
      const tally = { equal: 0, sat: 0, unsat: 0, unknown: 0, error: 0, agreeWithManifest: 0 };
      let nativeDecided = 0;
      let decidedToo = 0;
      let timedOut = 0;
      let decidedInTime = 0;

      for (const seed of seeds) {
        const parsed = parseScript(seed.text);
        if (!parsed.ok) {
          unparsed.push(`${seed.path}: ${parsed.error.message}`);
          continue;
        }
        const reprinted = printScript(parsed.value);
        let run = await answersWithin(TIMEOUT_MS, seed.text, reprinted);
        let [original = [], again = []] = run.sides;
        if (!same(original, again) && onlyUnknownApart(original, again)) {
          run = await answersWithin(RETRY_TIMEOUT_MS, seed.text, reprinted);
          [original = [], again = []] = run.sides;
        }
        if (run.originalTimedOut) timedOut++;
        const verdict = `${seed.path}: original [${original.join(' ')}], re-printed [${again.join(' ')}]`;
        if (same(original, again)) tally.equal++;
        else if (onlyUnknownApart(original, again)) inconclusive.push(verdict);
        else mismatches.push(verdict);

        for (const answer of original) tally[answer]++;
        // One recorded answer: the first decided one is compared; several (`sat;unsat`): one by one.
        const isDecided = (a: string | undefined): boolean => a === 'sat' || a === 'unsat';
        // After an `(error …)` Z3 goes on without the rejected command: its later answers are not the seed's.
        const rejected = original.includes('error');
        for (const [column, cell] of rejected
          ? []
          : ([
              ['z3_result', rows.get(seed.path)?.z3],
              ['expected', rows.get(seed.path)?.expected],
            ] as const)) {
          const recorded = (cell ?? '').split(';');
          const pairs: [string | undefined, string | undefined][] =
            recorded.length === 1
              ? [[recorded[0], original.find(isDecided)]]
              : recorded.map((r, i) => [r, original[i]]);
          for (const [expected, decided] of pairs) {
            if (!isDecided(expected) || !isDecided(decided)) continue;
            if (decided !== expected)
              contradictions.push(`${seed.path}: z3 wasm says ${decided}, manifest ${column} ${expected}`);
            else if (column === 'z3_result') tally.agreeWithManifest++;
          }
        }
        // A timeout is the machine's business (a busy laptop has more): the shares are of the seeds answered in time.
        if (run.originalTimedOut) continue;
        for (const answer of original) if (isDecided(answer)) decidedInTime++;
        if (isDecided(rows.get(seed.path)?.z3.split(';')[0])) {
          nativeDecided++;
          if (isDecided(original[0])) decidedToo++;
        }
      }

      const seconds = ((performance.now() - started) / 1000).toFixed(1);
      console.log(
        `z3 round-trip: ${seeds.length} seeds in ${seconds} s; equal ${tally.equal}, ` +
          `inconclusive (timeout on one side) ${inconclusive.length}, mismatched ${mismatches.length}, ` +
          `unparsed ${unparsed.length}; answers of the originals: sat ${tally.sat}, unsat ${tally.unsat}, ` +
          `unknown ${tally.unknown}, error ${tally.error}; agree with manifest z3_result ${tally.agreeWithManifest}, ` +
          `contradict ${contradictions.length}; ${timedOut} cut off at the time limit; of the others, decided ${decidedToo} ` +
          `of the ${nativeDecided} native z3 4.8.12 decided`,
      );
      for (const line of inconclusive) console.log(`  inconclusive: ${line}`);

      expect(seeds.length).toBeGreaterThanOrEqual(minSeeds);
      expect(unparsed).toEqual([]);
      expect(mismatches).toEqual([]);
      expect(contradictions).toEqual([]);
      // The comparison means something only if most seeds were answered, and most of those decided, in time.
      expect(tally.equal).toBeGreaterThan(seeds.length * 0.9);
      expect(timedOut).toBeLessThan(seeds.length / 2);
      expect(decidedInTime).toBeGreaterThan((seeds.length - timedOut) * 0.8);
      expect(decidedToo / nativeDecided).toBeGreaterThanOrEqual(0.9);
    });
  });
}
