// A script's printed text and where each mutable term root sits in it, with the root's hole count
// (measures.ts). A mutant's layout is its parent's with one root's text replaced: later roots move
// by the length difference, so printing a mutant costs a splice.
import type { Script } from '../../smtlib/ast.js';
import { printCommand } from '../../smtlib/printer.js';
import { rootOffset } from '../../smtlib/print/offsets.js';
import { RecentCache } from '../../smtlib/recent-cache.js';
import type { SeedContext } from './context.js';
import { mutableRoots } from './roots.js';

export interface RootId {
  readonly command: number;
  readonly root: number;
}

export interface ScriptLayout {
  /** The script as printScript prints it. */
  readonly text: string;
  /** The mutable roots in text order (the same for the whole chain), */
  readonly roots: readonly RootId[];
  /** and per root: the offset of its text in `text`, and its hole count. */
  readonly starts: Int32Array;
  readonly counts: Int32Array;
  readonly holes: number;
}

const recent = new RecentCache<Script, ScriptLayout>(2);

export function layoutFor(script: Script, ctx: SeedContext): ScriptLayout {
  let layout = recent.get(script);
  if (!layout) {
    layout = buildLayout(script, ctx);
    recent.set(script, layout);
  }
  return layout;
}

export function rememberLayout(script: Script, layout: ScriptLayout): void {
  recent.set(script, layout);
}

function buildLayout(script: Script, ctx: SeedContext): ScriptLayout {
  const roots: RootId[] = [];
  const starts: number[] = [];
  const counts: number[] = [];
  let text = '';
  let holes = 0;
  script.commands.forEach((cmd, command) => {
    const at = text.length;
    text += printCommand(cmd) + '\n';
    if (!ctx.commands[command]) return;
    mutableRoots(cmd).forEach((term, root) => {
      const count = ctx.measures.holeCount(term);
      roots.push({ command, root });
      starts.push(at + rootOffset(cmd, root, ctx.measures.len));
      counts.push(count);
      holes += count;
    });
  });
  return { text, roots, starts: Int32Array.from(starts), counts: Int32Array.from(counts), holes };
}

/**
 * The layout after the text [start, end) inside root `r` became `replacement`, the root now holding
 * `holes` holes.
 */
export function spliceLayout(
  layout: ScriptLayout,
  r: number,
  start: number,
  end: number,
  replacement: string,
  holes: number,
): ScriptLayout {
  const delta = replacement.length - (end - start);
  let starts = layout.starts;
  if (delta !== 0) {
    starts = starts.slice();
    for (let i = r + 1; i < starts.length; i++) starts[i] = starts[i]! + delta;
  }
  const counts = layout.counts.slice();
  counts[r] = holes;
  return {
    text: layout.text.slice(0, start) + replacement + layout.text.slice(end),
    roots: layout.roots,
    starts,
    counts,
    holes: layout.holes - layout.counts[r]! + holes,
  };
}
