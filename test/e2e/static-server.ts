// A bare static file server, like the simplest static host: correct content types, and no COOP/COEP
// headers. It serves `root` under the path `prefix` (as GitHub Pages serves a repository under /<repo>/),
// and with `precompressed` sends a file's .br/.gz sibling to a browser that accepts it (nginx gzip_static).
import { readFile, stat } from 'node:fs/promises';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { extname, join, normalize, sep } from 'node:path';
import { precompressedFor } from '../../vite/precompress.js';

const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.wasm': 'application/wasm',
  '.svg': 'image/svg+xml',
  '.json': 'application/json',
};

export interface StaticServer {
  url: string;
  close(): Promise<void>;
}

async function fileFor(root: string, prefix: string, urlPath: string): Promise<string | undefined> {
  if (!urlPath.startsWith(prefix)) return undefined;
  const file = normalize(join(root, decodeURIComponent(urlPath.slice(prefix.length))));
  if (file !== root && !file.startsWith(root + sep)) return undefined;
  const info = await stat(file).catch(() => undefined);
  if (info?.isDirectory()) return fileFor(root, prefix, `${urlPath.replace(/\/?$/, '/')}index.html`);
  return info?.isFile() ? file : undefined;
}

/** `prefix` starts and ends with `/`. */
export async function serveStatic(
  root: string,
  prefix = '/',
  options: { precompressed?: boolean } = {},
): Promise<StaticServer> {
  const server = createServer((req, res) => {
    const urlPath = new URL(req.url ?? '/', 'http://host').pathname;
    const packed =
      options.precompressed && urlPath.startsWith(prefix)
        ? precompressedFor(normalize(root), urlPath.slice(prefix.length), String(req.headers['accept-encoding'] ?? ''))
        : undefined;
    if (packed) {
      void readFile(packed.file).then((bytes) =>
        res.writeHead(200, { 'Content-Type': packed.type, 'Content-Encoding': packed.encoding }).end(bytes),
      );
      return;
    }
    void fileFor(normalize(root), prefix, urlPath).then(async (file) => {
      if (!file) {
        res.writeHead(404, { 'Content-Type': 'text/plain' }).end('not found');
        return;
      }
      const type = CONTENT_TYPES[extname(file)] ?? 'application/octet-stream';
      res.writeHead(200, { 'Content-Type': type }).end(await readFile(file));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}${prefix}`,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
