// Serves (dev) and emits (build) coi-serviceworker.js at the site root. On static hosts that cannot send
// COOP/COEP headers, the script registers itself as a service worker that adds them, then reloads the
// page once: without cross-origin isolation Z3's pthreads cannot start. Its scope is the directory it is
// served from, so it must sit beside index.html.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Plugin } from 'vite';
import { CROSS_ORIGIN_ISOLATION } from './cross-origin-isolation.js';

export const COI_SERVICE_WORKER = 'coi-serviceworker.js';

const require = createRequire(import.meta.url);

function source(): Buffer {
  return readFileSync(require.resolve(`coi-serviceworker/${COI_SERVICE_WORKER}`));
}

export function coiServiceWorker(): Plugin {
  return {
    name: 'smtplay-coi-serviceworker',
    configureServer(server) {
      server.middlewares.use((req, res, next) => {
        if ((req.url ?? '').replace(/[?#].*$/, '') !== `/${COI_SERVICE_WORKER}`) return next();
        res.setHeader('Content-Type', 'text/javascript');
        res.setHeader('Cache-Control', 'no-cache');
        for (const [k, v] of Object.entries(CROSS_ORIGIN_ISOLATION)) res.setHeader(k, v);
        res.end(source());
      });
    },
    generateBundle() {
      this.emitFile({ type: 'asset', fileName: COI_SERVICE_WORKER, source: source() });
    },
  };
}
