// docs/TEACHING.md's commands run as written (issue 38): every line of its ```sh blocks, in order, in the checkout
// (what they write, public/wasm/cvc5/ and dist/, is git-ignored); afterwards dist/ is the static site a class opens,
// with the page, its service worker for cross-origin isolation, the shipped Z3 builds and CVC5. The GitHub Pages
// workflow it names is the repository's.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const REPO = join(import.meta.dirname, '..', '..');
const TEACHING = readFileSync(join(REPO, 'docs', 'TEACHING.md'), 'utf8');

/** The command lines of the ```sh blocks, comments dropped. */
const commands = (): string[] =>
  [...TEACHING.matchAll(/^```sh\n([\s\S]*?)^```/gm)]
    .flatMap((m) => m[1]!.split('\n'))
    .map((l) => l.replace(/\s+#\s.*$/, '').trim())
    .filter(Boolean);

/** Where wasm/install-cvc5.ts looks for a CVC5 build: $SMTPLAY_CVC5_WASM, else ../shared/wasm/cvc5-VERSION/. */
function cvc5BuildAtHand(): boolean {
  if (process.env.SMTPLAY_CVC5_WASM) return true;
  const shared = join(REPO, '..', 'shared', 'wasm');
  return existsSync(shared) && readdirSync(shared).some((name) => /^cvc5-\d+(\.\d+)+$/.test(name));
}

describe("docs/TEACHING.md's commands", () => {
  it('make the static folder a class opens', () => {
    const lines = commands();
    expect(lines).toEqual(['npx tsx wasm/install-cvc5.ts', 'npm run build']);
    const said: string[] = [];
    for (const line of lines) {
      const run = spawnSync('bash', ['-c', line], { cwd: REPO, encoding: 'utf8', env: { ...process.env, CI: '1' } });
      expect(run.status, `${line}\n${run.stdout}\n${run.stderr}`).toBe(0);
      said.push(run.stdout + run.stderr);
    }
    const dist = join(REPO, 'dist');
    expect(readFileSync(join(dist, 'index.html'), 'utf8')).toContain('<smt-playground');
    expect(existsSync(join(dist, 'coi-serviceworker.js'))).toBe(true);
    // CVC5 ships when a build is at hand (CI's machine: ../shared/wasm) or was installed before; a fresh clone alone
    // has none: the install says so, the page offers Z3 alone, and TEACHING.md tells the teacher.
    const installed = existsSync(join(REPO, 'public', 'wasm', 'cvc5', 'cvc5.wasm'));
    if (cvc5BuildAtHand()) expect(installed).toBe(true);
    expect(existsSync(join(dist, 'wasm', 'cvc5', 'cvc5.wasm'))).toBe(installed);
    if (!installed) {
      expect(said[0]).toMatch(/No CVC5 WebAssembly build to install .*the page offers Z3 alone/);
      expect(TEACHING.replace(/\s+/g, ' ')).toMatch(/Without a CVC5 build at hand .*?the page offers Z3 alone/);
    }
    expect(readdirSync(join(dist, 'z3')).length).toBeGreaterThanOrEqual(2);
  });

  it('names the GitHub Pages workflow the repository has', () => {
    const workflow = readFileSync(join(REPO, '.github', 'workflows', 'pages.yml'), 'utf8');
    const name = /^name:\s*(.+)$/m.exec(workflow)?.[1]?.trim();
    expect(TEACHING).toContain('.github/workflows/pages.yml');
    expect(TEACHING).toContain(`"${name}"`);
  });
});
