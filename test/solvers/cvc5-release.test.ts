// Shipping cvc5's released cvc5-Wasm.zip (src/solvers/cvc5/fetch-release.ts, the Pages workflow's steps) and
// keeping it in the CLI's cache (releases.ts), on the test fixture built with cvc5's flags. GitHub is played by
// a local HTTP server: the download redirects as GitHub's does, and the release API gives the asset's digest.
// The workflow's own command (wasm/fetch-cvc5.ts as a process) is run in cvc5-fetch.solvers.test.ts.
import { createServer, type Server } from 'node:http';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync, mkdirSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { fetchCvc5Release, readPin, type Cvc5Pin } from '../../src/solvers/cvc5/fetch-release.js';
import { readCvc5Zip, sha256 } from '../../src/solvers/cvc5/release-zip.js';
import {
  cachedCvc5Versions,
  cvc5BuildAt,
  Cvc5BuildError,
  ensureCvc5Build,
  missingCvc5Help,
} from '../../src/solvers/cvc5/releases.js';
import { readZip, ZipError } from '../../src/solvers/cvc5/unzip.js';
import { buildRecord, fixturePin, FIXTURE_ZIP } from '../support/cvc5-fixture.js';
import { makeZip } from '../support/zip.js';

const ZIP = new Uint8Array(readFileSync(FIXTURE_ZIP));
const SHA = buildRecord().outputs['cvc5-Wasm.zip']!;

let server: Server;
let base = '';
/** What the fake GitHub says about the release: its assets and their digests. */
let release: { tag_name: string; assets: { name: string; digest: string | null }[] };

