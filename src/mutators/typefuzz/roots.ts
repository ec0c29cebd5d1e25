// The term roots TypeFuzz mutates and draws its pool from: every command's, except check-sat-assuming
// (its literals must stay literals).
import type { Command, Term } from '../../smtlib/ast.js';
import { commandRoots } from '../../smtlib/paths.js';

export function mutableRoots(c: Command): readonly Term[] {
  return c.cmd === 'check-sat-assuming' ? [] : commandRoots(c);
}
