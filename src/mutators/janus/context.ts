// The RuleContext of one mutation: parameters drawn from the script (else literals), fresh names.
import type { Script } from '../../smtlib/ast.js';
import type { Rng } from '../../rng.js';
import { ParamPool, scriptNames } from './params.js';
import type { RuleContext } from './rule.js';

/** Contexts for rules applied inside command `at` of `script`. */
export function ruleContexts(script: Script, rng: Rng): (at: number) => RuleContext {
  const names = scriptNames(script);
  const pool = new ParamPool(script, names);
  let next = 0;
  const logic = script.commands.find((c) => c.cmd === 'set-logic');
  const quantifiers = logic?.cmd !== 'set-logic' || !logic.logic.startsWith('QF_');
  // QF_S, QF_BV, QF_UF …: integers may occur (str.len), but no arithmetic symbol is in the logic.
  const arithmetic = logic?.cmd !== 'set-logic' || logic.logic === 'ALL' || /IA|RA|IDL|RDL/.test(logic.logic);
  return (at) => ({
    rng,
    quantifiers,
    arithmetic,
    param: (sort) => pool.pick(sort, rng, at),
    fresh() {
      while (names.all.has(`janus_b${next}`)) next++;
      return `janus_b${next++}`;
    },
  });
}

/** A context for rules applied after the last command of `script`. */
export const ruleContext = (script: Script, rng: Rng): RuleContext => ruleContexts(script, rng)(script.commands.length);
