// Files a test serves to its own pages without a server of its own: the browser context answers requests under
// a URL prefix from files on disk (playwright's context.route, which also sees the requests of the page's
// workers), as the dev server would (content type and length, its COOP/COEP headers, HEAD without a body),
// ahead of the shared dev server; or hides them (404, as a site without them). Other files' pages, in other contexts,
// never see them.
import { readFile, stat } from 'node:fs/promises';
import { extname } from 'node:path';
import type { BrowserContext } from 'playwright-core';
import { CROSS_ORIGIN_ISOLATION } from '../../vite/cross-origin-isolation.js';

const TYPES: Record<string, string> = {
  '.js': 'text/javascript',
  '.wasm': 'application/wasm',
  '.json': 'application/json',
};

/** `files` maps a name under `prefix` (an absolute URL ending in `/`) to the file sent for it; other names fall through. */
export async function serveInContext(
  context: BrowserContext,
  prefix: string,
  files: Record<string, string>,
): Promise<void> {
  await context.route(`${prefix}*`, async (route) => {
    const request = route.request();
    const name = new URL(request.url()).pathname.slice(new URL(prefix).pathname.length);
    const file = Object.hasOwn(files, name) ? files[name] : undefined;
    if (file === undefined) return route.fallback();
    const headers = {
      ...CROSS_ORIGIN_ISOLATION,
      'content-type': TYPES[extname(name)] ?? 'application/octet-stream',
      'content-length': String((await stat(file)).size),
    };
    if (request.method() === 'HEAD') return route.fulfill({ status: 200, headers });
    return route.fulfill({ status: 200, headers, body: await readFile(file) });
  });
}

/**
 * Every request under `prefix` answered 404, as by a site that does not serve those files (e.g. a page without a CVC5
 * build: `wasm/cvc5/`), for this context's pages and workers alone.
 */
export async function hideInContext(context: BrowserContext, prefix: string): Promise<void> {
  await context.route(`${prefix}*`, (route) =>
    route.fulfill({ status: 404, headers: { ...CROSS_ORIGIN_ISOLATION, 'content-type': 'text/plain' }, body: '' }),
  );
}
