// Asks the npm registry about z3-solver through the `npm` client itself (`npm view`, `npm pack`), so the user's
// npm configuration holds: registry mirror, proxy, credentials, npm's own download cache. Errors come back as
// values that say whether the registry could not be reached or the package version does not exist.
import { execFile } from 'node:child_process';

export const Z3_NPM_PACKAGE = 'z3-solver';

export type NpmResult<T> =
  | { ok: true; value: T }
  /** `missing`: the registry answered that no such version exists; `unreachable`: anything else. */
  | { ok: false; kind: 'missing' | 'unreachable' | 'no-npm'; reason: string };

// Offline, npm's defaults retry for over a minute; one quick retry is enough to ride out a hiccup.
const QUICK_FAILURE = ['--fetch-retries=1', '--fetch-retry-mintimeout=500', '--fetch-retry-maxtimeout=1000'];
const MISSING_CODES = new Set(['E404', 'ETARGET']);

interface NpmJsonError {
  error?: { code?: string; summary?: string };
}

/** The `npm` of the npm that runs us (`npm run`, `npx`), else the one on PATH. */
function npmCommand(env: NodeJS.ProcessEnv): { file: string; prefix: string[] } {
  const cli = env.npm_execpath;
  return cli && /npm-cli\.js$/.test(cli) ? { file: process.execPath, prefix: [cli] } : { file: 'npm', prefix: [] };
}

/** Runs `npm ARGS --json` and parses its JSON answer (npm prints its errors as JSON too with --json). */
export function npmJson<T>(args: readonly string[], env: NodeJS.ProcessEnv = process.env): Promise<NpmResult<T>> {
  const { file, prefix } = npmCommand(env);
  return new Promise((resolve) => {
    execFile(
      file,
      [...prefix, ...args, '--json', ...QUICK_FAILURE],
      { env, maxBuffer: 64 * 1024 * 1024, timeout: 10 * 60_000 },
      (error, stdout, stderr) => {
        if ((error as NodeJS.ErrnoException | null)?.code === 'ENOENT') {
          resolve({ ok: false, kind: 'no-npm', reason: 'npm is not on PATH (it comes with Node.js)' });
          return;
        }
        let parsed: unknown;
        try {
          parsed = JSON.parse(stdout);
        } catch {
          parsed = undefined;
        }
        const npmError = (parsed as NpmJsonError | undefined)?.error;
        if (!error && parsed !== undefined && !npmError) {
          resolve({ ok: true, value: parsed as T });
          return;
        }
        const code = npmError?.code ?? '';
        const reason =
          npmError?.summary ?? lastErrorLine(stderr) ?? (error ? error.message : `npm printed no JSON: ${stdout}`);
        resolve({ ok: false, kind: MISSING_CODES.has(code) ? 'missing' : 'unreachable', reason });
      },
    );
  });
}

function lastErrorLine(stderr: string): string | undefined {
  const lines = stderr
    .split('\n')
    .map((l) => l.replace(/^npm (error|ERR!)\s*/, '').trim())
    .filter((l) => l && !l.startsWith('A complete log'));
  return lines[lines.length - 1];
}

/** Every version of z3-solver on the registry. */
export async function npmZ3Versions(env?: NodeJS.ProcessEnv): Promise<NpmResult<string[]>> {
  const r = await npmJson<string[] | string>(['view', Z3_NPM_PACKAGE, 'versions'], env);
  return r.ok ? { ok: true, value: typeof r.value === 'string' ? [r.value] : r.value } : r;
}

/** Downloads z3-solver@VERSION's tarball into `dir` (npm checks its integrity); resolves with the file name. */
export async function npmPackZ3(version: string, dir: string, env?: NodeJS.ProcessEnv): Promise<NpmResult<string>> {
  const r = await npmJson<{ filename: string }[]>(
    ['pack', `${Z3_NPM_PACKAGE}@${version}`, '--pack-destination', dir],
    env,
  );
  if (!r.ok) return r;
  const filename = r.value[0]?.filename;
  return filename
    ? { ok: true, value: filename }
    : { ok: false, kind: 'unreachable', reason: 'npm pack named no file' };
}
