// A script's claim about its own answer: `(set-info :status sat|unsat)`. The one place that reads it and
// strips it (from a parsed script, or from raw text before it reaches a solver: solvers abort or complain
// when an answer contradicts it, and a mutant's answer may well do so).
import type { Script } from './ast.js';

export type DeclaredStatus = 'sat' | 'unsat';

/** The `(set-info :status …)` of a script, when it says sat or unsat. */
export function declaredStatus(script: Script): DeclaredStatus | undefined {
  for (const c of script.commands) {
    if (c.cmd !== 'set-info' || c.keyword !== ':status' || c.value?.kind !== 'symbol') continue;
    const v = c.value.name;
    if (v === 'sat' || v === 'unsat') return v;
  }
  return undefined;
}

export function withoutStatus(script: Script): Script {
  const commands = script.commands.filter((c) => !(c.cmd === 'set-info' && c.keyword === ':status'));
  return commands.length === script.commands.length ? script : { ...script, commands };
}

/** The `(set-info :status …)` of a text not parsed yet (a campaign reads it before it parses the seed). */
export function declaredStatusText(text: string): DeclaredStatus | undefined {
  const m = /\(set-info\s+:status\s+(sat|unsat)\s*\)/.exec(text);
  return m ? (m[1] as DeclaredStatus) : undefined;
}

/** `withoutStatus` on text that is not parsed (a seed as a person wrote it). */
export function stripStatusText(text: string): string {
  return text.replace(/\(set-info\s+:status\s+[^)\s]*\)[ \t]*\n?/g, '');
}

/** cvc5's regression files state their answer in a `; EXPECT: sat` comment instead. */
export function expectComment(text: string): DeclaredStatus | undefined {
  const m = /^;\s*EXPECT:\s*(sat|unsat)\s*$/m.exec(text);
  return m ? (m[1] as DeclaredStatus) : undefined;
}

/** What a seed says of its own answer, in either form. */
export function statedAnswer(script: Script, text: string): DeclaredStatus | undefined {
  return declaredStatus(script) ?? expectComment(text);
}
