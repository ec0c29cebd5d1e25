// Quantifiers are decided only when that is exact: when the body's value does not depend on the
// bound variables, or by expanding it over finite domains (Bool, small bit-vectors, enumerations,
// uninterpreted sorts whose universe the model lists). Otherwise: unknown, reason 'quantifier'.
import type { QuantTerm } from '../ast.js';
import { enumerateSort } from './domains.js';
import { illSorted, isKnownBool, type Interpreter } from './interpreter.js';
import { resolveSort } from './resolve-sort.js';
import { boolValue, known, unknown, type EvalResult, type Value } from './value.js';

export function quantifier(ip: Interpreter, t: QuantTerm): EvalResult {
  const names = t.vars.map((v) => v.name);
  const body = (): EvalResult =>
    ip.spendQuantifierBody() ? ip.evalTerm(t.body) : unknown('quantifier instances limit');
  const blind = ip.withBindings(
    names,
    names.map(() => unknown('quantifier')),
    body,
  );
  if (blind.kind === 'value') return blind;
  const domains = finiteDomains(ip, t);
  if (!domains) return unknown('quantifier');
  const forall = t.kind === 'forall';
  const instances = domains.reduce((n, d) => n * d.length, 1);
  const counters = domains.map(() => 0);
  let pending: EvalResult | undefined;
  for (let n = 0; n < instances; n++) {
    const values = counters.map((c, i) => known(domains[i]![c]!));
    const r = ip.withBindings(names, values, body);
    if (isKnownBool(r)) {
      if (r.value.value !== forall) return known(boolValue(!forall));
    } else pending ??= r.kind === 'unknown' ? r : illSorted(t.kind);
    for (let i = 0; i < counters.length; i++) {
      if (++counters[i]! < domains[i]!.length) break;
      counters[i] = 0;
    }
  }
  return pending ?? known(boolValue(forall));
}

/** Every variable's values, when all domains are finite and their product is within the limit. */
function finiteDomains(ip: Interpreter, t: QuantTerm): Value[][] | undefined {
  const limit = ip.ctx.limits.quantifierInstances;
  const domains: Value[][] = [];
  let instances = 1;
  for (const v of t.vars) {
    const sort = resolveSort(v.sort, ip.ctx.sortDefinitions);
    const domain = sort ? enumerateSort(sort, ip.ctx, limit) : undefined;
    if (!domain) return undefined;
    instances *= domain.length;
    if (instances > limit) return undefined;
    domains.push(domain);
  }
  return domains;
}
