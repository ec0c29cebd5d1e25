// STORM's model M as step mode shows it: the model's text and each of the seed's assertions with its value
// under M (our evaluator), so a class sees why a STORM mutant is satisfiable by construction.
import { evaluateAssertions } from '../smtlib/eval/index.js';
import { parseScript } from '../smtlib/parser.js';
import { printTerm } from '../smtlib/printer.js';
import type { Expected } from '../mutators/types.js';

export interface ModelView {
  /** The model text as the lane printed it. */
  text: string;
  /** The seed's answer M was drawn for: sat (M satisfies the seed) or unsat (M satisfies its negation). */
  label?: Expected;
  assertions: { term: string; value: 'true' | 'false' | 'unknown'; why?: string }[];
  /** Why the assertions could not be evaluated, if so. */
  problem?: string;
}

export function modelView(seed: string, model: string, label?: Expected): ModelView {
  const view = (rest: Partial<ModelView>): ModelView => ({
    text: model,
    ...(label ? { label } : {}),
    assertions: [],
    ...rest,
  });
  const script = parseScript(seed);
  if (!script.ok) return view({ problem: script.error.message });
  const verdicts = evaluateAssertions(script.value, model);
  if (!verdicts.ok) return view({ problem: `the model could not be read: ${verdicts.error.message}` });
  return view({
    assertions: verdicts.value.map(({ term, verdict }) => ({
      term: printTerm(term),
      value: verdict.kind,
      ...(verdict.kind === 'unknown' ? { why: verdict.reason } : {}),
    })),
  });
}
