// Acceptance test of the evaluator and the model parser, as a suite: for every sat seed of a corpus
// (models-z3.solvers.test.ts: test/corpus/; models-z3.corpus.test.ts: external public), Z3's model for the first
// check-sat must make every assertion in scope there true, or unknown for a counted reason. A false
// assertion means the evaluator (or the model parser) disagrees with Z3 about SMT-LIB semantics.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { evaluateAssertions, scopeAtFirstCheckSat } from '../../src/smtlib/eval/index.js';
import { parseScript } from '../../src/smtlib/parser.js';
import { printTerm } from '../../src/smtlib/printer.js';
import type { Z3Engine } from '../../src/solvers/z3/engine.js';
import { loadZ3Node } from '../../src/solvers/z3/load-node.js';
import type { Seed } from '../support/seed-set.js';

const TIMEOUT_MS = 5000;

class Tally {
  readonly counts = new Map<string, number>();
  add(key: string): void {
    this.counts.set(key, (this.counts.get(key) ?? 0) + 1);
  }
  rows(label: string): { [k: string]: string | number }[] {
    return [...this.counts].sort((a, b) => b[1] - a[1]).map(([key, count]) => ({ [label]: key, count }));
  }
}

/** The seed up to and including its first check-sat, then `(get-model)`; undefined without a check-sat. */
function inputUpToFirstCheckSat(text: string): string | undefined {
  const script = parseScript(text);
  if (!script.ok) return undefined;
  const { checkSatIndex } = scopeAtFirstCheckSat(script.value);
  const end = script.value.commands[checkSatIndex]?.span?.end;
  return end === undefined ? undefined : `${text.slice(0, end)}\n(get-model)\n`;
}

/** The model printed after the `sat` line, or why there is none. */
function modelOf(output: string): { model: string } | { skip: string } {
  const lines = output.split('\n');
  // Z3 goes on after a command it cannot read (a cvc5 extension such as int.pow2) and may answer sat for what
  // is left; that model is not a model of the seed.
  const at = lines.findIndex((l) => l.trim() === 'sat');
  if (lines.slice(0, Math.max(at, 0)).some((l) => l.startsWith('(error')))
    return { skip: 'z3 could not read an assertion' };
  if (at >= 0) return { model: lines.slice(at + 1).join('\n') };
  if (lines.some((l) => l.trim() === 'unknown')) return { skip: 'z3 answered unknown (timeout or incomplete)' };
  if (lines.some((l) => l.trim() === 'unsat')) return { skip: 'z3 answered unsat' };
  return { skip: 'z3 reported an error' };
}

/** `load` runs in the test. */
export function describeZ3Models(name: string, load: () => Seed[]): void {
  describe(`Z3 models satisfy the sat seeds of ${name} under our evaluator`, () => {
    let z3: Z3Engine;
    beforeAll(async () => {
      z3 = await loadZ3Node('z3-solver', { onStderr: () => undefined });
      z3.setParam('timeout', String(TIMEOUT_MS));
    });
    afterAll(() => z3?.close());

    it('evaluates no assertion to false', async () => {
      const seeds = load().filter((s) => s.row?.expected.split(';')[0] === 'sat' || s.row?.z3.split(';')[0] === 'sat');
      const skipped = new Tally();
      const unknowns = new Tally();
      const falses: string[] = [];
      let checkedSeeds = 0;
      let assertions = 0;
      let trues = 0;
      for (const seed of seeds) {
        const input = inputUpToFirstCheckSat(seed.text);
        if (input === undefined) {
          skipped.add('no parsable check-sat');
          continue;
        }
        const found = modelOf(await z3.evalSmtlib(input));
        if ('skip' in found) {
          skipped.add(found.skip);
          continue;
        }
        const script = parseScript(seed.text);
        if (!script.ok) continue; // parsed above already
        const verdicts = evaluateAssertions(script.value, found.model);
        if (!verdicts.ok) {
          skipped.add(`model does not parse: ${verdicts.error.message}`);
          continue;
        }
        checkedSeeds++;
        for (const { term, verdict } of verdicts.value) {
          assertions++;
          if (verdict.kind === 'true') trues++;
          else if (verdict.kind === 'unknown') unknowns.add(verdict.reason);
          else falses.push(`${seed.path}: ${printTerm(term).slice(0, 200)}`);
        }
      }
      console.log(
        `Z3 models: ${checkedSeeds} of ${seeds.length} sat seeds checked, ${assertions} assertions: ` +
          `${trues} true, ${assertions - trues - falses.length} unknown, ${falses.length} false`,
      );
      console.table(unknowns.rows('assertion unknown because'));
      console.table(skipped.rows('seed skipped because'));
      expect(falses).toEqual([]);
      // Guard against a vacuous pass (e.g. Z3 failing on every seed).
      expect(checkedSeeds).toBeGreaterThan(seeds.length / 2);
      expect(trues).toBeGreaterThan(assertions / 2);
    });
  });
}
