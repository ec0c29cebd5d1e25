import { defineConfig } from 'vite';
import { CROSS_ORIGIN_ISOLATION } from './vite/cross-origin-isolation.js';
import { coiServiceWorker } from './vite/coi-serviceworker.js';
import { precompress, servePrecompressed } from './vite/precompress.js';
import { z3Assets } from './vite/z3-assets.js';

export default defineConfig({
  // Relative URLs, so the built site also works under a sub-path (e.g. GitHub Pages).
  base: './',
  plugins: [z3Assets(), coiServiceWorker(), precompress(), servePrecompressed()],
  server: { headers: CROSS_ORIGIN_ISOLATION },
  preview: { headers: CROSS_ORIGIN_ISOLATION },
  worker: { format: 'es' },
  // Pre-bundle the CommonJS wrappers the Z3 worker imports, so the dev server never re-optimizes mid-run.
  optimizeDeps: {
    include: [
      'comlink',
      'lit',
      'codemirror',
      '@codemirror/state',
      '@codemirror/view',
      '@codemirror/language',
      '@codemirror/lint',
      'z3-solver/build/low-level/index.js',
      'z3-4817/build/wrapper.js',
    ],
  },
  build: { target: 'es2022' },
});
