// Datatype constructors, selectors, testers (`(_ is C)` and Z3's `is-C`) and `match`.
import type { AppTerm, MatchTerm, Term } from '../ast.js';
import { sortOf, type Sort } from '../sort.js';
import { firstUnknown, illSorted, knownValues, type Interpreter } from './interpreter.js';
import { resolveSort } from './resolve-sort.js';
import { boolValue, known, unknown, type EvalResult, type Value } from './value.js';

/** The value of a constructor, selector or tester application; undefined when `t` is none of those. */
export function datatypeOperation(ip: Interpreter, t: AppTerm, args: readonly EvalResult[]): EvalResult | undefined {
  const { symbol, indices } = t.id;
  const table = ip.ctx.datatypes;
  if (indices.length === 1 && symbol === 'is' && typeof indices[0] === 'string') return tester(indices[0], args);
  if (indices.length === 1 && symbol === 'update-field' && typeof indices[0] === 'string') {
    return updateField(ip, indices[0], args);
  }
  if (indices.length > 0) return undefined;
  const ctor = table.constructors.get(symbol);
  if (ctor) {
    if (args.length !== ctor.selectors.length) return illSorted(symbol);
    const values = knownValues(args);
    if (!values) return firstUnknown(args);
    const sort = datatypeSort(ip, t, ctor.datatype);
    return known(
      sort ? { kind: 'datatype', ctor: symbol, args: values, sort } : { kind: 'datatype', ctor: symbol, args: values },
    );
  }
  const selector = table.selectors.get(symbol);
  if (selector && args.length === 1) {
    const [arg] = args as [EvalResult];
    if (arg.kind === 'unknown') return arg;
    if (arg.value.kind !== 'datatype') return illSorted(symbol);
    if (arg.value.ctor === selector.ctor) return known(arg.value.args[selector.index]!);
    // Selectors of the wrong constructor are unspecified: only the model can say what they return.
    const interpretation = ip.ctx.model.functions.get(symbol);
    if (interpretation) return ip.callModelFunction(interpretation, args);
    return unknown('selector applied to another constructor');
  }
  if (symbol.startsWith('is-') && table.constructors.has(symbol.slice(3))) return tester(symbol.slice(3), args);
  return undefined;
}

/** Z3's `((_ update-field s) t v)`: t with field s set to v; t itself when another constructor built it. */
function updateField(ip: Interpreter, selectorName: string, args: readonly EvalResult[]): EvalResult {
  const selector = ip.ctx.datatypes.selectors.get(selectorName);
  if (!selector || args.length !== 2) return illSorted('update-field');
  const values = knownValues(args);
  if (!values) return firstUnknown(args)!;
  const [record, value] = values as [Value, Value];
  if (record.kind !== 'datatype') return illSorted('update-field');
  if (record.ctor !== selector.ctor) return known(record);
  const fields = record.args.slice();
  fields[selector.index] = value;
  return known({ ...record, args: fields });
}

function tester(ctor: string, args: readonly EvalResult[]): EvalResult {
  if (args.length !== 1) return illSorted(`(_ is ${ctor})`);
  const [arg] = args as [EvalResult];
  if (arg.kind === 'unknown') return arg;
  if (arg.value.kind !== 'datatype') return illSorted(`(_ is ${ctor})`);
  return known(boolValue(arg.value.ctor === ctor));
}

/** The sort of a constructed value, when the term or the declaration tells it (for printing). */
function datatypeSort(ip: Interpreter, t: AppTerm, datatype: string): Sort | undefined {
  if (t.qual) return resolveSort(t.qual, ip.ctx.sortDefinitions);
  if (t.sort) return t.sort;
  const info = ip.ctx.datatypes.datatypes.get(datatype);
  return info && info.params.length === 0 ? sortOf(datatype) : undefined;
}

/** The case of a `match` that applies, with its pattern variables' values. */
export function matchCase(ip: Interpreter, t: MatchTerm): EvalResult | { bindings: [string, Value][]; body: Term } {
  const scrutinee = ip.evalTerm(t.scrutinee);
  if (scrutinee.kind === 'unknown') return scrutinee;
  const v = scrutinee.value;
  if (v.kind !== 'datatype') return illSorted('match');
  for (const c of t.cases) {
    const p = c.pattern;
    if (p.kind === 'ctor') {
      if (p.name === v.ctor) return { bindings: p.vars.map((name, i) => [name, v.args[i]!]), body: c.body };
    } else if (ip.ctx.datatypes.constructors.has(p.name)) {
      if (p.name === v.ctor) return { bindings: [], body: c.body };
    } else {
      return { bindings: [[p.name, v]], body: c.body };
    }
  }
  return unknown('match without a matching case');
}
