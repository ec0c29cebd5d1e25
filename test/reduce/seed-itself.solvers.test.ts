// A seed that disagrees by itself reduces as far as a mutant showing the same bug (issue 30). The seed is ours: Z3
// 4.8.17's z3str3 answers sat on (str.< y ""), which no string satisfies (the z3str3-str-lt-empty fixture, whose
// TypeFuzz mutant reduces to that one assertion), here written as an indicator, `(not (= (ite c 1 0) 0))`, among
// assertions that do not matter. Hoisting c alone would negate it, so the reducer once kept the indicator around the
// core (81 bytes); rewritten as c (boolean.ts), it reaches the mutant's 59 bytes. Run as a user would:
// `smtplay fuzz` finds the seed's own finding, `smtplay reduce DIR` reduces it.
import { mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { smtplay } from '../cli/run-cli.js';

const SEED = `(set-logic QF_SLIA)
(set-info :status unsat)
(declare-const x String)
(declare-const y String)
(declare-const n Int)
(assert (= n (str.len x)))
(assert (str.<= x y))
(assert (not (= (ite (str.< y "") 1 0) 0)))
(check-sat)
`;

/** What the fixture's mutant reduces to (soundness-fixture.solvers.test.ts): the contradiction and its declaration. */
const CORE = `(declare-const y String)
(assert (str.< y ""))
(check-sat)
`;

const LANES = ['--solver', 'z3@5.2.0', '--solver', 'z3@4.8.17+smt.string_solver=z3str3'];

describe('a seed that disagrees by itself', () => {
  it('reduces to the core its mutant reduces to, the indicator around it gone', async () => {
    const work = mkdtempSync(join(tmpdir(), 'smtplay-seed-itself-'));
    const seed = join(work, 'indicator.smt2');
    writeFileSync(seed, SEED);
    const out = join(work, 'run');
    const fuzz = await smtplay([
      'fuzz',
      seed,
      '--mutator',
      'opfuzz',
      ...LANES,
      '--iterations',
      '1',
      '--timeout',
      '20000',
      '--out',
      out,
    ]);
    // Nothing on stderr but the plain progress lines a slow machine gets every 10 s (cli/fuzz-progress.ts).
    expect(fuzz.stderr.replace(/^progress: .*\n/gm, '')).toBe('');
    // Its mutant may disagree too: the seed's own finding is the one the campaign names as the seed itself.
    const itself = /finding (soundness-\S+) .*\(the seed .*indicator\.smt2 itself\)/.exec(fuzz.stdout)?.[1];
    expect(itself, fuzz.stdout).toBeDefined();
    expect(readdirSync(out)).toContain(itself);
    const dir = join(out, itself!);

    const reduced = await smtplay(['reduce', dir]);
    expect(reduced.code, reduced.stderr).toBe(0);
    expect(readFileSync(join(dir, 'reduced.smt2'), 'utf8')).toBe(CORE);
  });
});
