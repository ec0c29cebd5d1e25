// Runs the real `smtplay` binary in a child process, as a user would.
import { execFile } from 'node:child_process';
import { join } from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);
export const BIN = join(import.meta.dirname, '..', '..', 'bin', 'smtplay.js');

/** `env` adds to (or overrides) this process's environment; `cwd` is where it runs (default: this process's). */
export async function smtplay(
  args: string[],
  env: NodeJS.ProcessEnv = {},
  cwd?: string,
): Promise<{ code: number; stdout: string; stderr: string }> {
  try {
    const { stdout, stderr } = await run(process.execPath, [BIN, ...args], {
      maxBuffer: 256 * 1024 * 1024,
      env: { ...process.env, ...env },
      ...(cwd ? { cwd } : {}),
    });
    return { code: 0, stdout, stderr };
  } catch (e) {
    const err = e as { code: number; stdout: string; stderr: string };
    return { code: err.code, stdout: err.stdout, stderr: err.stderr };
  }
}
