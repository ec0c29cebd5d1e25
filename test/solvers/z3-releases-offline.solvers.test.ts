// The release cache without the network: where it is, what counts as a cached release, and the errors when the
// registry cannot be reached (npm pointed at a closed port). Fetching for real is z3-releases.solvers.test.ts.
import { existsSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { cachedZ3Releases, ensureZ3Release, knownZ3Versions, Z3ReleaseError } from '../../src/solvers/z3/releases.js';
import { smtplayCacheDir } from '../../src/solvers/z3/cache-dir.js';

const OFFLINE = { npm_config_registry: 'http://127.0.0.1:9' };

function tempCache(): string {
  return mkdtempSync(join(tmpdir(), 'smtplay-cache-'));
}

describe('the release cache', () => {
  it('is SMTPLAY_CACHE, else XDG_CACHE_HOME/smtplay, else ~/.cache/smtplay', () => {
    expect(smtplayCacheDir({ SMTPLAY_CACHE: '/c', XDG_CACHE_HOME: '/x', HOME: '/h' })).toBe('/c');
    expect(smtplayCacheDir({ XDG_CACHE_HOME: '/x', HOME: '/h' })).toBe('/x/smtplay');
    expect(smtplayCacheDir({ HOME: '/h' })).toBe('/h/.cache/smtplay');
  });

  it('lists complete release folders only, oldest first, and returns a cached one without asking npm', async () => {
    const cache = tempCache();
    const env = { ...process.env, ...OFFLINE, SMTPLAY_CACHE: cache };
    for (const v of ['4.12.2', '4.8.17']) {
      mkdirSync(join(cache, 'z3', v, 'build'), { recursive: true });
      writeFileSync(join(cache, 'z3', v, 'package.json'), '{}');
    }
    mkdirSync(join(cache, 'z3', '4.13.0')); // an unpacked folder without package.json is not a release
    mkdirSync(join(cache, 'z3', '.fetch-5.0.0-x')); // nor is a fetch in progress
    expect(cachedZ3Releases({ env }).map((r) => r.version)).toEqual(['4.8.17', '4.12.2']);
    const release = await ensureZ3Release('4.12.2', { env });
    expect(release).toEqual({
      version: '4.12.2',
      dir: join(cache, 'z3', '4.12.2'),
      build: join(cache, 'z3', '4.12.2', 'build'),
    });
  });

  it('says the registry cannot be reached when offline, and leaves no half-made folder', async () => {
    const cache = tempCache();
    const env = { ...process.env, ...OFFLINE, SMTPLAY_CACHE: cache };
    const error = await ensureZ3Release('4.12.2', { env }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(Z3ReleaseError);
    expect((error as Z3ReleaseError).kind).toBe('unreachable');
    expect((error as Error).message).toMatch(/^cannot reach the npm registry to fetch Z3 4\.12\.2: .*ECONNREFUSED/);
    expect(cachedZ3Releases({ env })).toEqual([]);
    await expect(knownZ3Versions({ env })).rejects.toThrow(/cannot reach the npm registry to list Z3 releases/);
  });

  it('uses the kept list of releases when the registry cannot be reached', async () => {
    const cache = tempCache();
    mkdirSync(join(cache, 'z3'), { recursive: true });
    writeFileSync(join(cache, 'z3', 'versions.json'), JSON.stringify({ versions: ['5.2.0', '4.8.17', '4.12.2'] }));
    const env = { ...process.env, ...OFFLINE, SMTPLAY_CACHE: cache };
    expect(await knownZ3Versions({ env })).toEqual(['4.8.17', '4.12.2', '5.2.0']);
  });

  it('gives a bundled release its installed package, without the cache or npm', async () => {
    const env = { ...process.env, ...OFFLINE, SMTPLAY_CACHE: tempCache() };
    const release = await ensureZ3Release('4.8.17', { env });
    expect(JSON.parse(readFileSync(join(release.dir, 'package.json'), 'utf8'))).toMatchObject({ version: '4.8.17' });
    expect(existsSync(join(release.build, 'z3-built.wasm'))).toBe(true);
    expect(cachedZ3Releases({ env })).toEqual([]);
  });

  it('refuses what is not a release number before asking anyone', async () => {
    await expect(ensureZ3Release('latest')).rejects.toThrow("'latest' is not a release number");
  });
});
