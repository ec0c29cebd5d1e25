// Which commands are in scope at a script's first or last check-sat (push/pop and resets applied).
import type { Command, Script, Term } from '../ast.js';

export interface CheckSatScope {
  /** Declarations, definitions and assertions in scope, in script order. */
  readonly commands: readonly Command[];
  /** The asserted terms, then any check-sat-assuming literals. */
  readonly assertions: readonly Term[];
  /** Index of the check-sat(-assuming) command, or -1 when the script has none (scope at the end). */
  readonly checkSatIndex: number;
}

export function scopeAtFirstCheckSat(script: Script): CheckSatScope {
  return scopeAt(script, 'first');
}

/**
 * The scope at the last check-sat: the query a seed's label answers (its lanes' last answer), which differs from the
 * first one's in an incremental script (sat, then unsat after a push and an assertion).
 */
export function scopeAtLastCheckSat(script: Script): CheckSatScope {
  return scopeAt(script, 'last');
}

function scopeAt(script: Script, which: 'first' | 'last'): CheckSatScope {
  let frames: Command[][] = [[]];
  let found: CheckSatScope | undefined;
  const top = (): Command[] => frames[frames.length - 1]!;
  const commands = script.commands;
  for (let i = 0; i < commands.length; i++) {
    const c = commands[i]!;
    switch (c.cmd) {
      case 'push':
        for (let k = 0; k < (c.n ?? 1); k++) frames.push([]);
        break;
      case 'pop':
        // Popping more levels than were pushed is an error for the solver; keep the base level.
        frames = frames.slice(0, Math.max(1, frames.length - (c.n ?? 1)));
        break;
      case 'reset':
        frames = [[]];
        break;
      case 'reset-assertions':
        frames = [frames.flat().filter((d) => d.cmd !== 'assert')];
        break;
      case 'check-sat':
      case 'check-sat-assuming':
        found = finish(frames, i, c.cmd === 'check-sat-assuming' ? c.literals : []);
        if (which === 'first') return found;
        break;
      default:
        top().push(c);
    }
  }
  return found ?? finish(frames, -1, []);
}

function finish(frames: Command[][], checkSatIndex: number, assumptions: readonly Term[]): CheckSatScope {
  const commands = frames.flat();
  const assertions = commands.flatMap((c) => (c.cmd === 'assert' ? [c.term] : []));
  return { commands, assertions: [...assertions, ...assumptions], checkSatIndex };
}
