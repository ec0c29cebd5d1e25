// Presence detection of a CVC5 WASM build at a base URL (src/solvers/cvc5/availability.ts).
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { readFileSync } from 'node:fs';
import { afterEach, describe, expect, it } from 'vitest';
import { createServer as createViteServer } from 'vite';
import { checkCvc5Availability, CVC5_SETUP_HELP } from '../../src/solvers/cvc5/availability.js';

const FIXTURES = new URL('../fixtures/emscripten-cli/', import.meta.url);
/** The fixture files, read when a test serves them (never at module scope). */
const JS = () => readFileSync(new URL('fake-solver.js', FIXTURES));
const WASM = () => readFileSync(new URL('fake-solver.wasm', FIXTURES));

interface Served {
  status?: number;
  type: string;
  body: Buffer;
}

/** A static server; `files` maps a path to what is served; `refuseHead` answers HEAD with 405. */
async function serve(files: Record<string, Served>, fallback?: Served, refuseHead = false): Promise<string> {
  const server = createServer((req, res) => {
    if (refuseHead && req.method === 'HEAD') {
      res.writeHead(405).end();
      return;
    }
    const f = files[req.url ?? ''] ?? fallback;
    if (!f) {
      res.writeHead(404, { 'content-type': 'text/plain' }).end('not found');
      return;
    }
    res.writeHead(f.status ?? 200, { 'content-type': f.type, 'content-length': f.body.length });
    res.end(req.method === 'HEAD' ? undefined : f.body);
  });
  servers.push(server);
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
}

const servers: Server[] = [];
afterEach(async () => {
  await Promise.all(servers.splice(0).map((s) => new Promise((r) => s.close(r))));
});

const good = (): Record<string, Served> => ({
  '/wasm/cvc5/cvc5.js': { type: 'text/javascript', body: JS() },
  '/wasm/cvc5/cvc5.wasm': { type: 'application/wasm', body: WASM() },
});

describe('checkCvc5Availability', () => {
  it('finds cvc5.js and cvc5.wasm and returns the source to start the worker with', async () => {
    const origin = await serve(good());
    const a = await checkCvc5Availability('wasm/cvc5', undefined, origin);
    expect(a).toMatchObject({ available: true, source: `${origin}wasm/cvc5/cvc5.js`, help: '' });
    expect(a.files.map((f) => f.present)).toEqual([true, true]);
  });

  it('falls back to GET when the server refuses HEAD', async () => {
    const origin = await serve(good(), undefined, true);
    expect((await checkCvc5Availability('wasm/cvc5/', undefined, origin)).available).toBe(true);
  });

  it('reports missing files with the steps to get a build', async () => {
    const origin = await serve({ '/wasm/cvc5/cvc5.js': good()['/wasm/cvc5/cvc5.js']! });
    const a = await checkCvc5Availability('wasm/cvc5/', undefined, origin);
    expect(a.available).toBe(false);
    expect(a.files).toMatchObject([{ present: true }, { present: false, problem: 'HTTP 404' }]);
    expect(a.help).toContain(`${origin}wasm/cvc5/cvc5.wasm: HTTP 404`);
    expect(a.help).toContain(CVC5_SETUP_HELP);
    expect(a.help).toContain('wasm/README.md');
    expect(a.help).toContain('public/wasm/cvc5/');
  });

  it('does not mistake an HTML fallback page or a non-wasm file for the build', async () => {
    const html = { type: 'text/html', body: Buffer.from('<!doctype html><title>app</title>') };
    const spa = await serve({}, html);
    const a = await checkCvc5Availability('wasm/cvc5/', undefined, spa);
    expect(a.available).toBe(false);
    expect(a.files.every((f) => /HTML page/.test(f.problem ?? ''))).toBe(true);

    const notWasm = await serve({
      ...good(),
      '/wasm/cvc5/cvc5.wasm': { type: 'application/octet-stream', body: JS() },
    });
    const b = await checkCvc5Availability('wasm/cvc5/', undefined, notWasm);
    expect(b.files[1]).toMatchObject({ present: false, problem: 'not a WebAssembly binary' });
  });

  it('reports an unreachable server instead of throwing', async () => {
    const a = await checkCvc5Availability('http://127.0.0.1:1/wasm/cvc5/');
    expect(a.available).toBe(false);
    expect(a.files[0]?.problem).toMatch(/could not fetch/);
  });

  it("is not fooled by this project's Vite dev server, which answers missing files with index.html", async () => {
    const vite = await createViteServer({
      root: new URL('../../', import.meta.url).pathname,
      server: { port: 0, host: '127.0.0.1', watch: null },
      logLevel: 'silent',
    });
    try {
      await vite.listen();
      const origin = `http://127.0.0.1:${(vite.httpServer?.address() as AddressInfo).port}/`;
      // A name that is never a real build, so the test means the same on a machine that has one.
      const a = await checkCvc5Availability('wasm/cvc5-test-absent/', undefined, origin);
      expect(a.available).toBe(false);
      expect(a.files.map((f) => f.problem)).toEqual([
        expect.stringMatching(/HTML page/),
        expect.stringMatching(/HTML page/),
      ]);
    } finally {
      await vite.close();
    }
  });
});
