// The one table of SMT-LIB commands: the sets read from it are the ones the parser, the passes and the mutators
// used to list by hand, and every command written as its name alone parses as that command.
import { describe, expect, it } from 'vitest';
import { commandsOfKind, kindOf, NULLARY_COMMANDS } from '../../src/smtlib/commands.js';
import { DECLARATION_COMMANDS } from '../../src/smtlib/declarations.js';
import { parseScript } from '../../src/smtlib/parser.js';

const sorted = (s: ReadonlySet<string>): string[] => [...s].sort();

describe('the command table', () => {
  it('gives the sets of commands by kind', () => {
    expect(sorted(commandsOfKind('output'))).toEqual(
      [
        'echo',
        'eval',
        'get-assertions',
        'get-assignment',
        'get-info',
        'get-model',
        'get-option',
        'get-proof',
        'get-unsat-assumptions',
        'get-unsat-core',
        'get-value',
        'simplify',
      ].sort(),
    );
    expect(sorted(commandsOfKind('check'))).toEqual(['check-sat', 'check-sat-assuming', 'check-sat-using']);
    expect(sorted(DECLARATION_COMMANDS)).toEqual(
      [
        'declare-const',
        'declare-datatype',
        'declare-datatypes',
        'declare-fun',
        'declare-sort',
        'define-const',
        'define-fun',
        'define-fun-rec',
        'define-funs-rec',
        'define-sort',
      ].sort(),
    );
    expect(kindOf('push')).toBe('scope');
    expect(kindOf('set-info')).toBe('setting');
  });

  it('parses every command that is its name alone', () => {
    expect(NULLARY_COMMANDS.size).toBe(10);
    for (const name of NULLARY_COMMANDS) {
      const parsed = parseScript(`(${name})`);
      expect(parsed.ok && parsed.value.commands[0]?.cmd).toBe(name);
    }
    expect(parseScript('(get-value)').ok).toBe(false);
  });
});
