// Loads a z3-solver package in Node (the default one, an npm alias such as `z3-4817`, or a release's folder
// in the cache, see releases.ts) and wraps it in a Z3Engine whose crashes reject instead of hanging.
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, isAbsolute, join } from 'node:path';
import { crashHooks } from './crash-hooks.js';
import { Z3Engine } from './engine.js';
import type { Z3Module } from './module-types.js';
import { withoutGlobalFetch } from './without-global-fetch.js';

export interface LoadZ3NodeOptions {
  /** Lines Z3 writes to stderr; default: forwarded to process.stderr. */
  onStderr?: (line: string) => void;
}

type GlueFactory = (overrides?: object) => Promise<unknown>;
interface LowLevelWrapper {
  init(factory: GlueFactory): Promise<Z3Module>;
}

const require = createRequire(import.meta.url);

/** The folder of a package name (resolved from here) or of an absolute path to an unpacked z3-solver. */
function packageDir(source: string): string {
  return isAbsolute(source) ? source : dirname(require.resolve(`${source}/package.json`));
}

/** `source` is a package name (or alias) that resolves to some version of z3-solver, or its folder. */
export async function loadZ3Node(source = 'z3-solver', options: LoadZ3NodeOptions = {}): Promise<Z3Engine> {
  const onStderr = options.onStderr ?? ((line: string) => process.stderr.write(`${line}\n`));
  // The hooks go into the module before the engine that they report to exists.
  const late: { engine?: Z3Engine } = {};
  const overrides = crashHooks({
    onFatal(error) {
      keepExitCode();
      late.engine?.fail(error);
    },
    onStderr,
  });
  late.engine = new Z3Engine(await loadZ3Module(source, overrides));
  return late.engine;
}

/** The initialised low-level module `{ Z3, em }` alone, with emscripten overrides (benchmarks take it apart). */
export function loadZ3Module(source = 'z3-solver', overrides: object = {}): Promise<Z3Module> {
  const build = join(packageDir(source), 'build');
  // Only 4.8.17's glue fetch()es the .wasm when fetch exists, which fails on a path (the releases up to 5.2.0
  // were each loaded without this in Node 20; it does them no harm).
  return withoutGlobalFetch(() => {
    const glue = require(join(build, 'z3-built.js')) as GlueFactory;
    const wrapper = require(lowLevelWrapperPath(build)) as LowLevelWrapper;
    return wrapper.init((given) => glue({ ...given, ...overrides }));
  });
}

/** The package's version from its package.json (`5.2.0`), which differs from what Z3 reports. */
export function z3PackageVersion(source = 'z3-solver'): string {
  const manifest = JSON.parse(readFileSync(join(packageDir(source), 'package.json'), 'utf8')) as {
    version: string;
  };
  return manifest.version;
}

// 4.10+ ship build/low-level/; 4.8.17 ships a single build/wrapper.js. Both export init(factory).
export function lowLevelWrapperPath(build: string): string {
  const current = join(build, 'low-level', 'index.js');
  return existsSync(current) ? current : join(build, 'wrapper.js');
}

// The glue's exit() on a pthread sets process.exitCode (to 101 for out of memory); the crash is the
// engine's caller's business, not a reason for the whole process to exit with an error.
function keepExitCode(): void {
  const before = process.exitCode;
  setTimeout(() => {
    process.exitCode = before;
  }, 0);
}
