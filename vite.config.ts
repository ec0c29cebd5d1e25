import { defineConfig } from 'vite';
import { CROSS_ORIGIN_ISOLATION } from './vite/cross-origin-isolation.js';
import { coiServiceWorker } from './vite/coi-serviceworker.js';
import { precompress, servePrecompressed } from './vite/precompress.js';
import { z3Assets } from './vite/z3-assets.js';
import { PUBLIC_URL_SETTING, publicUrlOf } from './src/ui-state/link-home.js';

export default defineConfig({
  // Relative URLs, so the built site also works under a sub-path (e.g. GitHub Pages).
  base: './',
  // Where share links point (src/ui-state/link-home.ts): SMTPLAY_PUBLIC_URL=https://OWNER.github.io/REPO/ at
  // build time makes every copy of the site link to that public playground; unset, links name the page itself.
  define: {
    [`import.meta.env.${PUBLIC_URL_SETTING}`]: JSON.stringify(publicUrlOf(process.env[PUBLIC_URL_SETTING])),
  },
  plugins: [z3Assets(), coiServiceWorker(), precompress(), servePrecompressed()],
  server: { headers: CROSS_ORIGIN_ISOLATION },
  preview: { headers: CROSS_ORIGIN_ISOLATION },
  worker: { format: 'es' },
  // Pre-bundle what the page and its workers import, so the dev server never re-optimizes mid-run.
  optimizeDeps: {
    include: [
      'comlink',
      'lit',
      'codemirror',
      '@codemirror/state',
      '@codemirror/view',
      '@codemirror/language',
      '@codemirror/lint',
    ],
  },
  build: { target: 'es2022' },
});
