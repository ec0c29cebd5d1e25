// Emscripten module overrides that turn the ways a z3-solver pthread can die into one `onFatal`
// call. Without them a dead thread's call never settles: the glue only logs it.

export interface Z3RuntimeListener {
  onFatal(error: Error): void;
  /** Every other line Z3 or emscripten writes to stderr (warnings, parameter help …). */
  onStderr(line: string): void;
}

export interface CrashHookOverrides {
  print(...parts: unknown[]): void;
  printErr(...parts: unknown[]): void;
  onAbort(what: unknown): void;
}

// Z3 calls exit() on some fatal errors (e.g. out of memory under memory_max_size: status 101).
const EXITED = /^program exited \(with status: (\d+)\)/;
// Logged by the main thread when a pthread's worker throws (a WASM trap, for instance), or reported by the page's
// pthreads themselves (z3.worker.ts pthreadTrapHandler; an older glue prefixes a thread's lines with `Thread N: `).
const THREAD_ERROR = /^(?:Thread \d+: )?(?:Pthread 0x[0-9a-f]+|worker|pthread) sent an error!/;

/**
 * `Pthread 0x… sent an error! http://host/z3/…/z3-built.js:588: Uncaught RuntimeError: remainder by zero` →
 * `a Z3 thread trapped: RuntimeError: remainder by zero` (the glue's file and line say nothing about Z3).
 */
function threadError(line: string): string {
  const cause = /:\d+: (?:Uncaught )?(\w*Error: .+)$/.exec(line)?.[1];
  return cause ? `a Z3 thread trapped: ${cause}` : line;
}

export function crashHooks(listener: Z3RuntimeListener): CrashHookOverrides {
  return {
    // What Z3 writes to stdout itself, beside a command's output (some parameters make it print values): kept
    // with the run's stderr, never on the process's own stdout (`smtplay … --json` writes there).
    print(...parts) {
      listener.onStderr(parts.join(' '));
    },
    printErr(...parts) {
      const line = parts.join(' ');
      const exited = EXITED.exec(line);
      if (exited) listener.onFatal(new Error(`Z3 exited with status ${exited[1]}`));
      else if (THREAD_ERROR.test(line)) listener.onFatal(new Error(threadError(line)));
      else listener.onStderr(line);
    },
    onAbort(what) {
      listener.onFatal(new Error(`Aborted(${String(what)})`));
    },
  };
}
