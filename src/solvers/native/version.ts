// Asks a native solver binary for its version (`z3 --version`, `cvc5 --version`).
import { tmpdir } from 'node:os';
import { runProcess } from './run-process.js';

const VERSION = /\bversion\s+(\d+(?:\.\d+)+)/i;

/** `4.8.12`, `1.0.3`, …; undefined when the binary is missing or prints no version. */
export async function detectNativeVersion(binary: string): Promise<string | undefined> {
  try {
    const run = await runProcess(binary, ['--version'], { cwd: tmpdir(), timeoutMs: 10_000 });
    return VERSION.exec(`${run.stdout}\n${run.stderr}`)?.[1];
  } catch {
    return undefined;
  }
}
