// Where every OpFuzz site sits in the printed script. A swap changes one token, so the mutant's text
// is its parent's with that token replaced, and offsets past it move by the length difference:
// printing a mutant costs a splice, not a traversal.
import type { Script, Term } from '../../smtlib/ast.js';
import { printCommand, quoteSymbol } from '../../smtlib/printer.js';
import { childOffset, nameOffset, printedLength, rootOffset } from '../../smtlib/print/offsets.js';
import { commandRoots } from '../../smtlib/paths.js';
import { childrenOf } from '../../smtlib/terms/traverse.js';
import type { OpSite } from './sites.js';

export interface Layout {
  readonly text: string;
  /** Per site k, in `text`: the operator token at [3k], the term's start at [3k+1] and end at [3k+2]. */
  readonly offsets: Int32Array;
}

export const tokenAt = (layout: Layout, k: number): number => layout.offsets[3 * k]!;
export const termStart = (layout: Layout, k: number): number => layout.offsets[3 * k + 1]!;
export const termEnd = (layout: Layout, k: number): number => layout.offsets[3 * k + 2]!;

export const tokenOf = (t: Term): string => (t.kind === 'app' ? quoteSymbol(t.id.symbol) : t.kind);

export function buildLayout(script: Script, sites: readonly OpSite[]): Layout | undefined {
  const lengths = new Map<Term, number>();
  const len = (t: Term): number => printedLength(t, lengths);
  const commandStart: number[] = [];
  let text = '';
  for (const c of script.commands) {
    commandStart.push(text.length);
    text += printCommand(c) + '\n';
  }
  const offsets = new Int32Array(3 * sites.length);
  // Sites come in pre-order, so consecutive paths share prefixes: keep the previous path's terms and
  // offsets and descend only from where the paths part.
  const terms: Term[] = [];
  const starts: number[] = [];
  let prev: OpSite['path'] | undefined;
  for (let k = 0; k < sites.length; k++) {
    const path = sites[k]!.path;
    const { command, root, steps } = path;
    let depth = 0;
    if (prev && prev.command === command && prev.root === root) {
      while (depth < steps.length && depth < prev.steps.length && steps[depth] === prev.steps[depth]) depth++;
    } else {
      const cmd = script.commands[command]!;
      terms[0] = commandRoots(cmd)[root]!;
      starts[0] = commandStart[command]! + rootOffset(cmd, root, len);
    }
    for (; depth < steps.length; depth++) {
      const parent = terms[depth]!;
      const i = steps[depth]!;
      starts[depth + 1] = starts[depth]! + childOffset(parent, i, len);
      terms[depth + 1] = childrenOf(parent)[i]!;
    }
    prev = path;
    const t = terms[steps.length]!;
    const offset = starts[steps.length]!;
    const token = offset + nameOffset(t);
    offsets[3 * k] = token;
    offsets[3 * k + 1] = offset;
    offsets[3 * k + 2] = offset + len(t);
    if (!text.startsWith(tokenOf(t), token)) return undefined; // printer and offsets disagree: print instead
  }
  return { text, offsets };
}

/** The layout after replacing the token `from` of site `k` by `to`. */
export function spliceToken(layout: Layout, k: number, from: string, to: string): Layout {
  const at = tokenAt(layout, k);
  const text = layout.text.slice(0, at) + to + layout.text.slice(at + from.length);
  const delta = to.length - from.length;
  if (delta === 0) return { text, offsets: layout.offsets };
  const old = layout.offsets;
  const offsets = new Int32Array(old.length);
  for (let i = 0; i < old.length; i++) offsets[i] = old[i]! > at ? old[i]! + delta : old[i]!;
  return { text, offsets };
}
