// Share links for tests: a mutant carried literally (no mutator step), to run on `lanes`.
import { encodeShare } from '../../src/share/codec.js';

/** The `#s=…` of a link that carries `text` literally, to run on `lanes` with this timeout. */
export function literalLink(text: string, lanes: readonly string[], timeoutMs = 20_000): Promise<string> {
  return encodeShare({ v: 1, seeds: [text], rngSeed: 0, step: 0, mutant: text, lanes: [...lanes], timeoutMs });
}
