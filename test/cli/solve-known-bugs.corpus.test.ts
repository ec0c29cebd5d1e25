// `smtplay solve` as a process on a known cvc5 1.0.3 crash trigger of the external corpus: the crashing
// lane's row shows the normalized crash message, the other lane its answer.
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { SEEDS_DIR } from '../support/seeds.js';
import { smtplay } from './run-cli.js';

describe('smtplay solve on a crashing solver', () => {
  it('prints a row per lane, with the normalized crash message of a crashing solver', async () => {
    const trigger = join(SEEDS_DIR, 'known-bugs', 'cvc5-1.0.3', 'issue9078-1.smt2');
    const { code, stdout } = await smtplay(['solve', trigger, '--solver', 'native:cvc5', '--solver', 'z3']);
    expect(code).toBe(0);
    const [cvc5, z3] = stdout.trim().split('\n');
    expect(cvc5).toMatch(/^native:cvc5@1\.0\.3\s+-\s+crash\s+\d+ ms\s+cvc5 suffered a segfault/);
    expect(z3).toMatch(/^z3@5\.2\.0\s+sat\s+ok\s+\d+ ms/);
  });
});
