// `smtplay check` as a process over every file of the external corpus: all parse, sort-check and round-trip.
import { describe, expect, it } from 'vitest';
import { listSmt2, SEEDS_DIR } from '../support/seeds.js';
import { smtplay } from './run-cli.js';

describe('smtplay check on the external corpus', () => {
  it('parses, sort-checks and round-trips every file of the external corpus', async () => {
    const expected = listSmt2(SEEDS_DIR).length;
    const { code, stdout } = await smtplay(['check', SEEDS_DIR, '--roundtrip', '--json']);
    const report = JSON.parse(stdout);
    expect(report.errors).toEqual([]);
    expect(report).toMatchObject({ files: expected, parsed: expected, wellSorted: expected, roundtripOk: expected });
    expect(code).toBe(0);
  });
});
