// Serves (dev) and emits (build) every shipped Z3 release's files under z3/<pkg>/: z3-built.js/.wasm (they
// must stay separate files: Z3's pthreads start Workers from z3-built.js itself) and z3-wrapper.js, its
// low-level wrapper as an ES module. Which releases: vite/z3-releases.ts; the page learns them from
// `__Z3_RELEASES__` (solvers/z3/bundled.ts) and loads one only when a lane uses it.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Plugin } from 'vite';
import { CROSS_ORIGIN_ISOLATION } from './cross-origin-isolation.js';
import {
  Z3_ASSET_FILES,
  Z3_RELEASES_2026_11,
  Z3_WRAPPER_FILE,
  z3AssetBase,
  type BundledZ3,
} from '../src/solvers/z3/bundled.js';
import { knownZ3Versions } from '../src/solvers/z3/releases.js';
import { pageReleases, type PageRelease } from './z3-releases.js';

const CONTENT_TYPES: Record<string, string> = { js: 'text/javascript', wasm: 'application/wasm' };

type Asset = { url: string } & ({ file: string } | { text: string });

function assets(releases: readonly PageRelease[]): Asset[] {
  return releases.flatMap((r) => [
    ...Z3_ASSET_FILES.map((name) => ({ url: z3AssetBase(r.pkg) + name, file: join(r.build, name) })).filter((a) =>
      existsSync(a.file),
    ),
    { url: z3AssetBase(r.pkg) + Z3_WRAPPER_FILE, text: r.wrapper },
  ]);
}

const bytesOf = (a: Asset): string | Buffer => ('file' in a ? readFileSync(a.file) : a.text);

export function z3Assets(): Plugin {
  let releases: PageRelease[] = [];
  return {
    name: 'smtplay-z3-assets',
    async config() {
      releases = await pageReleases();
      const shipped: BundledZ3[] = releases.map(({ pkg, version, wasmBytes }) => ({ pkg, version, wasmBytes }));
      // Every release npm has (the CLI's cached list when offline, else the list the sources carry), so the page
      // can say which releases a range did not measure.
      const known = await knownZ3Versions().catch(() => [...Z3_RELEASES_2026_11]);
      return { define: { __Z3_RELEASES__: JSON.stringify(shipped), __Z3_KNOWN_RELEASES__: JSON.stringify(known) } };
    },
    configureServer(server) {
      const byUrl = new Map(assets(releases).map((a) => ['/' + a.url, a]));
      server.middlewares.use((req, res, next) => {
        const path = (req.url ?? '').replace(/[?#].*$/, '');
        const asset = byUrl.get(path);
        if (!asset) return next();
        res.setHeader(
          'Content-Type',
          CONTENT_TYPES[path.slice(path.lastIndexOf('.') + 1)] ?? 'application/octet-stream',
        );
        res.setHeader('Cache-Control', 'no-cache');
        for (const [k, v] of Object.entries(CROSS_ORIGIN_ISOLATION)) res.setHeader(k, v);
        res.end(bytesOf(asset));
      });
    },
    generateBundle() {
      for (const a of assets(releases)) this.emitFile({ type: 'asset', fileName: a.url, source: bytesOf(a) });
    },
  };
}
