#!/usr/bin/env node
// Usage: node scripts/build-cli.mjs (npm run build:cli) — builds the `smtplay` CLI as JavaScript into build/cli/,
// so that a start loads plain JS instead of compiling TypeScript through tsx (1.5–5 s before).
//
// Why esbuild: it is the compiler tsx already runs (the same TypeScript semantics as the tests see), it bundles
// and splits code so `--help` loads only the dispatcher, and it builds the CLI in well under a second, which lets
// bin/smtplay.js rebuild on the fly when the sources changed instead of running stale code.
// What is built: src/cli/main.ts and the Node solver-worker entries, as ESM with shared chunks, all in one flat
// folder: src/solvers/node-worker.ts finds a worker as `<name>.js` beside the chunk that starts it.
// Every npm package stays external (`packages: 'external'`): z3-solver and z3-4817 load their glue and .wasm
// relative to their own package folder, and the others are resolved from node_modules like any dependency.
//
// Several smtplay processes may find the build stale at once (the CLI tests start many): builds take turns
// through build/cli.lock (a process that waited finds the build current and skips its own), each file is written
// to a temporary name and renamed, unchanged files are left alone, and build/cli/inputs.json (the size and mtime
// of every input) is written last; `cliBuildIsCurrent` compares it with the files on disk.
import { Buffer } from 'node:buffer';
import { mkdirSync, readFileSync, readdirSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { performance } from 'node:perf_hooks';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath, pathToFileURL } from 'node:url';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
export const CLI_BUILD_DIR = join(ROOT, 'build', 'cli');
const STAMP = join(CLI_BUILD_DIR, 'inputs.json');
const LOCK = join(ROOT, 'build', 'cli.lock');
const ENTRIES = ['src/cli/main.ts', 'src/solvers/z3/z3.node-worker.ts', 'src/solvers/cvc5/cvc5.node-worker.ts'];
// Files that shape the output without being bundled inputs.
const CONFIG_INPUTS = ['scripts/build-cli.mjs', 'tsconfig.json', 'package.json'];

/** [size, mtime] of a file relative to the repository, or null when it is gone. */
function fingerprint(path) {
  const s = statSync(join(ROOT, path), { throwIfNoEntry: false });
  return s ? [s.size, s.mtimeMs] : null;
}

/** True when build/cli/ exists and was built from the files now on disk. One stat per input: about 5 ms. */
export function cliBuildIsCurrent() {
  let stamp;
  try {
    stamp = JSON.parse(readFileSync(STAMP, 'utf8'));
  } catch {
    return false;
  }
  return Object.entries(stamp.inputs).every(([path, seen]) => {
    const now = fingerprint(path);
    return now !== null && seen !== null && now[0] === seen[0] && now[1] === seen[1];
  });
}

function writeAtomically(path, contents) {
  try {
    if (readFileSync(path).equals(contents)) return;
  } catch {
    // not there yet
  }
  const temporary = `${path}.${process.pid}.tmp`;
  writeFileSync(temporary, contents);
  renameSync(temporary, path);
}

/** True while the process named in the lock file runs (a lock just created and not yet written counts too). */
function lockHolderRuns() {
  let text;
  try {
    text = readFileSync(LOCK, 'utf8');
  } catch {
    return false;
  }
  if (text === '') return Date.now() - (statSync(LOCK, { throwIfNoEntry: false })?.mtimeMs ?? 0) < 5000;
  try {
    process.kill(Number(text), 0);
    return true;
  } catch (e) {
    return e.code === 'EPERM';
  }
}

async function withBuildLock(run) {
  mkdirSync(dirname(LOCK), { recursive: true });
  for (;;) {
    try {
      writeFileSync(LOCK, String(process.pid), { flag: 'wx' });
      break;
    } catch (e) {
      if (e.code !== 'EEXIST') throw e;
      // A build killed midway leaves its lock behind: take it over once its process is gone.
      if (lockHolderRuns()) await sleep(50);
      else rmSync(LOCK, { force: true });
    }
  }
  try {
    return await run();
  } finally {
    rmSync(LOCK, { force: true });
  }
}

/** What bin/smtplay.js does before every start: nothing when the build is current, else build it. */
export async function ensureCliBuild(options) {
  if (cliBuildIsCurrent()) return;
  await withBuildLock(async () => {
    if (!cliBuildIsCurrent()) await build(options);
  });
}

/** Builds build/cli/. logLevel: esbuild's ('warning' prints warnings and errors, 'error' errors only). */
export function buildCli(options) {
  return withBuildLock(() => build(options));
}

async function build({ logLevel = 'warning' } = {}) {
  const esbuild = await import('esbuild');
  const started = Date.now();
  const result = await esbuild.build({
    absWorkingDir: ROOT,
    entryPoints: ENTRIES,
    outdir: CLI_BUILD_DIR,
    entryNames: '[name]',
    chunkNames: 'chunk-[hash]',
    bundle: true,
    splitting: true,
    format: 'esm',
    platform: 'node',
    target: 'node20',
    packages: 'external',
    // src/solvers/node-worker.ts asks this to start the bundled workers instead of the TypeScript ones.
    define: { __SMTPLAY_BUILD__: 'true' },
    sourcemap: 'linked',
    metafile: true,
    write: false,
    logLevel,
  });
  // A file changed while esbuild read it may not be what was built: record it as unknown (stale next time).
  const inputs = {};
  for (const path of [...CONFIG_INPUTS, ...Object.keys(result.metafile.inputs)]) {
    const seen = fingerprint(path);
    inputs[path] = seen !== null && seen[1] < started ? seen : null;
  }
  mkdirSync(CLI_BUILD_DIR, { recursive: true });
  const written = new Set(result.outputFiles.map((f) => f.path));
  // Chunks before the entries that import them.
  const entriesLast = [...result.outputFiles].sort((a, b) => chunkFirst(a.path) - chunkFirst(b.path));
  for (const file of entriesLast) writeAtomically(file.path, file.contents);
  for (const name of readdirSync(CLI_BUILD_DIR)) {
    const path = join(CLI_BUILD_DIR, name);
    if (path !== STAMP && !written.has(path) && !name.endsWith('.tmp')) rmSync(path, { force: true });
  }
  writeAtomically(STAMP, Buffer.from(JSON.stringify({ inputs }, null, 1)));
  return { files: written.size, dir: relative(ROOT, CLI_BUILD_DIR) };
}

const chunkFirst = (path) => (/[/\\]chunk-[^/\\]+$/.test(path) ? 0 : 1);

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const started = performance.now();
  const { files, dir } = await buildCli();
  console.log(`smtplay CLI built: ${files} files in ${dir}/ (${(performance.now() - started).toFixed(0)} ms)`);
}
