// Collects what an emscripten program prints, line by line (`Module.print`/`printErr`), bounded, without the
// lines emscripten's glue itself prints about the runtime (they are not the solver's output and would
// otherwise reach the classifier as the solver's stderr).

/**
 * Glue messages, not program output: an explicit exit() with EXIT_RUNTIME=0 (3.1.x: "…but EXIT_RUNTIME is
 * not set…"; later releases: "…but keepRuntimeAlive() is set…"), and ASSERTIONS builds' note about a last
 * line without a newline (the loader flushes that line itself).
 */
const GLUE_NOISE = [
  /^program exited \(with status: -?\d+\), but (?:EXIT_RUNTIME is not set|keepRuntimeAlive\(\) is set)/,
  /^stdio streams had content in them that was not flushed/,
];

export const isGlueNoise = (line: string): boolean => GLUE_NOISE.some((re) => re.test(line));

export class LineSink {
  private parts: string[] = [];
  private size = 0;
  private dropped = 0;
  constructor(private readonly max: number) {}
  readonly push = (line: unknown): void => {
    const text = `${String(line)}\n`;
    if (isGlueNoise(text)) return;
    if (this.size + text.length > this.max) {
      this.dropped += text.length;
      return;
    }
    this.parts.push(text);
    this.size += text.length;
  };
  text(): string {
    const body = this.parts.join('');
    return this.dropped > 0 ? `${body}[… ${this.dropped} characters of output dropped]\n` : body;
  }
}

/** A stdin device that serves `text` once, then EOF (emscripten's `Module.stdin` contract: a byte or null). */
export function stdinFrom(read: () => string): () => number | null {
  let bytes: Uint8Array | undefined;
  let pos = 0;
  return () => {
    bytes ??= new TextEncoder().encode(read());
    return pos < bytes.length ? (bytes[pos++] as number) : null;
  };
}
