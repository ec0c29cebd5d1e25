// What fusion needs from one seed. A seed is fusable when it has exactly one check-sat and no
// push/pop/reset/check-sat-assuming (so "the seed's answer" is one answer about one assertion set).
// Everything before the check-sat is kept: set-logic, set-option, every declaration and definition
// (functions, constants, sorts, datatypes) in order, and the assertions, which fusion moves after
// all declarations. Commands after the check-sat (get-model, …) and set-info/echo/get-* before it
// are dropped. The seed must sort-check in that order.
import type { Command, Script, Term } from '../../smtlib/ast.js';
import { Env, checkScript } from '../../smtlib/check/index.js';
import type { Sort } from '../../smtlib/sort.js';
import type { NoMutant } from '../types.js';
import { allSymbols, globalNames } from './names.js';
import { isDeclaration } from '../../smtlib/declarations.js';

export interface FusableSeed {
  logic: string | undefined;
  options: Command[];
  /** Declarations and definitions, in their original order. */
  declarations: Command[];
  assertions: Term[];
  /** Every symbol the kept commands mention, and the globals they introduce. */
  symbols: Set<string>;
  globals: Set<string>;
  constructors: Set<string>;
  /** Declared nullary constants (declare-const or 0-ary declare-fun, not overloaded) and their sorts. */
  constants: Map<string, Sort>;
}

const NOT_FUSABLE = new Set([
  'push',
  'pop',
  'reset',
  'reset-assertions',
  'check-sat-assuming',
  'check-sat-using',
  'opaque',
]);

const cache = new WeakMap<Script, FusableSeed | NoMutant>();

export function fusableSeed(script: Script): FusableSeed | NoMutant {
  let seed = cache.get(script);
  if (!seed) {
    seed = analyse(script);
    cache.set(script, seed);
  }
  return seed;
}

export function isFusable(seed: FusableSeed | NoMutant): seed is FusableSeed {
  return 'assertions' in seed;
}

function analyse(script: Script): FusableSeed | NoMutant {
  const unsupported = script.commands.find((c) => NOT_FUSABLE.has(c.cmd));
  if (unsupported) return { reason: `fusion does not handle ${unsupported.cmd} (incremental or unknown command)` };
  const checkSats = script.commands.filter((c) => c.cmd === 'check-sat').length;
  if (checkSats !== 1) return { reason: `fusion needs exactly one check-sat, the seed has ${checkSats}` };
  let logic: string | undefined;
  const options: Command[] = [];
  const declarations: Command[] = [];
  const assertions: Term[] = [];
  for (const c of script.commands) {
    if (c.cmd === 'check-sat') break;
    if (c.cmd === 'set-logic') logic = c.logic;
    else if (c.cmd === 'set-option') options.push(c);
    else if (c.cmd === 'assert') assertions.push(c.term);
    else if (isDeclaration(c)) declarations.push(c);
  }
  const kept: Script = {
    commands: [
      ...(logic ? [{ cmd: 'set-logic', logic } as const] : []),
      ...declarations,
      ...assertions.map((term) => ({ cmd: 'assert', term }) as const),
    ],
  };
  const env = new Env();
  const checked = checkScript(kept, env);
  if (!checked.ok)
    return { reason: `the seed does not sort-check with its assertions last: ${checked.errors[0]!.message}` };
  return {
    logic,
    options,
    declarations,
    assertions,
    symbols: allSymbols(kept),
    globals: globalNames(kept),
    constructors: constructorNames(declarations),
    constants: declaredConstants(declarations, env),
  };
}

function constructorNames(declarations: readonly Command[]): Set<string> {
  const out = new Set<string>();
  for (const c of declarations) {
    const decls = c.cmd === 'declare-datatype' ? [c.decl] : c.cmd === 'declare-datatypes' ? c.decls : [];
    for (const d of decls) for (const k of d.constructors) out.add(k.name);
  }
  return out;
}

function declaredConstants(declarations: readonly Command[], env: Env): Map<string, Sort> {
  const out = new Map<string, Sort>();
  for (const c of declarations) {
    const nullary = c.cmd === 'declare-const' || (c.cmd === 'declare-fun' && c.params.length === 0);
    if (!nullary) continue;
    const sigs = env.functions(c.name);
    if (sigs?.length === 1 && sigs[0]!.params.length === 0) out.set(c.name, sigs[0]!.result);
  }
  return out;
}
