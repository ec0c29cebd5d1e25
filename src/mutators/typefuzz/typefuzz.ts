// TypeFuzz (Park, Winterer, Zhang, Su, OOPSLA 2021): pick a hole (any sub-term), pick an operator
// whose result sort is the hole's, and fill its arguments with pool terms in scope or fresh literals;
// or put another pool term of the hole's sort there. The mutant is well-sorted by construction and
// its satisfiability unknown, so the oracle is differential.
import type { AppTerm, Term } from '../../smtlib/ast.js';
import { replaceAt, termAt } from '../../smtlib/paths.js';
import { printIdentifier } from '../../smtlib/printer.js';
import type { Sort } from '../../smtlib/sort.js';
import type { Signature } from '../../smtlib/theories/index.js';
import type { FunSig } from '../../smtlib/check/index.js';
import type { Rng } from '../../rng.js';
import { rememberScriptText } from '../printed.js';
import type { MutateOutcome, MutatorInput, MutatorOptions } from '../types.js';
import { contextFor, type SeedContext } from './context.js';
import { restrictsLinearity } from '../linear.js';
import { argument, constantPiece, fromPool, poolPiece, type Piece, type Place } from './fill.js';
import { holeListFor, rememberHoleList, spliceHoles, type Hole } from './holes.js';
import { holeFreedom, type Freedom } from './linear-holes.js';
import type { InnerHole } from './inner.js';
import { isAvailable, openSorts, theoryOperators, userOperators } from './operators.js';
import { lookup } from './scope.js';
import { shapeFor } from './shape.js';

const REASON = "differential: the mutant's satisfiability is unknown; lanes must agree";
const ATTEMPTS = 8;

interface Settings {
  literalChance: number;
  maxArity: number;
  portable: boolean;
}

interface Replacement extends Piece {
  readonly label: string;
}

/** `(f a1 … ak)` of sort `sort`, with its holes: itself, then each argument's, shifted. */
function application(symbol: string, indices: readonly number[], args: readonly Piece[], sort: Sort): Piece {
  const id = { symbol, indices };
  const head = printIdentifier(id);
  const term: AppTerm = { kind: 'app', id, args: args.map((a) => a.term), sort };
  const text = args.length ? `(${head} ${args.map((a) => a.text).join(' ')})` : head;
  return {
    term,
    text,
    holes: () => {
      const out: InnerHole[] = [{ steps: [], start: 0, end: text.length, sort, binders: [] }];
      let at = 1 + head.length + 1;
      args.forEach((a, i) => {
        for (const x of a.holes()) {
          out.push({ steps: [i, ...x.steps], start: at + x.start, end: at + x.end, sort: x.sort, binders: x.binders });
        }
        at += a.text.length + 1;
      });
      return out;
    },
  };
}

function fillAll(ctx: SeedContext, sorts: readonly Sort[], place: Place, rng: Rng, s: Settings): Piece[] | undefined {
  const pieces: Piece[] = [];
  for (const sort of sorts) {
    const p = argument(ctx, sort, place, rng, s.literalChance);
    if (!p) return undefined;
    pieces.push(p);
  }
  return pieces;
}

/** In a linear logic: one free factor of `*`, constant divisors of `/`, `div`, `mod` (linear.ts). */
function linearArguments(ctx: SeedContext, op: string, sorts: readonly Sort[], place: Place, rng: Rng, s: Settings): Piece[] | undefined {
  const free = op === '*' ? rng.int(sorts.length) : 0;
  const pieces: Piece[] = [];
  for (let i = 0; i < sorts.length; i++) {
    const sort = sorts[i]!;
    const p = i === free ? argument(ctx, sort, place, rng, s.literalChance) : constantPiece(ctx, sort, rng, op !== '*');
    if (!p) return undefined;
    pieces.push(p);
  }
  return pieces;
}

