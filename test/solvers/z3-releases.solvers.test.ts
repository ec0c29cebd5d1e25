// Z3 releases fetched from npm for real (the network to the registry is allowed here): into an empty cache
// folder through `npm pack` (npm keeps the tarball in its own cache, so CI downloads each release once), loaded
// from that folder and run beside the bundled releases in one process; a release that is not on npm is named so.
import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { resolveLane } from '../../src/solvers/lane-spec.js';
import { createNodeSolver } from '../../src/solvers/node-solvers.js';
import type { Solver } from '../../src/solvers/solver.js';
import { ensureZ3Release, z3BuildsAtHand, Z3ReleaseError } from '../../src/solvers/z3/releases.js';

const solvers: Solver[] = [];
afterAll(() => solvers.forEach((s) => s.dispose()));

describe('Z3 releases from npm', () => {
  it('fetches a release into the cache, and runs it beside the bundled ones', async () => {
    const env = { ...process.env, SMTPLAY_CACHE: mkdtempSync(join(tmpdir(), 'smtplay-cache-')) };
    const release = await ensureZ3Release('4.12.2', { env });
    expect(release.dir).toBe(join(env.SMTPLAY_CACHE, 'z3', '4.12.2'));
    expect(JSON.parse(readFileSync(join(release.dir, 'package.json'), 'utf8'))).toMatchObject({
      name: 'z3-solver',
      version: '4.12.2',
    });
    for (const file of ['z3-built.js', 'z3-built.wasm']) expect(existsSync(join(release.build, file))).toBe(true);
    // The same folder again, without asking npm (one at a time or several at once).
    expect(await Promise.all([ensureZ3Release('4.12.2', { env }), ensureZ3Release('4.12.2', { env })])).toEqual([
      release,
      release,
    ]);

    const catalog = { z3: z3BuildsAtHand({ env }) };
    expect(catalog.z3.map((z) => z.version)).toEqual(['5.2.0', '4.12.2', '4.8.17']);
    const script = '(declare-const x Int)\n(assert (> (* x x) 15))\n(assert (< x 5))\n(check-sat)\n';
    const outcomes = await Promise.all(
      ['4.8.17', '4.12.2', '5.2.0'].map(async (version) => {
        const lane = resolveLane({ family: 'z3', backend: 'wasm', version, options: [] }, catalog);
        if (!lane.ok) throw new Error(lane.error.message);
        const solver = createNodeSolver(lane.value, { warmSpare: false });
        solvers.push(solver);
        const info = await solver.start();
        return { info, outcome: await solver.run(script, { timeoutMs: 30_000 }) };
      }),
    );
    expect(outcomes.map((o) => o.info.version.split('.').slice(0, 2).join('.'))).toEqual(['4.8', '4.12', '5.1']);
    for (const { outcome } of outcomes) expect(outcome).toMatchObject({ status: 'ok', answers: ['sat'] });
  });

  it('names a release that is not on npm, with the ones that are', async () => {
    const env = { ...process.env, SMTPLAY_CACHE: mkdtempSync(join(tmpdir(), 'smtplay-cache-')) };
    const error = await ensureZ3Release('4.99.0', { env }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(Z3ReleaseError);
    expect((error as Z3ReleaseError).kind).toBe('missing');
    expect((error as Error).message).toMatch(/^Z3 4\.99\.0 is not on npm; known: 4\.8\.17, 4\.10\.0, .*, 5\.2\.0/);
  });
});
