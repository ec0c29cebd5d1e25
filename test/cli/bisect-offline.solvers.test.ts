// `smtplay bisect` without solvers and without the network: offline (npm pointed at a closed port, an empty
// cache) it fails with the registry's reason and exit code 2 before running anything, and so do wrong command lines.
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { z3str3FindingFolder } from '../support/fixture-folder.js';
import { smtplay } from './run-cli.js';

const offline = (): NodeJS.ProcessEnv => ({
  SMTPLAY_CACHE: mkdtempSync(join(tmpdir(), 'smtplay-cache-')),
  npm_config_registry: 'http://127.0.0.1:9',
});

describe('smtplay bisect (offline, and usage)', () => {
  it('says the registry cannot be reached, with exit code 2, for a range and for a release to fetch', async () => {
    const { dir } = await z3str3FindingFolder();
    const before = readFileSync(join(dir, 'finding.json'), 'utf8');
    const range = await smtplay(['bisect', dir, '--versions', '4.8.17..5.2.0'], offline());
    expect(range.code).toBe(2);
    expect(range.stderr).toMatch(
      /^smtplay bisect: cannot reach the npm registry to list Z3 releases: .*ECONNREFUSED 127\.0\.0\.1:9/,
    );
    const listed = await smtplay(['bisect', dir, '--versions', '4.8.17,4.12.2,5.2.0'], offline());
    expect(listed.code).toBe(2);
    expect(listed.stderr).toMatch(
      /^smtplay bisect: cannot reach the npm registry to fetch Z3 4\.12\.2: .*ECONNREFUSED/,
    );
    expect(readFileSync(join(dir, 'finding.json'), 'utf8')).toBe(before);
  });

  it('refuses wrong command lines with exit code 2', async () => {
    const file = join(mkdtempSync(join(tmpdir(), 'smtplay-bisect-')), 'f.smt2');
    writeFileSync(file, '(check-sat)\n');
    const cases: [string[], RegExp][] = [
      [['bisect'], /give exactly one FINDING_DIR or FILE/],
      [['bisect', file, '--versions', '4.8.17'], /a FILE needs --predicate/],
      [['bisect', file, '--predicate', 'nonsense', '--solver', 'z3'], /a FILE needs --predicate/],
      [['bisect', file, '--predicate', 'disagree', '--solver', 'z3'], /needs 2 --solver lane/],
      [
        ['bisect', file, '--predicate', 'disagree', '--solver', 'z3', '--solver', 'z3@4.8.17', '--versions', 'latest'],
        /--versions: 'latest' is not a release/,
      ],
      [
        ['bisect', file, '--predicate', 'crash', '--solver', 'z3', '--jobs', '0'],
        /--jobs takes a whole number above 0/,
      ],
    ];
    for (const [args, message] of cases) {
      const r = await smtplay(args, offline());
      expect({ args, code: r.code }).toEqual({ args, code: 2 });
      expect(r.stderr).toMatch(/^smtplay bisect: /);
      expect(r.stderr).toMatch(message);
    }
  });
});
