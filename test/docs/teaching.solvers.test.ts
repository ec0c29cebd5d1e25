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
    // CVC5 always ships, a fresh clone's too: the repository's own cvc5 1.3.4 build (wasm/builds/), unless
    // $SMTPLAY_CVC5_WASM names another.
    expect(existsSync(join(dist, 'wasm', 'cvc5', 'cvc5.wasm'))).toBe(true);
    const served = JSON.parse(readFileSync(join(dist, 'wasm', 'cvc5', 'release.json'), 'utf8')) as { version: string };
    if (!process.env.SMTPLAY_CVC5_WASM) {
      expect(served.version).toBe('1.3.4');
      expect(said[0]).toMatch(/CVC5 1\.3\.4 \(WebAssembly, from .*wasm\/builds\/cvc5-1\.3\.4\): .*for the page/);
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
