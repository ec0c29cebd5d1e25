// Precompressed assets: `vite build` writes a .br and a .gz beside every text and wasm file of the site (the
// two Z3 builds are 65 MB raw, about 11 MB as brotli), and `vite preview` serves them with Content-Encoding
// to a browser that accepts it, as a static host with precompressed files does (nginx gzip_static/
// brotli_static, Netlify, Cloudflare Pages …). Hosts that compress on the fly ignore the extra files.
import { existsSync, readFileSync, statSync } from 'node:fs';
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { extname, join, normalize, sep } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';

const COMPRESSIBLE = new Set(['.html', '.js', '.mjs', '.css', '.wasm', '.svg', '.json', '.txt', '.map']);
const MIN_BYTES = 1024;
/** Brotli 6: within 2% of quality 8 on the Z3 wasm in about half the time (quality 11 takes minutes). */
const BROTLI_QUALITY = 6;

export const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript',
  '.mjs': 'text/javascript',
  '.css': 'text/css',
  '.wasm': 'application/wasm',
  '.svg': 'image/svg+xml',
  '.json': 'application/json',
  '.txt': 'text/plain',
  '.map': 'application/json',
};

const br = promisify(brotliCompress);
const gz = promisify(gzip);

async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries.filter((e) => e.isFile()).map((e) => join(e.parentPath, e.name));
}

/** Writes FILE.br and FILE.gz beside every compressible file of `dir`. */
export async function precompressDir(dir: string): Promise<void> {
  const files = (await filesUnder(dir)).filter((f) => COMPRESSIBLE.has(extname(f)));
  await Promise.all(
    files.map(async (file) => {
      const bytes = await readFile(file);
      if (bytes.length < MIN_BYTES) return;
      const [b, g] = await Promise.all([
        br(bytes, {
          params: {
            [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY,
            [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
          },
        }),
        gz(bytes, { level: 9 }),
      ]);
      await Promise.all([writeFile(`${file}.br`, b), writeFile(`${file}.gz`, g)]);
    }),
  );
}

/** The precompressed file to send for `path` under `root`, if the client accepts its encoding. */
export function precompressedFor(
  root: string,
  urlPath: string,
  acceptEncoding: string,
): { file: string; encoding: 'br' | 'gzip'; type: string } | undefined {
  let file = normalize(join(root, decodeURIComponent(urlPath)));
  if (file !== root && !file.startsWith(root + sep)) return undefined;
  if (existsSync(file) && statSync(file).isDirectory()) file = join(file, 'index.html');
  const type = CONTENT_TYPES[extname(file)];
  if (!type) return undefined;
  for (const [encoding, ext] of [
    ['br', '.br'],
    ['gzip', '.gz'],
  ] as const)
    if (new RegExp(`\\b${encoding}\\b`).test(acceptEncoding) && existsSync(file + ext))
      return { file: file + ext, encoding, type };
  return undefined;
}

export function precompress(): Plugin {
  let outDir = '';
  return {
    name: 'smtplay-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = config.build.outDir.startsWith('/') ? config.build.outDir : join(config.root, config.build.outDir);
    },
    async closeBundle() {
      await precompressDir(outDir);
    },
  };
}

/** `vite preview` sends the precompressed files (with the preview's own headers, e.g. COOP/COEP). */
export function servePrecompressed(): Plugin {
  return {
    name: 'smtplay-serve-precompressed',
    configurePreviewServer(server) {
      const root = normalize(
        server.config.build.outDir.startsWith('/')
          ? server.config.build.outDir
          : join(server.config.root, server.config.build.outDir),
      );
      const headers = server.config.preview.headers ?? {};
      server.middlewares.use((req, res, next) => {
        const path = new URL(req.url ?? '/', 'http://host').pathname;
        const found =
          req.method === 'GET' && precompressedFor(root, path, String(req.headers['accept-encoding'] ?? ''));
        if (!found) return next();
        for (const [k, v] of Object.entries(headers)) res.setHeader(k, v as string);
        res.setHeader('Content-Type', found.type);
        res.setHeader('Content-Encoding', found.encoding);
        res.setHeader('Vary', 'Accept-Encoding');
        res.setHeader('Cache-Control', 'no-cache');
        res.end(readFileSync(found.file));
      });
    },
  };
}
