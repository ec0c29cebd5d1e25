// TypeFuzz (Park, Winterer, Zhang, Su, OOPSLA 2021): pick a hole (any sub-term), pick an operator
// whose result sort is the hole's, and fill its arguments with pool terms in scope or fresh literals;
// or put another pool term of the hole's sort there. The mutant is well-sorted by construction and
// its satisfiability unknown, so the oracle is differential.
import { commandRoots } from '../../smtlib/paths.js';
import type { Sort } from '../../smtlib/sort.js';
import type { Signature } from '../../smtlib/theories/index.js';
import type { FunSig } from '../../smtlib/check/index.js';
import type { Rng } from '../../rng.js';
import type { Vocabulary } from '../../smtlib/dialect.js';
import { dialectsOption, seedVocabulary } from '../portable.js';
import { rememberScriptText } from '../../smtlib/print/printed.js';
import { replacePath } from '../replace.js';
import type { MutateOutcome, MutatorInput, MutatorOptions } from '../types.js';
import { restrictsLinearity } from '../linear.js';
import { contextFor, type SeedContext } from './context.js';
import { argument, constantPiece, fromPool, type Place } from './fill.js';
import { layoutFor, rememberLayout, spliceLayout } from './layout.js';
import { isAvailable, openSorts, theoryOperators, userOperators } from './operators.js';
import { lookup } from './scope.js';
import { application, poolPiece, type Piece } from './pieces.js';
import { pickHole, type PickedHole } from './pick.js';
import { shapeFor } from './shape.js';

const REASON = "differential: the mutant's satisfiability is unknown; lanes must agree";
const ATTEMPTS = 8;

interface Settings {
  literalChance: number;
  maxArity: number;
  /** What the mutation may introduce (portable.ts); undefined: anything. */
  vocabulary: Vocabulary | undefined;
}

interface Replacement extends Piece {
  readonly label: string;
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
function linearArguments(
  ctx: SeedContext,
  op: string,
  sorts: readonly Sort[],
  place: Place,
  rng: Rng,
  s: Settings,
): Piece[] | undefined {
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

function theoryApplication(
  ctx: SeedContext,
  sig: Signature,
  sort: Sort,
  place: Place,
  rng: Rng,
  s: Settings,
): Piece | undefined {
  const shape = shapeFor(sig, sort, openSorts(ctx), (a) => isAvailable(ctx, a), rng, s.maxArity);
  if (!shape) return undefined;
  if (shape.args.length === 0 && shape.indices.length === 0 && lookup(place.scope, sig.name)) return undefined;
  const args =
    ctx.linear && restrictsLinearity(sig.name)
      ? linearArguments(ctx, sig.name, shape.args, place, rng, s)
      : fillAll(ctx, shape.args, place, rng, s);
  return args && application(sig.name, shape.indices, args, sort);
}

function userApplication(
  ctx: SeedContext,
  fun: FunSig,
  sort: Sort,
  place: Place,
  rng: Rng,
  s: Settings,
): Piece | undefined {
  if (fun.params.length === 0 && lookup(place.scope, fun.name)) return undefined;
  const args = fillAll(ctx, fun.params, place, rng, s);
  return args && application(fun.name, [], args, sort);
}

function replacement(
  ctx: SeedContext,
  hole: PickedHole,
  before: string,
  rng: Rng,
  s: Settings,
): Replacement | undefined {
  const info = ctx.commands[hole.path.command];
  const sort = hole.term.sort;
  if (!info || !sort || hole.freedom === 'forbidden') return undefined;
  if (hole.freedom !== 'free') {
    const c = constantPiece(ctx, sort, rng, hole.freedom === 'non-zero');
    return c && c.text !== before ? { ...c, label: 'constant' } : undefined;
  }
  const place: Place = { scope: hole.scope, info };
  const theory = theoryOperators(ctx, sort, s.vocabulary);
  const user = userOperators(ctx, info, sort);
  const r = rng.int(theory.length + user.length + 1);
  let piece: Piece | undefined;
  let label: string;
  if (r < theory.length) {
    const sig = theory[r]!;
    label = sig.name;
    piece = theoryApplication(ctx, sig, sort, place, rng, s);
  } else if (r < theory.length + user.length) {
    const fun = user[r - theory.length]!;
    label = fun.name;
    piece = userApplication(ctx, fun, sort, place, rng, s);
  } else {
    label = 'pool term';
    const e = fromPool(ctx, sort, place, rng, before);
    piece = e && poolPiece(e);
  }
  return piece && piece.text !== before ? { ...piece, label } : undefined;
}

export function mutateByType(input: MutatorInput, rng: Rng, options: MutatorOptions): MutateOutcome {
  const found = contextFor(input.script);
  if (!found.ok) return { ok: false, reason: found.reason };
  const ctx = found.context;
  const layout = layoutFor(input.script, ctx);
  if (layout.holes === 0) return { ok: false, reason: 'the seed has no term to replace' };
  const settings: Settings = {
    literalChance: Number(options.literalChance ?? 0.25),
    maxArity: Math.max(2, Number(options.maxArity ?? 4)),
    vocabulary: dialectsOption(options) ?? (options.portable === false ? undefined : seedVocabulary(ctx.seed)),
  };
  ctx.vocabulary = settings.vocabulary;
  for (let attempt = 0; attempt < ATTEMPTS; attempt++) {
    const hole = pickHole(input.script, layout, ctx, rng);
    const before = layout.text.slice(hole.start, hole.end);
    const made = replacement(ctx, hole, before, rng, settings);
    if (!made) continue;
    const mutant = replacePath(input.script, hole.path, made.term);
    const span = layout.roots[hole.rootIndex]!;
    const root = commandRoots(mutant.commands[span.command]!)[span.root]!;
    const next = spliceLayout(layout, hole.rootIndex, hole.start, hole.end, made.text, ctx.measures.holeCount(root));
    rememberLayout(mutant, next);
    rememberScriptText(mutant, next.text);
    return {
      ok: true,
      mutant,
      oracle: { kind: 'differential', expected: null },
      trace: [
        {
          rule: `hole→${made.label}`,
          path: hole.path,
          ...(hole.term.span ? { span: hole.term.span } : {}),
          before,
          after: made.text,
          reason: REASON,
        },
      ],
    };
  }
  return { ok: false, reason: 'no operator could fill the holes tried' };
}
