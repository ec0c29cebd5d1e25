// Prints STORM's assertions into a script: the seed's declarations, the assertions, then check-sat,
// optionally as push/pop frames with a check-sat per frame (every prefix is true under M) or as a
// Z3 check-sat-using with one of the tactics STORM used.
import type { Command, SExpr, Script, Term } from '../../smtlib/ast.js';
import { parseScript } from '../../smtlib/parser.js';
import type { Rng } from '../../rng.js';

export const STORM_TACTICS = [
  'none',
  'horn',
  '(then horn-simplify default)',
  'dom-simplify',
  '(then dom-simplify smt)',
] as const;

function tacticSExpr(tactic: string): SExpr {
  const parsed = parseScript(`(check-sat-using ${tactic})`);
  const c = parsed.ok ? parsed.value.commands[0] : undefined;
  if (c?.cmd !== 'check-sat-using') throw new Error(`bad tactic ${tactic}`);
  return c.tactic;
}

function checkCommand(tactic: string): Command {
  return tactic === 'none' ? { cmd: 'check-sat' } : { cmd: 'check-sat-using', tactic: tacticSExpr(tactic), params: [] };
}

export function instanceScript(base: readonly Command[], assertions: readonly Term[], tactic = 'none'): Script {
  return { commands: [...base, ...assertions.map((term): Command => ({ cmd: 'assert', term })), checkCommand(tactic)] };
}

/** Frames of assertions, each pushed and checked; a frame is popped (30 %) only after its check. */
export function incrementalScript(
  base: readonly Command[],
  assertions: readonly Term[],
  rng: Rng,
  tactic = 'none',
): Script {
  const commands: Command[] = [...base];
  let depth = 0;
  for (let i = 0; i < assertions.length;) {
    const take = 1 + rng.int(Math.min(4, assertions.length - i));
    commands.push({ cmd: 'push', n: 1 });
    depth++;
    for (const term of assertions.slice(i, i + take)) commands.push({ cmd: 'assert', term });
    commands.push(checkCommand(tactic));
    i += take;
    if (i < assertions.length && rng.chance(0.3)) {
      commands.push({ cmd: 'pop', n: 1 });
      depth--;
    }
  }
  if (depth === 0) commands.push(checkCommand(tactic));
  return { commands };
}
