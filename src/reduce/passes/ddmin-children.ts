// ddmin over the arguments of n-ary (chainable, associative, pairwise) operators; at least two stay.
import type { Term } from '../../smtlib/ast.js';
import { chunkRemovals } from './chunks.js';
import { termPass } from './term-pass.js';

const NARY = new Set([
  'and',
  'or',
  'xor',
  '=>',
  '=',
  'distinct',
  '+',
  '*',
  '-',
  '<',
  '<=',
  '>',
  '>=',
  'bvadd',
  'bvmul',
  'bvand',
  'bvor',
  'bvxor',
  'concat',
  'str.++',
  're.++',
  're.union',
  're.inter',
  'str.<',
  'str.<=',
  'fp.eq',
  'fp.lt',
  'fp.leq',
  'fp.gt',
  'fp.geq',
]);

export const ddminChildren = termPass('ddmin-children', (t) => {
  if (t.kind !== 'app' || t.args.length < 3 || !NARY.has(t.id.symbol) || t.id.indices.length) return [];
  const out: Term[] = [];
  for (const args of chunkRemovals(t.args, 2)) out.push({ ...t, args });
  return out;
});
