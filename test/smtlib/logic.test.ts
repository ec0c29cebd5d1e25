// The one answer for a script's logic, and for a script that sets none.
import { describe, expect, it } from 'vitest';
import { logicOf, logicOfText, NO_LOGIC } from '../../src/smtlib/logic.js';
import { parseScript } from '../../src/smtlib/parser.js';

const script = (text: string) => {
  const parsed = parseScript(text);
  if (!parsed.ok) throw new Error(parsed.error.message);
  return parsed.value;
};

describe('logicOf', () => {
  it.each([
    ['(set-logic QF_LIA)(check-sat)', 'QF_LIA'],
    ['(set-logic ALL)(set-logic QF_BV)', 'ALL'],
    ['(declare-const p Bool)(check-sat)', NO_LOGIC],
  ])('%s → %s', (text, logic) => {
    expect(logicOf(script(text))).toBe(logic);
    expect(logicOfText(text)).toBe(logic);
  });

  it("names no logic 'none', as records write it, also for a text that does not parse", () => {
    expect(NO_LOGIC).toBe('none');
    expect(logicOfText('(set-logic')).toBe(NO_LOGIC);
  });
});
