// Persistent native processes on the external corpus: every public seed gives the same outcomes in a process of its
// own and in the lane's persistent process (native-persistent-*.corpus.test.ts, a file per lane); here the
// known cvc5 1.0.3 crash triggers crash the same way (a persistent process that crashes makes the run again in a
// fresh one, whose crash is the one reported) and the lane goes on answering.
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { NativeSolver } from '../../src/solvers/native/native-solver.js';
import { SEEDS_DIR } from '../support/seeds.js';
import { CVC5_NATIVE } from './native-lanes.js';

describe('the known cvc5 1.0.3 crash triggers on a lane that asks for a persistent process', () => {
  it('crash as in a process of their own, and the lane answers afterwards', async () => {
    const dir = join(SEEDS_DIR, 'known-bugs', 'cvc5-1.0.3');
    const fresh = new NativeSolver(CVC5_NATIVE, 'fresh');
    const persistent = new NativeSolver(CVC5_NATIVE, 'persistent');
    await Promise.all([fresh.start(), persistent.start()]);
    try {
      for (const file of readdirSync(dir).filter((f) => f.endsWith('.smt2'))) {
        const text = readFileSync(join(dir, file), 'utf8');
        const a = await fresh.run(text, { timeoutMs: 10_000 });
        const b = await persistent.run(text, { timeoutMs: 10_000 });
        expect(b.status, file).toBe('crash');
        // cvc5 1.0.3 after a (reset) lost this crash: it runs a process per run, and says why
        expect(persistent.freshBecause).toMatch(/does not run after a \(reset\) as a fresh process does/);
        expect({ message: b.message, answers: b.answers }, file).toEqual({ message: a.message, answers: a.answers });
        const next = await persistent.run('(check-sat)\n', { timeoutMs: 10_000 });
        expect(next, file).toMatchObject({ status: 'ok', answers: ['sat'] });
      }
    } finally {
      fresh.dispose();
      persistent.dispose();
    }
  });
});