beforeAll(async () => {
  server = createServer((req, res) => {
    if (req.url === '/cvc5/releases/download/cvc5-0.1.0/cvc5-Wasm.zip')
      return res.writeHead(302, { location: '/objects/1234' }).end();
    if (req.url === '/objects/1234') return res.writeHead(200, { 'content-type': 'application/octet-stream' }).end(ZIP);
    if (req.url === '/api/releases/tags/cvc5-0.1.0')
      return res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(release));
    res.writeHead(404).end('not found');
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((r) => server.close(() => r())));

let work: string;
afterEach(() => rmSync(work, { recursive: true, force: true }));
const tmp = (): string => (work = mkdtempSync(join(tmpdir(), 'cvc5-release-')));

/** The fixture as GitHub would serve it: download URL and release API on the local server. */
const served = (overrides: Partial<Cvc5Pin> = {}): Cvc5Pin =>
  fixturePin({
    url: `${base}/cvc5/releases/download/cvc5-0.1.0/cvc5-Wasm.zip`,
    api: `${base}/api/releases/tags/cvc5-0.1.0`,
    ...overrides,
  });

describe('fetchCvc5Release: the Pages workflow’s CVC5 steps', () => {
  it('downloads (following the redirect), verifies against the pin and GitHub’s digest, checks, installs', async () => {
    const dir = tmp();
    release = { tag_name: 'cvc5-0.1.0', assets: [{ name: 'cvc5-Wasm.zip', digest: `sha256:${SHA}` }] };
    const dest = join(dir, 'public/wasm/cvc5');
    const log: string[] = [];
    const result = await fetchCvc5Release(served(), { dest, log: (l) => log.push(l) });
    expect(result.sha256).toBe(SHA);
    expect(result.verifiedBy).toEqual(['the pin', "GitHub's asset digest"]);
    expect(result.report.ok).toBe(true);
    expect(result.report.version).toBe('0.1.0');
    const pair = readCvc5Zip(ZIP);
    expect(readFileSync(join(dest, 'cvc5.js'), 'utf8')).toBe(pair.glue);
    expect(new Uint8Array(readFileSync(join(dest, 'cvc5.wasm')))).toEqual(pair.wasm);
    expect(JSON.parse(readFileSync(join(dest, 'release.json'), 'utf8'))).toMatchObject({
      version: '0.1.0',
      sha256: SHA,
    });
    expect(log.join('\n')).toMatch(/PASS {2}--version reports 0\.1\.0/);
  });

  it('without a pinned hash, GitHub’s digest alone verifies it, and the result says which hash to pin', async () => {
    release = { tag_name: 'cvc5-0.1.0', assets: [{ name: 'cvc5-Wasm.zip', digest: `sha256:${SHA}` }] };
    const result = await fetchCvc5Release(served({ sha256: null }), {});
    expect(result.verifiedBy).toEqual(["GitHub's asset digest"]);
    expect(result.sha256).toBe(SHA);
  });

  it('refuses a zip whose SHA-256 is not the pinned one, and installs nothing', async () => {
    const dir = tmp();
    const dest = join(dir, 'dest');
    await expect(
      fetchCvc5Release(fixturePin({ sha256: '0'.repeat(64) }), { zipFile: FIXTURE_ZIP, dest }),
    ).rejects.toThrow(/SHA-256 [0-9a-f]{64} is not the pinned 0{64}/);
    expect(existsSync(dest)).toBe(false);
  });

  it('refuses a zip whose SHA-256 is not the digest GitHub records', async () => {
    release = { tag_name: 'cvc5-0.1.0', assets: [{ name: 'cvc5-Wasm.zip', digest: `sha256:${'1'.repeat(64)}` }] };
    await expect(fetchCvc5Release(served({ sha256: null }), {})).rejects.toThrow(/is not the 1{64} GitHub records/);
  });

  it('refuses when nothing can vouch for the file (no pinned hash, no digest), and names the hash to pin', async () => {
    release = { tag_name: 'cvc5-0.1.0', assets: [{ name: 'cvc5-Wasm.zip', digest: null }] };
    await expect(fetchCvc5Release(served({ sha256: null }), {})).rejects.toThrow(
      new RegExp(`nothing to compare .*record "sha256": "${SHA}"`),
    );
    await expect(fetchCvc5Release(fixturePin({ sha256: null }), { zipFile: FIXTURE_ZIP })).rejects.toThrow(
      /nothing to compare/,
    );
  });

  it('says so when the release has no such asset, or the download fails', async () => {
    release = { tag_name: 'cvc5-0.1.0', assets: [{ name: 'cvc5-Linux-x86_64-static.zip', digest: null }] };
    await expect(fetchCvc5Release(served(), {})).rejects.toThrow(/release cvc5-0\.1\.0 has no asset cvc5-Wasm\.zip/);
    await expect(fetchCvc5Release(served({ url: `${base}/missing.zip` }), {})).rejects.toThrow(/HTTP 404/);
  });

  it('refuses a build that reports another version than the pin, and a zip without the pair', async () => {
    const dir = tmp();
    const wrongVersion = fixturePin({ version: '1.3.3' });
    await expect(fetchCvc5Release(wrongVersion, { zipFile: FIXTURE_ZIP, dest: join(dir, 'a') })).rejects.toThrow(
      /failed the checks/,
    );
    expect(existsSync(join(dir, 'a'))).toBe(false);
    const other = join(dir, 'other.zip');
    const otherZip = makeZip([{ path: 'cvc5-Wasm/' }, { path: 'cvc5-Wasm/cvc5.js', data: 'var Module;' }]);
    writeFileSync(other, otherZip);
    const pin = fixturePin({ sha256: sha256(otherZip) });
    await expect(fetchCvc5Release(pin, { zipFile: other })).rejects.toThrow(
      /must hold one cvc5\.js and one cvc5\.wasm; it holds cvc5-Wasm\/, cvc5-Wasm\/cvc5\.js/,
    );
  });

  it('the Pages workflow runs this step with the repository’s pin, into public/wasm/cvc5/, before the build', () => {
    const workflow = readFileSync('.github/workflows/pages.yml', 'utf8');
    const step = workflow.indexOf(
      'run: npx tsx wasm/fetch-cvc5.ts --dest public/wasm/cvc5 --summary "$GITHUB_STEP_SUMMARY"',
    );
    expect(step).toBeGreaterThan(workflow.indexOf('run: npm ci'));
    expect(step).toBeLessThan(workflow.indexOf('run: npm run build'));
  });

  it('reads the repository’s pin (the release the Pages workflow ships)', () => {
    const pin = readPin('wasm/cvc5-release.json');
    expect(pin).toMatchObject({ asset: 'cvc5-Wasm.zip', tag: `cvc5-${pin.version}` });
    expect(pin.url).toBe(`https://github.com/cvc5/cvc5/releases/download/${pin.tag}/cvc5-Wasm.zip`);
    expect(pin.api).toBe(`https://api.github.com/repos/cvc5/cvc5/releases/tags/${pin.tag}`);
    // Not measured on a machine that reaches GitHub yet: the workflow then compares with GitHub's digest.
    expect(pin.sha256 === null || /^[0-9a-f]{64}$/.test(pin.sha256)).toBe(true);
  });
});

describe('the CLI’s cache of cvc5-Wasm.zip (cvc5@VERSION lanes)', () => {
  it('a version without its zip is an error that says where the zip goes and where it comes from', async () => {
    const env = { SMTPLAY_CACHE: tmp() };
    const e = await ensureCvc5Build('1.3.3', { env }).catch((x: unknown) => x);
    expect(e).toBeInstanceOf(Cvc5BuildError);
    expect((e as Cvc5BuildError).kind).toBe('missing');
    expect((e as Error).message).toBe(missingCvc5Help('1.3.3', { env }));
    expect((e as Error).message).toContain(`${env.SMTPLAY_CACHE}/cvc5/1.3.3/`);
    expect((e as Error).message).toContain('https://github.com/cvc5/cvc5/releases/download/cvc5-1.3.3/cvc5-Wasm.zip');
    expect(cachedCvc5Versions({ env })).toEqual([]);
  });

  it('takes a cached zip out once, checked, and finds the build afterwards', async () => {
    const env = { SMTPLAY_CACHE: tmp() };
    mkdirSync(join(env.SMTPLAY_CACHE, 'cvc5', '0.1.0'), { recursive: true });
    writeFileSync(join(env.SMTPLAY_CACHE, 'cvc5', '0.1.0', 'cvc5-Wasm.zip'), ZIP);
    expect(cachedCvc5Versions({ env })).toEqual(['0.1.0']);
    expect(cvc5BuildAt('0.1.0', { env })).toBeUndefined();
    const build = await ensureCvc5Build('0.1.0', { env });
    expect(build.js).toBe(join(env.SMTPLAY_CACHE, 'cvc5', '0.1.0', 'build', 'cvc5.js'));
    expect(existsSync(join(build.dir, 'cvc5.wasm'))).toBe(true);
    expect(JSON.parse(readFileSync(join(build.dir, 'build.json'), 'utf8'))).toMatchObject({
      version: '0.1.0',
      zipSha256: SHA,
    });
    expect(cvc5BuildAt('0.1.0', { env })).toEqual(build);
  });

  it('wasm/fetch-cvc5.ts --cache puts a verified zip and its checked build there (for machines that reach GitHub)', async () => {
    const env = { SMTPLAY_CACHE: tmp() };
    const result = await fetchCvc5Release(fixturePin(), { zipFile: FIXTURE_ZIP, cache: { env } });
    const build = cvc5BuildAt('0.1.0', { env });
    expect(result.installed).toEqual([build?.dir]);
    expect(new Uint8Array(readFileSync(join(env.SMTPLAY_CACHE, 'cvc5', '0.1.0', 'cvc5-Wasm.zip')))).toEqual(ZIP);
    expect(await ensureCvc5Build('0.1.0', { env })).toEqual(build);
  });

  it('a zip in the wrong version’s folder is refused: the build must report that version', async () => {
    const env = { SMTPLAY_CACHE: tmp() };
    mkdirSync(join(env.SMTPLAY_CACHE, 'cvc5', '1.3.3'), { recursive: true });
    writeFileSync(join(env.SMTPLAY_CACHE, 'cvc5', '1.3.3', 'cvc5-Wasm.zip'), ZIP);
    await expect(ensureCvc5Build('1.3.3', { env })).rejects.toThrow(/does not work here: --version reports 1\.3\.3/);
    expect(cvc5BuildAt('1.3.3', { env })).toBeUndefined();
  });
});

describe('readZip', () => {
  it('reads stored and deflated entries (the fixture zip is deflated by Info-ZIP)', () => {
    expect(readZip(makeZip([{ path: 'a/' }, { path: 'a/b.txt', data: 'hello' }])).map((e) => e.path)).toEqual([
      'a/',
      'a/b.txt',
    ]);
    const [, js] = readZip(ZIP);
    expect(new TextDecoder().decode(js!.data)).toMatch(/^var Module=/);
  });

  it('refuses damaged archives, paths outside the folder and encrypted entries', () => {
    const damaged = ZIP.slice();
    damaged[200] = damaged[200]! ^ 0xff; // inside cvc5.js's deflated data
    expect(() => readZip(damaged)).toThrow(ZipError);
    expect(() => readZip(ZIP.subarray(0, ZIP.length - 30))).toThrow(/not a zip archive|damaged/);
    expect(() => readZip(makeZip([{ path: '../evil', data: 'x' }]))).toThrow(/outside/);
    const encrypted = makeZip([{ path: 'x', data: 'x' }]);
    const at = encrypted.length - 22 - (46 + 1);
    encrypted[at + 8] = 1;
    expect(() => readZip(encrypted)).toThrow(/encrypted/);
    expect(() => readZip(new TextEncoder().encode('not a zip at all, but long enough to look'))).toThrow(/not a zip/);
  });
});
