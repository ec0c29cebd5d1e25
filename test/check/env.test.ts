// The environment API mutators use: what is declared at a point of a script.
import { describe, expect, it } from 'vitest';
import { envBefore } from '../../src/smtlib/check/index.js';
import { sortToString } from '../../src/smtlib/sort.js';
import { parsed } from './helpers.js';

const SCRIPT = parsed(
  '(declare-datatypes ((L 0)) (((nil) (cons (hd Int) (tl L)))))\n' +
    '(declare-const x Int)\n' +
    '(push 1)\n' +
    '(declare-fun f (Int) Bool)\n' +
    '(assert (f x))\n' +
    '(pop 1)\n' +
    '(assert (= x 0))',
);

describe('envBefore', () => {
  it('sees the declarations in scope at a command', () => {
    const atFirstAssert = envBefore(SCRIPT, 4);
    expect(atFirstAssert.depth).toBe(1);
    expect(atFirstAssert.functions('f')?.map((f) => f.params.map(sortToString).join(' '))).toEqual(['Int']);
    expect(sortToString(atFirstAssert.functions('x')![0]!.result)).toBe('Int');
    const atLastAssert = envBefore(SCRIPT, 6);
    expect(atLastAssert.functions('f')).toBeUndefined();
    expect(atLastAssert.depth).toBe(0);
  });

  it('exposes datatypes with their constructors and selectors', () => {
    const env = envBefore(SCRIPT, 1);
    const dt = env.datatype('L')!;
    expect(
      dt.constructors.map((c) => `${c.name}(${c.fields.map((f) => `${f.name}:${sortToString(f.sort)}`).join(',')})`),
    ).toEqual(['nil()', 'cons(hd:Int,tl:L)']);
    const kinds = [...env.allFunctions()].map((f) => `${f.kind} ${f.name}`).sort();
    expect(kinds).toEqual(['constructor cons', 'constructor nil', 'selector hd', 'selector tl']);
  });
});
