// runNative on the known cvc5 1.0.3 crash triggers of the external corpus (known-bugs/cvc5-1.0.3): each
// is a crash with a stable message of its own, and z3 does not crash on them.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runNative } from '../../src/solvers/native/index.js';
import { SEEDS_DIR } from '../support/seeds.js';
import { CVC5_NATIVE, Z3_NATIVE } from './native-lanes.js';

const known = (name: string): string => readFileSync(join(SEEDS_DIR, 'known-bugs', 'cvc5-1.0.3', name), 'utf8');
const opts = { timeoutMs: 10_000 };

describe('runNative on the known cvc5 1.0.3 bugs of the external corpus', () => {
  const files = ['issue9078-1.smt2', 'issue9472-2-cmv.smt2', 'proj-issue622-fmf-dt-u.smt2'];

  it('classifies each as a crash with a message that is the same on every run and differs between bugs', async () => {
    const messages: string[] = [];
    for (const file of files) {
      const first = await runNative(CVC5_NATIVE, known(file), opts);
      const second = await runNative(CVC5_NATIVE, known(file), opts);
      expect(first.status, file).toBe('crash');
      expect(second.status, file).toBe('crash');
      expect(second.message, file).toBe(first.message);
      messages.push(first.message);
    }
    console.log(messages.map((m, i) => `${files[i]}: ${m}`).join('\n'));
    expect(new Set(messages).size).toBe(3);
    expect(messages[0]).toMatch(/^cvc5 suffered a segfault\./);
    expect(messages[1]).toMatch(/model_manager\.cpp:120 Check failure d_modelBuiltSuccess$/);
    expect(messages[2]).toMatch(/^Illegal argument detected .* bad kind$/);
  });

  it('z3 answers the same scripts (they are cvc5 bugs)', async () => {
    for (const file of files) {
      expect((await runNative(Z3_NATIVE, known(file), opts)).status, file).not.toBe('crash');
    }
  });
});
