// Native cvc5 over every external public seed: it must never contradict a sat/unsat the manifest records
// (cvc5's own earlier answer or the benchmark's label), and must decide nearly all seeds cvc5 decided
// before. On the repo's corpus, test/corpus/manifest.solvers.test.ts checks native z3 and cvc5.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import type { Outcome } from '../../src/solvers/outcome.js';
import { runNative } from '../../src/solvers/native/index.js';
import { SEEDS_DIR, loadManifest, type ManifestRow } from '../support/seeds.js';
import { CVC5_NATIVE } from './native-lanes.js';

const TIMEOUT_MS = 5000;
const PARALLEL = 2;
const decided = (result: string): boolean => result === 'sat' || result === 'unsat';

async function runAll(rows: ManifestRow[]): Promise<Outcome[]> {
  const outcomes: Outcome[] = new Array<Outcome>(rows.length);
  let next = 0;
  const worker = async (): Promise<void> => {
    while (next < rows.length) {
      const index = next++;
      const script = readFileSync(join(SEEDS_DIR, rows[index]!.path), 'utf8');
      outcomes[index] = await runNative(CVC5_NATIVE, script, { timeoutMs: TIMEOUT_MS });
    }
  };
  await Promise.all(Array.from({ length: PARALLEL }, worker));
  return outcomes;
}

it('native cvc5 agrees with the public manifest', async () => {
  const rows = loadManifest('public');
  const started = performance.now();
  const outcomes = await runAll(rows);
  const contradictions: string[] = [];
  const counts: Record<string, number> = {};
  let decidedBefore = 0;
  let decidedNow = 0;
  rows.forEach((row, i) => {
    const outcome = outcomes[i]!;
    const answer = outcome.status === 'ok' ? outcome.answers.at(-1) : undefined;
    const key = answer ?? outcome.status;
    counts[key] = (counts[key] ?? 0) + 1;
    if (decided(row.cvc5)) {
      decidedBefore++;
      if (answer !== undefined && decided(answer)) decidedNow++;
    }
    for (const recorded of [row.cvc5, row.expected]) {
      if (answer !== undefined && decided(answer) && decided(recorded) && answer !== recorded) {
        contradictions.push(`${row.path}: cvc5 says ${answer}, manifest ${recorded}`);
      }
    }
  });
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  console.log(
    `${rows.length} seeds in ${seconds} s: ${JSON.stringify(counts)}; decided ${decidedNow} of the ${decidedBefore} the manifest says cvc5 decided; ${contradictions.length} contradictions`,
  );
  expect(rows.length).toBeGreaterThan(400);
  expect(contradictions).toEqual([]);
  expect(decidedNow / decidedBefore).toBeGreaterThanOrEqual(0.9);
});
