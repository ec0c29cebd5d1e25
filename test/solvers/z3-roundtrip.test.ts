// Acceptance test of the foundation: Z3 (z3-solver WASM, in Node) gives the same answers on every
// public seed and on its re-printed form printScript(parseScript(seed)).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseScript } from '../../src/smtlib/parser.js';
import { printScript } from '../../src/smtlib/printer.js';
import type { Z3Engine } from '../../src/solvers/z3/engine.js';
import { loadZ3Node } from '../../src/solvers/z3/load-node.js';
import { loadManifest, loadSeeds } from '../support/seeds.js';

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

describe('Z3 answers the same on each public seed and on its re-printed form', () => {
  // Two engines (one module each) run the original and the re-printed form side by side.
  let engines: [Z3Engine, Z3Engine];
  beforeAll(async () => {
    engines = [await loadZ3Node(), await loadZ3Node()];
  });
  afterAll(() => engines.forEach((engine) => engine.close()));

  async function answersWithin(timeoutMs: number, original: string, reprinted: string): Promise<Answer[][]> {
    return Promise.all(
      [original, reprinted].map(async (script, i) => {
        const engine = engines[i as 0 | 1];
        engine.setParam('timeout', String(timeoutMs));
        return answers(await engine.evalSmtlib(script));
      }),
    );
  }

  it('on all public seeds', async () => {
    const started = performance.now();
    const z3Result = new Map(loadManifest('public').map((row) => [row.path, row.z3]));
    const seeds = loadSeeds('public');
    const unparsed: string[] = [];
    const mismatches: string[] = [];
    const inconclusive: string[] = [];
    const contradictions: string[] = [];
    const tally = { equal: 0, sat: 0, unsat: 0, unknown: 0, error: 0, agreeWithManifest: 0 };

    for (const seed of seeds) {
      const parsed = parseScript(seed.text);
      if (!parsed.ok) {
        unparsed.push(`${seed.path}: ${parsed.error.message}`);
        continue;
      }
      const reprinted = printScript(parsed.value);
      let [original = [], again = []] = await answersWithin(TIMEOUT_MS, seed.text, reprinted);
      if (!same(original, again) && onlyUnknownApart(original, again)) {
        [original = [], again = []] = await answersWithin(RETRY_TIMEOUT_MS, seed.text, reprinted);
      }
      const verdict = `${seed.path}: original [${original.join(' ')}], re-printed [${again.join(' ')}]`;
      if (same(original, again)) tally.equal++;
      else if (onlyUnknownApart(original, again)) inconclusive.push(verdict);
      else mismatches.push(verdict);

      for (const answer of original) tally[answer]++;
      const expected = z3Result.get(seed.path);
      const decided = original.find((a) => a === 'sat' || a === 'unsat');
      if ((expected === 'sat' || expected === 'unsat') && decided !== undefined) {
        if (decided === expected) tally.agreeWithManifest++;
        else contradictions.push(`${seed.path}: z3 wasm says ${decided}, manifest z3_result ${expected}`);
      }
    }

    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    console.log(
      `z3 round-trip: ${seeds.length} seeds in ${seconds} s; equal ${tally.equal}, ` +
        `inconclusive (timeout on one side) ${inconclusive.length}, mismatched ${mismatches.length}, ` +
        `unparsed ${unparsed.length}; answers of the originals: sat ${tally.sat}, unsat ${tally.unsat}, ` +
        `unknown ${tally.unknown}, error ${tally.error}; agree with manifest z3_result ${tally.agreeWithManifest}, ` +
        `contradict ${contradictions.length}`,
    );
    for (const line of inconclusive) console.log(`  inconclusive: ${line}`);

    expect(seeds.length).toBe(475);
    expect(unparsed).toEqual([]);
    expect(mismatches).toEqual([]);
    expect(contradictions).toEqual([]);
    // The comparison means something only if most seeds were decided within the timeout.
    expect(tally.equal).toBeGreaterThan(seeds.length * 0.9);
    expect(tally.sat + tally.unsat).toBeGreaterThan(seeds.length * 0.8);
  }, 900_000);
});
