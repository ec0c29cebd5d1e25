// The e2e project's globalSetup (vitest.config.ts): once per run, before any e2e file, it starts the Vite dev
// server, Debian's Chromium as a browser server, and a static host for the production build that files share
// (built on first use by site-build.ts); it provides their addresses to the files (shared-env.ts) and stops
// everything after the last file. Starting these once instead of in each of ~30 files saves a dev server's
// start and its transforms of the app per file. The page's default lanes include CVC5, so the tier needs the CVC5
// build in public/wasm/cvc5/ (`npm run pretest:e2e` installs it): without one it stops at once, saying so.
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { launchChromiumServer, startDevServer } from './browser.js';
import './shared-env.js';
import { SITE_PREFIX, siteDirOf } from './site-build.js';
import { serveStatic } from './static-server.js';

/** Where the dev server serves the page's CVC5 build from (wasm/install-cvc5.ts installs it there). */
const PAGE_CVC5 = join(import.meta.dirname, '..', '..', 'public', 'wasm', 'cvc5');

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const missing = ['cvc5.js', 'cvc5.wasm'].filter((f) => !existsSync(join(PAGE_CVC5, f)));
  if (missing.length > 0)
    throw new Error(
      `The e2e tier runs the page's default lanes, Z3 and CVC5, and ${PAGE_CVC5} has no ${missing.join(' or ')}: ` +
        "`npm run pretest:e2e` installs the repository's build, wasm/builds/ (or `npx tsx wasm/install-cvc5.ts DIR`; " +
        'wasm/README.md says where to get one).',
    );
  const siteRoot = await mkdtemp(join(tmpdir(), 'smtplay-e2e-site-'));
  await mkdir(siteDirOf(siteRoot));
  const closers: (() => Promise<unknown>)[] = [() => rm(siteRoot, { recursive: true, force: true })];
  const teardown = async (): Promise<void> => {
    for (const close of closers.reverse()) await close();
  };
  try {
    // The static host reads files per request, so it can start (and give the build its public URL) before the build.
    const site = await serveStatic(siteDirOf(siteRoot), SITE_PREFIX, { precompressed: true });
    closers.push(() => site.close());
    const dev = await startDevServer();
    closers.push(() => dev.server.close());
    const browser = await launchChromiumServer();
    closers.push(() => browser.close());
    project.provide('e2eDevUrl', dev.url);
    project.provide('e2eBrowserWs', browser.wsEndpoint());
    project.provide('e2eSiteRoot', siteRoot);
    project.provide('e2ePublicUrl', site.url);
  } catch (e) {
    await teardown();
    throw e;
  }
  return teardown;
}
