// Every Table 2 rule is checked by Z3 (WASM): for an over-approximation l → l', `l ∧ ¬l'` is unsat;
// for an under-approximation l' → l, `l' ∧ ¬l` is unsat. Negated literals (push-in and Prop. 4.2) too.
// Where Z3 gives up (a few string queries), native cvc5 must prove the query unsat instead; where both
// give up, Z3 must prove it for strings of length ≤ 6.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applyRule, pst, PST_RULES, type Direction } from '../../src/mutators/sae/index.js';
import { Rng } from '../../src/rng.js';
import type { Term } from '../../src/smtlib/ast.js';
import { checkScript } from '../../src/smtlib/check/index.js';
import { parseScript } from '../../src/smtlib/parser.js';
import { printTerm } from '../../src/smtlib/printer.js';
import type { Z3Engine } from '../../src/solvers/z3/engine.js';
import { runCvc5, runZ3, startZ3, type Run } from './fusion-solvers.js';

const TIMEOUT_MS = 1000;
const DRAWS = 3;
const SORTS: Record<string, readonly string[]> = {
  arith: ['Int', 'Real'],
  bv: ['(_ BitVec 4)'],
  fp: ['(_ FloatingPoint 3 4)'],
  string: ['String'],
};

/** The atom `(op x y)` over fresh constants of `sort`, sort-checked so the rules see argument sorts. */
function atom(op: string, sort: string): { decls: string; term: Term } {
  const decls = `(declare-const x ${sort})(declare-const y ${sort})`;
  const parsed = parseScript(`${decls}(assert (${op} x y))`);
  if (!parsed.ok || !checkScript(parsed.value).ok) throw new Error(`bad atom ${op} on ${sort}`);
  const c = parsed.value.commands[2]!;
  if (c.cmd !== 'assert') throw new Error('no assert');
  return { decls, term: c.term };
}

/** The script that is unsat exactly when `after` approximates `before` in `direction`. */
const query = (decls: string, before: Term, after: Term, direction: Direction): string => {
  const [strong, weak] = direction === 'over' ? [before, after] : [after, before];
  return `${decls}(assert ${printTerm(strong)})(assert (not ${printTerm(weak)}))(check-sat)`;
};

let z3: Z3Engine;
let byCvc5 = 0;
let bounded = 0;

async function prove(text: string): Promise<Run> {
  const run = await runZ3(z3, text, TIMEOUT_MS);
  if (run.verdict === 'sat' || run.verdict === 'unsat') return run;
  byCvc5++;
  const cvc5 = await runCvc5(text, TIMEOUT_MS);
  if (cvc5.verdict === 'sat' || cvc5.verdict === 'unsat' || !text.includes('String')) return cvc5;
  bounded++;
  return runZ3(
    z3,
    text.replace('(check-sat)', '(assert (<= (str.len x) 6))(assert (<= (str.len y) 6))(check-sat)'),
    TIMEOUT_MS * 5,
  );
}
beforeAll(async () => {
  z3 = await startZ3(TIMEOUT_MS);
});
afterAll(() => z3?.close());

describe('Table 2 rules are approximations (Z3)', () => {
  it('every rule, every sort of its theory, random constants', async () => {
    const failures: string[] = [];
    let checked = 0;
    for (const [i, rule] of PST_RULES.entries()) {
      for (const sort of SORTS[rule.theory]!) {
        const { decls, term } = atom(rule.op, sort);
        if (term.kind !== 'app') throw new Error('atom');
        for (let d = 0; d < DRAWS; d++) {
          const after = applyRule(rule, term.args[0]!, term.args[1]!, term.args[0]!.sort!, Rng.of('rules', i, d));
          expect(after).toBeDefined();
          const text = query(decls, term, after!, rule.direction);
          const run = await prove(text);
          checked++;
          if (run.verdict !== 'unsat')
            failures.push(
              `${rule.theory} ${rule.op} ${rule.direction} ${rule.name} on ${sort}: ${run.verdict} for ${text}`,
            );
        }
      }
    }
    console.log(`Table 2: ${PST_RULES.length} rules, ${checked} solver checks (${byCvc5} left to cvc5 so far)`);
    expect(failures).toEqual([]);
  });

  it('negated literals: pushed-in negations and Prop. 4.2 approximate in the asked direction', async () => {
    const failures: string[] = [];
    const ops = [...new Set(PST_RULES.map((r) => `${r.theory} ${r.op}`))];
    let checked = 0;
    for (const key of ops) {
      const [theory, op] = key.split(' ') as [string, string];
      for (const sort of SORTS[theory]!) {
        const { decls, term } = atom(op, sort);
        const literal: Term = { kind: 'app', id: { symbol: 'not', indices: [] }, args: [term], sort: term.sort };
        for (const direction of ['over', 'under'] as const) {
          for (let d = 0; d < DRAWS; d++) {
            const out = pst(literal, direction, Rng.of('negated', key, sort, direction, d));
            if (!out) continue;
            expect(out.rule).toContain(`:${direction}:`);
            const run = await prove(query(decls, literal, out.term, direction));
            checked++;
            if (run.verdict !== 'unsat') failures.push(`${out.rule} on ${sort}: ${run.verdict}`);
          }
        }
      }
    }
    console.log(
      `negated literals: ${checked} solver checks (${byCvc5} left to cvc5, ${bounded} proved only for lengths ≤ 6, in all)`,
    );
    expect(checked).toBeGreaterThan(50);
    expect(failures).toEqual([]);
  });
});
