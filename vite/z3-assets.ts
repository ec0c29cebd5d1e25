// Serves (dev) and emits (build) the z3-built.js/.wasm files of every bundled Z3 version under
// /z3/<package>/. They must stay separate files: Z3's pthreads start Workers from z3-built.js itself.
import { existsSync, readFileSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { Plugin } from 'vite';
import { CROSS_ORIGIN_ISOLATION } from './cross-origin-isolation.js';
import { BUNDLED_Z3, Z3_ASSET_FILES, z3AssetBase } from '../src/solvers/z3/bundled.js';

const require = createRequire(import.meta.url);
const CONTENT_TYPES: Record<string, string> = { js: 'text/javascript', wasm: 'application/wasm' };

function buildDir(pkg: string): string {
  return join(dirname(require.resolve(`${pkg}/package.json`)), 'build');
}

function assets(): { url: string; file: string }[] {
  return BUNDLED_Z3.flatMap(({ pkg }) =>
    Z3_ASSET_FILES.map((name) => ({ url: z3AssetBase(pkg) + name, file: join(buildDir(pkg), name) })).filter((a) =>
      existsSync(a.file),
    ),
  );
}

/** Each bundled Z3's wasm size: the page shows "12.3 of 30.5 MB" even when the bytes arrive compressed. */
function wasmSizes(): Record<string, number> {
  return Object.fromEntries(
    BUNDLED_Z3.flatMap(({ pkg }) => {
      const file = join(buildDir(pkg), Z3_ASSET_FILES[1]);
      return existsSync(file) ? [[pkg, statSync(file).size]] : [];
    }),
  );
}

export function z3Assets(): Plugin {
  return {
    name: 'smtfuzz-z3-assets',
    config() {
      return { define: { __Z3_WASM_BYTES__: JSON.stringify(wasmSizes()) } };
    },
    configureServer(server) {
      const byUrl = new Map(assets().map((a) => ['/' + a.url, a.file]));
      server.middlewares.use((req, res, next) => {
        const path = (req.url ?? '').replace(/[?#].*$/, '');
        const file = byUrl.get(path);
        if (!file) return next();
        res.setHeader(
          'Content-Type',
          CONTENT_TYPES[file.slice(file.lastIndexOf('.') + 1)] ?? 'application/octet-stream',
        );
        res.setHeader('Cache-Control', 'no-cache');
        for (const [k, v] of Object.entries(CROSS_ORIGIN_ISOLATION)) res.setHeader(k, v);
        res.end(readFileSync(file));
      });
    },
    generateBundle() {
      for (const a of assets()) this.emitFile({ type: 'asset', fileName: a.url, source: readFileSync(a.file) });
    },
  };
}
