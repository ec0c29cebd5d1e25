// The printed text of a fusion base, cut at every substitutable occurrence, so a mutant's text is
// spliced from precomputed pieces instead of re-printed (it equals printScript's output; a test
// holds them equal). The cuts are found by printing each assertion with a unique marker symbol at
// every occurrence; if a marker also appears elsewhere, the base has no template and mutants are
// printed normally.
import type { Command, Term } from '../../smtlib/ast.js';
import { printCommand, quoteSymbol } from '../../smtlib/printer.js';
import { replaceAll } from './edit.js';
import { sym } from '../../smtlib/terms/build.js';

export interface AssertionText {
  /** The printed assert command cut at its slots: pieces.length = slot count + 1. */
  pieces: string[];
  /** What each slot holds in the base: the printed variable. */
  names: string[];
  line: string;
}

export interface BaseText {
  /** set-option and declaration lines, each ending in a newline. */
  prelude: string;
  assertions: AssertionText[];
}

export interface Slot {
  steps: readonly number[];
  name: string;
}

const MARKER = 'fusionslot';

export function baseText(
  prelude: readonly Command[],
  assertions: readonly Term[],
  slots: readonly (readonly Slot[])[],
): BaseText | undefined {
  const texts: AssertionText[] = [];
  for (let i = 0; i < assertions.length; i++) {
    const t = assertionText(assertions[i]!, slots[i] ?? []);
    if (!t) return undefined;
    texts.push(t);
  }
  let text = '';
  for (const c of prelude) text += printCommand(c) + '\n';
  return { prelude: text, assertions: texts };
}

function assertionText(term: Term, slots: readonly Slot[]): AssertionText | undefined {
  const names = slots.map((s) => quoteSymbol(s.name));
  const line = printCommand({ cmd: 'assert', term });
  if (slots.length === 0) return { pieces: [line], names, line };
  if (line.includes(MARKER)) return undefined;
  const marked = replaceAll(
    term,
    slots.map((s, k) => ({ steps: s.steps, term: sym(`${MARKER}${k}x`) })),
  );
  const parts = printCommand({ cmd: 'assert', term: marked }).split(new RegExp(`${MARKER}(\\d+)x`));
  if (parts.length !== 2 * slots.length + 1) return undefined;
  // split() alternates text and captured slot numbers; printing order need not be slot order.
  const pieces: string[] = [parts[0]!];
  const order: number[] = [];
  for (let p = 1; p < parts.length; p += 2) {
    order.push(Number(parts[p]));
    pieces.push(parts[p + 1]!);
  }
  if (!order.every((k, i) => k === i)) return undefined;
  return { pieces, names, line };
}

/** The assertion's line with some slots replaced (slot → printed substitute). */
export function fillAssertion(text: AssertionText, substitutes: ReadonlyMap<number, string>): string {
  let s = text.pieces[0]!;
  for (let k = 0; k < text.names.length; k++) s += (substitutes.get(k) ?? text.names[k]!) + text.pieces[k + 1]!;
  return s;
}
