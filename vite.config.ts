import { defineConfig } from 'vite';

// Z3's WASM build uses pthreads, which need SharedArrayBuffer, which needs cross-origin isolation.
const crossOriginIsolation = {
  'Cross-Origin-Opener-Policy': 'same-origin',
  'Cross-Origin-Embedder-Policy': 'require-corp',
};

export default defineConfig({
  server: { headers: crossOriginIsolation },
  preview: { headers: crossOriginIsolation },
  worker: { format: 'es' },
  build: { target: 'es2022' },
});
