/** Emscripten and Z3 sometimes reject with strings; callers always get an Error with the text kept. */
export function asError(reason: unknown): Error {
  return reason instanceof Error ? reason : new Error(String(reason));
}
