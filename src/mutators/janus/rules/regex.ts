// Table 1, Regex: weaker = larger language. `r ↦ union(r, s)` only weakens: the original Janus also
// used it to strengthen, which is unsound. Strengthening has its own rules (intersect, drop a member).
import type { AppTerm, Term } from '../../../smtlib/ast.js';
import { REGLAN } from '../../../smtlib/sort.js';
import { app, indexed, str } from '../../../smtlib/terms/build.js';
import { isApp } from '../../../smtlib/terms/query.js';
import type { Effect, Rule, RuleContext } from '../rule.js';

function rule(name: string, effect: Effect, apply: (t: Term, ctx: RuleContext) => Term | undefined): Rule {
  return { name, family: 'regex', effect, domain: 'regex', apply };
}

const generic = (r: Rule): Rule => ({ ...r, generic: true });

/** The code point of a one-character string literal without escapes, or undefined. */
function singleChar(t: Term): number | undefined {
  if (t.kind !== 'const' || t.lit.kind !== 'string') return undefined;
  const cp = t.lit.text.codePointAt(0);
  return t.lit.text.length === 1 && cp !== undefined && t.lit.text !== '\\' ? cp : undefined;
}

const PRINTABLE_LO = 0x20;
const PRINTABLE_HI = 0x7e;
const charLit = (cp: number): Term => str(String.fromCodePoint(cp));

/** range(s1,s2) ↦ range(s3,s4): wider (s3 ≤ s1, s2 ≤ s4) weakens, narrower strengthens; printable ASCII only. */
function rerange(t: Term, ctx: RuleContext, widen: boolean): Term | undefined {
  if (!isApp(t, 're.range', 2)) return undefined;
  const lo = singleChar(t.args[0]!);
  const hi = singleChar(t.args[1]!);
  if (lo === undefined || hi === undefined || lo > hi || lo < PRINTABLE_LO || hi > PRINTABLE_HI) return undefined;
  const step = ctx.rng.range(1, 3);
  const [nlo, nhi] = widen
    ? [Math.max(PRINTABLE_LO, lo - step), Math.min(PRINTABLE_HI, hi + step)]
    : [Math.min(hi, lo + ctx.rng.int(step + 1)), Math.max(lo, hi - ctx.rng.int(step + 1))];
  if (nlo > nhi || (nlo === lo && nhi === hi)) return undefined;
  // '"' is printed doubled and '\' would start an escape: keep the new bounds out of those two.
  if ([nlo, nhi].some((cp) => cp === 0x22 || cp === 0x5c)) return undefined;
  return app('re.range', charLit(nlo), charLit(nhi));
}

function dropMember(t: AppTerm, ctx: RuleContext): Term {
  const k = ctx.rng.int(t.args.length);
  const rest = t.args.filter((_, i) => i !== k);
  return rest.length === 1 ? rest[0]! : app('re.union', ...rest);
}

export const regexRules: readonly Rule[] = [
  generic(rule('r→r+', 'weaken', (t) => app('re.+', t))),
  generic(rule('r→r*', 'weaken', (t) => app('re.*', t))),
  generic(rule('r→opt(r)', 'weaken', (t) => app('re.opt', t))),
  generic(rule('r→loop(1,n,r)', 'weaken', (t, ctx) => indexed('re.loop', [1, ctx.rng.range(1, 4)], t))),
  rule('r+→r*', 'weaken', (t) => (isApp(t, 're.+', 1) ? app('re.*', t.args[0]!) : undefined)),
  rule('r1++…++rn→union(r1,…,rn)^n', 'weaken', (t) =>
    isApp(t, 're.++') && t.args.length >= 2 ? indexed('re.^', [t.args.length], app('re.union', ...t.args)) : undefined,
  ),
  generic(
    rule('r→union(r,s)', 'weaken', (t, ctx) => {
      const s = ctx.param(REGLAN);
      return s && app('re.union', t, s);
    }),
  ),
  rule('range(s1,s2)→range(s3,s4)⊇', 'weaken', (t, ctx) => rerange(t, ctx, true)),
  rule('r*→r+', 'strengthen', (t) => (isApp(t, 're.*', 1) ? app('re.+', t.args[0]!) : undefined)),
  rule('r+→r', 'strengthen', (t) => (isApp(t, 're.+', 1) ? t.args[0]! : undefined)),
  rule('opt(r)→r', 'strengthen', (t) => (isApp(t, 're.opt', 1) ? t.args[0]! : undefined)),
  rule('union(r1,…,rn)→drop-member', 'strengthen', (t, ctx) =>
    isApp(t, 're.union') && t.args.length >= 2 ? dropMember(t, ctx) : undefined,
  ),
  generic(
    rule('r→inter(r,s)', 'strengthen', (t, ctx) => {
      const s = ctx.param(REGLAN);
      return s && app('re.inter', t, s);
    }),
  ),
  rule('range(s1,s2)→range(s3,s4)⊆', 'strengthen', (t, ctx) => rerange(t, ctx, false)),
];