function theoryApplication(ctx: SeedContext, sig: Signature, hole: Hole, place: Place, rng: Rng, s: Settings): Piece | undefined {
  const shape = shapeFor(sig, hole.sort, openSorts(ctx), (a) => isAvailable(ctx, a), rng, s.maxArity);
  if (!shape) return undefined;
  if (shape.args.length === 0 && shape.indices.length === 0 && lookup(place.scope, sig.name)) return undefined;
  const args =
    ctx.linear && restrictsLinearity(sig.name)
      ? linearArguments(ctx, sig.name, shape.args, place, rng, s)
      : fillAll(ctx, shape.args, place, rng, s);
  return args && application(sig.name, shape.indices, args, hole.sort);
}

function userApplication(ctx: SeedContext, fun: FunSig, hole: Hole, place: Place, rng: Rng, s: Settings): Piece | undefined {
  if (fun.params.length === 0 && lookup(place.scope, fun.name)) return undefined;
  const args = fillAll(ctx, fun.params, place, rng, s);
  return args && application(fun.name, [], args, hole.sort);
}

function replacement(ctx: SeedContext, hole: Hole, freedom: Freedom, before: string, rng: Rng, s: Settings): Replacement | undefined {
  const info = ctx.commands[hole.path.command];
  if (!info || freedom === 'forbidden') return undefined;
  if (freedom !== 'free') {
    const c = constantPiece(ctx, hole.sort, rng, freedom === 'non-zero');
    return c && c.text !== before ? { ...c, label: 'constant' } : undefined;
  }
  const place: Place = { scope: hole.scope, info };
  const theory = theoryOperators(ctx, hole.sort, s.portable);
  const user = userOperators(ctx, info, hole.sort);
  const r = rng.int(theory.length + user.length + 1);
  let piece: Piece | undefined;
  let label: string;
  if (r < theory.length) {
    const sig = theory[r]!;
    label = sig.name;
    piece = theoryApplication(ctx, sig, hole, place, rng, s);
  } else if (r < theory.length + user.length) {
    const fun = user[r - theory.length]!;
    label = fun.name;
    piece = userApplication(ctx, fun, hole, place, rng, s);
  } else {
    label = 'pool term';
    const e = fromPool(ctx, hole.sort, place, rng, before);
    piece = e && poolPiece(ctx, e);
  }
  return piece && piece.text !== before ? { ...piece, label } : undefined;
}

export function mutateByType(input: MutatorInput, rng: Rng, options: MutatorOptions): MutateOutcome {
  const found = contextFor(input.script);
  if (!found.ok) return { ok: false, reason: found.reason };
  const ctx = found.context;
  const list = holeListFor(input.script, ctx);
  if (list.holes.length === 0) return { ok: false, reason: 'the seed has no term to replace' };
  const settings: Settings = {
    literalChance: Number(options.literalChance ?? 0.25),
    maxArity: Math.max(2, Number(options.maxArity ?? 4)),
    portable: options.portable !== false,
  };
  for (let attempt = 0; attempt < ATTEMPTS; attempt++) {
    const h = rng.int(list.holes.length);
    const hole = list.holes[h]!;
    const before = list.text.slice(list.offsets[2 * h], list.offsets[2 * h + 1]);
    const freedom = ctx.linear ? holeFreedom(input.script, hole.path) : 'free';
    const made = replacement(ctx, hole, freedom, before, rng, settings);
    if (!made) continue;
    const old: Term | undefined = termAt(input.script, hole.path);
    const mutant = replaceAt(input.script, hole.path, made.term);
    const next = spliceHoles(list, h, made.text, made.holes());
    rememberHoleList(mutant, next);
    rememberScriptText(mutant, next.text);
    return {
      ok: true,
      mutant,
      oracle: { kind: 'differential', expected: null },
      trace: [
        {
          rule: `hole→${made.label}`,
          path: hole.path,
          ...(old?.span ? { span: old.span } : {}),
          before,
          after: made.text,
          reason: REASON,
        },
      ],
    };
  }
  return { ok: false, reason: 'no operator could fill the holes tried' };
}
