// Z3's WASM build uses pthreads, which need SharedArrayBuffer, which needs cross-origin isolation.
export const CROSS_ORIGIN_ISOLATION = {
  'Cross-Origin-Opener-Policy': 'same-origin',
  'Cross-Origin-Embedder-Policy': 'require-corp',
};
