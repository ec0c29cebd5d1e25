// Applies a fusion plan to a base: declares each fresh z, substitutes r_x(y, z) / r_y(x, z) at the
// chosen occurrences, conjoins z = f(x, y) for UNSAT fusion, and records why the oracle holds.
import type { Command, Script, SortExpr, Term } from '../../smtlib/ast.js';
import type { TermPath } from '../../smtlib/paths.js';
import { printCommand, printTerm } from '../../smtlib/printer.js';
import { rememberScriptText } from '../../smtlib/print/printed.js';
import type { Sort } from '../../smtlib/sort.js';
import type { MutationResult, MutationStep } from '../types.js';
import type { FusionBase } from './base.js';
import type { FusionVars } from './functions.js';
import { replaceAll, type Edit } from './edit.js';
import { mergeLogic } from './logic.js';
import { eq, ite, sym } from '../../smtlib/terms/build.js';
import type { FusionPlan, PairPlan } from './plan-shape.js';
import { fillAssertion, type BaseText } from './text.js';
import { concatStepOf, occurrenceStep, pairStep } from './trace.js';

/**
 * The mutant has no `(set-info :status …)`: cvc5 aborts and Z3 reports an error when an answer
 * contradicts it, which would turn a wrong answer into a crash. The oracle is in the result.
 */
export function applyPlan(base: FusionBase, plan: FusionPlan): MutationResult {
  const nonlinear = plan.pairs.some((p) => p.fn.nonlinear);
  const logic = mergeLogic(base.logics[0], base.logics[1], nonlinear);
  const setLogic: Command[] = logic ? [{ cmd: 'set-logic', logic }] : [];
  const zs = plan.pairs.map((p): Command => ({
    cmd: 'declare-fun',
    name: p.z,
    params: [],
    sort: sortExprOf(p.x.sort),
  }));
  const head: Command[] = [...setLogic, ...base.options, ...base.declarations, ...zs];
  const firstAssertion = head.length;
  const edits = new Map<number, Edit[]>();
  const slotTexts = new Map<number, Map<number, string>>();
  const trace: MutationStep[] = [concatStepOf(base)];
  for (const pair of plan.pairs) {
    const v: FusionVars = { x: sym(pair.x.name), y: sym(pair.y.name), z: sym(pair.z) };
    const substitutes = { x: inversion(pair, v, 'x', plan.guarded), y: inversion(pair, v, 'y', plan.guarded) };
    const printed = { x: printTerm(substitutes.x), y: printTerm(substitutes.y) };
    trace.push(pairStep(base, pair, v));
    for (const { occurrence, of } of pair.replace) {
      let list = edits.get(occurrence.assertion);
      if (!list) edits.set(occurrence.assertion, (list = []));
      list.push({ steps: occurrence.steps, term: substitutes[of] });
      let texts = slotTexts.get(occurrence.assertion);
      if (!texts) slotTexts.set(occurrence.assertion, (texts = new Map()));
      texts.set(occurrence.slot, printed[of]);
      const path: TermPath = { command: firstAssertion + occurrence.assertion, root: 0, steps: occurrence.steps };
      // A span locates text of the parent (seed 1); occurrences from seed 2 have none.
      const span = (of === 'x' ? pair.x : pair.y).side === 1 ? occurrence.span : undefined;
      trace.push(occurrenceStep(pair, of, path, printed[of], span));
    }
  }
  const assertions = base.assertions.map((c, i): Command => {
    const list = edits.get(i);
    return list ? { cmd: 'assert', term: replaceAll(c.term, list, 0) } : c;
  });
  const constraints =
    base.oracle === 'unsat'
      ? plan.pairs.map((p) => eq(sym(p.z), p.fn.f({ x: sym(p.x.name), y: sym(p.y.name), z: sym(p.z) }, p.constants)))
      : [];
  const tail: Command[] = [...constraints.map((term): Command => ({ cmd: 'assert', term })), { cmd: 'check-sat' }];
  const mutant: Script = { commands: [...head, ...assertions, ...tail] };
  if (base.text) rememberScriptText(mutant, spliceText(base.text, setLogic, zs, slotTexts, tail));
  return { mutant, oracle: { kind: 'expected', expected: base.oracle }, trace };
}

/** The mutant's printScript text, from the base's pieces and the printed substitutes. */
function spliceText(
  text: BaseText,
  setLogic: readonly Command[],
  zs: readonly Command[],
  slotTexts: ReadonlyMap<number, ReadonlyMap<number, string>>,
  tail: readonly Command[],
): string {
  let s = '';
  for (const c of setLogic) s += printCommand(c) + '\n';
  s += text.prelude;
  for (const c of zs) s += printCommand(c) + '\n';
  text.assertions.forEach((a, i) => {
    const substitutes = slotTexts.get(i);
    s += (substitutes ? fillAssertion(a, substitutes) : a.line) + '\n';
  });
  for (const c of tail) s += printCommand(c) + '\n';
  return s;
}

/** r_x(y, z) or r_y(x, z); a division-based one becomes ite(divisor = 0, x, r_x) when guarded. */
export function inversion(
  pair: Pick<PairPlan, 'fn' | 'constants'>,
  v: FusionVars,
  of: 'x' | 'y',
  guarded: boolean,
): Term {
  const { fn, constants } = pair;
  const raw = of === 'x' ? fn.rx(v, constants) : fn.ry(v, constants);
  const unsafe = of === 'x' ? fn.unsafeX : fn.unsafeY;
  if (!guarded || !unsafe) return raw;
  return ite(unsafe(v, constants), of === 'x' ? v.x : v.y, raw);
}

export function sortExprOf(sort: Sort): SortExpr {
  return { id: { symbol: sort.name, indices: sort.indices }, args: sort.args.map(sortExprOf) };
}
