// A script's printed text and where each mutable term root sits in it, with the root's hole count
// (measures.ts). A mutant's layout is its parent's with one root's text replaced: later roots move
// by the length difference, so printing a mutant costs a splice.
import type { Script } from '../../smtlib/ast.js';
import { printCommand } from '../../smtlib/printer.js';
import { rootOffset } from '../print-offsets.js';
import { RecentCache } from '../recent.js';
import type { SeedContext } from './context.js';
import { mutableRoots } from './roots.js';

export interface RootSpan {
  readonly command: number;
  readonly root: number;
  /** Offset of the root's text in the script's text. */
  readonly start: number;
  readonly holes: number;
}

export interface ScriptLayout {
  /** The script as printScript prints it. */
  readonly text: string;
  readonly roots: readonly RootSpan[];
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
  const roots: RootSpan[] = [];
  let text = '';
  let holes = 0;
  script.commands.forEach((cmd, command) => {
    const at = text.length;
    text += printCommand(cmd) + '\n';
    if (!ctx.commands[command]) return;
    mutableRoots(cmd).forEach((term, root) => {
      const count = ctx.measures.holeCount(term);
      roots.push({ command, root, start: at + rootOffset(cmd, root, ctx.measures.len), holes: count });
      holes += count;
    });
  });
  return { text, roots, holes };
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
  const roots = layout.roots.slice();
  const changed = roots[r]!;
  roots[r] = { ...changed, holes };
  if (delta !== 0)
    for (let i = r + 1; i < roots.length; i++) roots[i] = { ...roots[i]!, start: roots[i]!.start + delta };
  return {
    text: layout.text.slice(0, start) + replacement + layout.text.slice(end),
    roots,
    holes: layout.holes - changed.holes + holes,
  };
}
