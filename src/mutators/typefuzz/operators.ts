// The operators that can fill a hole of sort S: theory operators from the signature tables whose
// result unifies with S (=, distinct and ite included), and the user functions, constants,
// constructors and selectors visible at the hole whose result is S.
//
// An operator is only offered when the sorts its arguments must have are *available*: sorts of the
// seed's own terms (so a mutant stays in the seed's logic), plus Bool, any bit-vector width when the
// seed has bit-vectors, RoundingMode when it has floating point, and RegLan when it has strings.
import type { FunSig } from '../../smtlib/check/index.js';
import { BOOL, type Sort } from '../../smtlib/sort.js';
import { allSignatures, unifyResult, type Signature, type SortPattern } from '../../smtlib/theories/index.js';
import type { Vocabulary } from '../../smtlib/dialect.js';
import { neverLinear } from '../linear.js';
import { isAliasName } from '../portable.js';
import { allowsTheory } from '../logic.js';
import type { CommandInfo, SeedContext } from './context.js';
import { hasShaper } from './shape.js';
import { sortKey } from './sort-key.js';

export function isAvailable(ctx: SeedContext, s: Sort): boolean {
  if (s === BOOL || s.name === 'Bool' || ctx.pool.bySort.has(sortKey(s))) return true;
  const has = (name: string): boolean => ctx.pool.sorts.some((p) => p.name === name);
  if (s.name === 'BitVec') return has('BitVec');
  if (s.name === 'RoundingMode') return has('FloatingPoint');
  if (s.name === 'RegLan') return has('String');
  return false;
}

/** Sorts an open argument may take (`=` over any sort, the operand of bv2nat …): the pool's and Bool. */
export function openSorts(ctx: SeedContext): readonly Sort[] {
  return ctx.pool.bySort.has('Bool') ? ctx.pool.sorts : [...ctx.pool.sorts, BOOL];
}

function needsQualifier(sig: Signature): boolean {
  // (as const (Array I E)), (as seq.empty (Seq E)), (as set.empty (Set E)): literals.ts builds these.
  return sig.name === 'const' || (sig.args.length === 0 && sig.indices.length === 0 && sig.result.k !== 'sort');
}

function offered(ctx: SeedContext, sig: Signature, sort: Sort, vocabulary: Vocabulary | undefined): boolean {
  if (ctx.userNames.has(sig.name) || sig.aliasOf !== undefined || isAliasName(sig.name) || needsQualifier(sig)) {
    return false;
  }
  if (!sig.introduce || (ctx.linear && neverLinear(sig.name))) return false;
  if (!allowsTheory(ctx.theories, sig.theory)) return false;
  if (vocabulary && !vocabulary.accepts(sig.dialects)) return false;
  const u = unifyResult(sig, sort);
  if (!u) return false;
  if (u.indices.some((i) => i === undefined) && !hasShaper(sig)) return false;
  // An open argument of a compound sort (the Set of set.member) needs a pool sort of that kind.
  return u.args.every((a, i) => (a ? isAvailable(ctx, a) : openKindAvailable(ctx, sig.args[i]!)));
}

function openKindAvailable(ctx: SeedContext, p: SortPattern): boolean {
  return p.k !== 'app' || ctx.pool.sorts.some((s) => s.name === p.name);
}

export function theoryOperators(
  ctx: SeedContext,
  sort: Sort,
  vocabulary: Vocabulary | undefined,
): readonly Signature[] {
  const key = `${vocabulary?.toString() ?? '*'}|${sortKey(sort)}`;
  let ops = ctx.operatorCache.get(key);
  if (!ops) {
    ops = allSignatures().filter((sig) => offered(ctx, sig, sort, vocabulary));
    ctx.operatorCache.set(key, ops);
  }
  return ops;
}

export function userOperators(ctx: SeedContext, info: CommandInfo, sort: Sort): readonly FunSig[] {
  if (!info.byResult) {
    info.byResult = new Map();
    // A constant overloaded by sort (Z3's `(declare-const c Int)` and `(declare-const c Bool)`) needs `as`:
    // written bare it is ambiguous to both solvers, so it is not introduced.
    const overloads = new Map<string, number>();
    for (const f of info.functions) overloads.set(f.name, (overloads.get(f.name) ?? 0) + 1);
    for (const f of info.functions) {
      if (f.params.length === 0 && overloads.get(f.name)! > 1) continue;
      if (f.polymorphic || !f.params.every((p) => isAvailable(ctx, p))) continue;
      const k = sortKey(f.result);
      const list = info.byResult.get(k);
      if (list) list.push(f);
      else info.byResult.set(k, [f]);
    }
  }
  return info.byResult.get(sortKey(sort)) ?? [];
}
