// The Pages workflow's CVC5 step, the command itself (wasm/fetch-cvc5.ts as a process), on the fixture zip
// built with cvc5's flags and a pin in the form of wasm/cvc5-release.json: what runs on GitHub, minus the
// download (src/solvers/cvc5/fetch-release.ts's download and GitHub checks: cvc5-release.test.ts).
import { execFile } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterEach, describe, expect, it } from 'vitest';
import { fixturePin, FIXTURE_ZIP, writePinFile } from '../support/cvc5-fixture.js';

const TSX = join(import.meta.dirname, '..', '..', 'node_modules', '.bin', 'tsx');
const run = promisify(execFile);

async function fetchCvc5(args: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  try {
    const { stdout, stderr } = await run(TSX, ['wasm/fetch-cvc5.ts', ...args], {
      env: { ...process.env, GITHUB_TOKEN: '' },
    });
    return { code: 0, stdout, stderr };
  } catch (e) {
    const err = e as { code: number; stdout: string; stderr: string };
    return { code: err.code, stdout: err.stdout, stderr: err.stderr };
  }
}

let dir: string;
afterEach(() => rmSync(dir, { recursive: true, force: true }));

describe('wasm/fetch-cvc5.ts (the Pages workflow’s CVC5 step) on the fixture zip', () => {
  it('verifies, checks and installs the pair where the page serves it, and writes the job summary', async () => {
    dir = mkdtempSync(join(tmpdir(), 'fetch-cvc5-'));
    const pin = writePinFile(join(dir, 'pin.json'), fixturePin());
    const dest = join(dir, 'public', 'wasm', 'cvc5');
    const summary = join(dir, 'summary.md');
    const r = await fetchCvc5(['--pin', pin, '--zip', FIXTURE_ZIP, '--dest', dest, '--offline', '--summary', summary]);
    expect(r.stderr).toBe('');
    expect(r.code).toBe(0);
    expect(r.stdout).toContain('verified against the pin');
    expect(r.stdout).toMatch(/PASS {2}answers 5 queries in a row/);
    for (const f of ['cvc5.js', 'cvc5.wasm', 'release.json']) expect(existsSync(join(dest, f))).toBe(true);
    expect(readFileSync(summary, 'utf8')).toMatch(
      /^### CVC5 0\.1\.0 \(cvc5-0\.1\.0\/cvc5-Wasm\.zip\)\nSHA-256 `[0-9a-f]{64}`, verified against the pin\./,
    );
  });

  it('fails (exit 1, nothing installed) on a zip that is not the pinned one', async () => {
    dir = mkdtempSync(join(tmpdir(), 'fetch-cvc5-'));
    const pin = writePinFile(join(dir, 'pin.json'), fixturePin({ sha256: 'f'.repeat(64) }));
    const dest = join(dir, 'dest');
    const summary = join(dir, 'summary.md');
    const r = await fetchCvc5(['--pin', pin, '--zip', FIXTURE_ZIP, '--dest', dest, '--offline', '--summary', summary]);
    expect(r.code).toBe(1);
    expect(r.stderr).toMatch(/^fetch-cvc5: .*is not the pinned f{64}/);
    expect(existsSync(dest)).toBe(false);
    expect(readFileSync(summary, 'utf8')).toMatch(/^### CVC5 0\.1\.0: not shipped/);
  });

  it('a wrong command line is a usage error (exit 2)', async () => {
    dir = mkdtempSync(join(tmpdir(), 'fetch-cvc5-'));
    const r = await fetchCvc5(['--pin', 'x.json', '--version', '1.3.3']);
    expect(r.code).toBe(2);
    expect(r.stderr).toContain('give --pin or --version, not both');
  });
});
