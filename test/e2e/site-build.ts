// The production build the e2e files share (loading, static hosting, the public URL): `vite build` runs once
// per e2e run, in the first file that asks for it, into the folder global-setup.ts made; later files reuse it.
// It is built as the Pages workflow builds the public site, with SMTPLAY_PUBLIC_URL naming where it is served:
// the static host global-setup.ts started at /smtplay/ (no COOP/COEP headers, like GitHub Pages). A build
// compresses 65 MB of Z3 wasm (vite/precompress.ts), so once instead of once per file matters.
import { existsSync } from 'node:fs';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { build } from 'vite';
import { PUBLIC_URL_SETTING } from '../../src/ui-state/link-home.js';
import { provided } from './shared-env.js';

/** Where the shared static host serves the build. */
export const SITE_PREFIX = '/smtplay/';

/** The build's folder inside the run's site root (beside it: the markers of the build's state). */
export const siteDirOf = (root: string): string => join(root, 'site');

export interface SiteBuild {
  /** The built site (index.html, assets/, z3/, the .br/.gz files). */
  dir: string;
  /** Where the shared static host serves it, and where its share links point. */
  publicUrl: string;
}

/** The shared build, made now if no file made it yet (another process building it is waited for). */
export async function sharedSiteBuild(): Promise<SiteBuild> {
  const root = provided('e2eSiteRoot');
  const site: SiteBuild = { dir: siteDirOf(root), publicUrl: provided('e2ePublicUrl') };
  const built = join(root, 'built');
  const failed = join(root, 'failed');
  // mkdir is atomic: the one process that makes the lock builds; the others wait for its marker.
  const mine = await mkdir(join(root, 'lock')).then(
    () => true,
    () => false,
  );
  if (!mine) {
    for (;;) {
      if (existsSync(built)) return site;
      if (existsSync(failed))
        throw new Error(`the shared build failed in another file: ${await readFile(failed, 'utf8')}`);
      await sleep(500);
    }
  }
  const before = process.env[PUBLIC_URL_SETTING];
  process.env[PUBLIC_URL_SETTING] = site.publicUrl; // read by vite.config.ts, as the Pages workflow sets it
  try {
    await build({ build: { outDir: site.dir, emptyOutDir: true }, logLevel: 'error' });
  } catch (e) {
    await writeFile(failed, String(e instanceof Error ? (e.stack ?? e.message) : e));
    throw e;
  } finally {
    if (before === undefined) delete process.env[PUBLIC_URL_SETTING];
    else process.env[PUBLIC_URL_SETTING] = before;
  }
  await writeFile(built, '');
  return site;
}
