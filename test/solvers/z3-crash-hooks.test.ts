// The messages the z3-solver glue logs when a pthread dies, as they read in z3-solver 5.2.0.
import { describe, expect, it } from 'vitest';
import { crashHooks } from '../../src/solvers/z3/crash-hooks.js';

function listen() {
  const fatal: string[] = [];
  const stderr: string[] = [];
  const hooks = crashHooks({ onFatal: (e) => fatal.push(e.message), onStderr: (l) => stderr.push(l) });
  return { hooks, fatal, stderr };
}

describe('crashHooks', () => {
  it('reports an exit() on a pthread as fatal, with its status', () => {
    const { hooks, fatal, stderr } = listen();
    hooks.printErr(
      'program exited (with status: 101), but keepRuntimeAlive() is set (counter=0) due to an async operation, so halting execution',
    );
    expect(fatal).toEqual(['Z3 exited with status 101']);
    expect(stderr).toEqual([]);
  });

  it('reports an abort and a worker error as fatal', () => {
    const { hooks, fatal } = listen();
    hooks.onAbort('Cannot enlarge memory arrays to size 2335485952 bytes (OOM).');
    hooks.printErr('Pthread 0x0a1b2c3d sent an error!', 'blob:x:1: RuntimeError: unreachable');
    hooks.printErr(
      'Pthread 0x00c0ffee sent an error! http://127.0.0.1:5173/z3/z3-solver/z3-built.js:588: Uncaught RuntimeError: remainder by zero',
    );
    hooks.printErr('worker sent an error! something else');
    // What the page's pthreads report themselves (z3.worker.ts), through 5.2.0's proxy and 4.8.17's.
    hooks.printErr(
      'worker sent an error! blob:http://127.0.0.1:5173/0f6b5f8e-1c2d:6212: Uncaught RuntimeError: remainder by zero',
    );
    hooks.printErr(
      'Thread 0: worker sent an error! blob:http://127.0.0.1:5173/9a:7001: Uncaught RuntimeError: unreachable',
    );
    hooks.printErr(
      'pthread sent an error! http://127.0.0.1:5173/z3/z3-4817/z3-built.js:12: Uncaught RuntimeError: unreachable',
    );
    expect(fatal).toEqual([
      'Aborted(Cannot enlarge memory arrays to size 2335485952 bytes (OOM).)',
      'a Z3 thread trapped: RuntimeError: unreachable',
      'a Z3 thread trapped: RuntimeError: remainder by zero',
      'worker sent an error! something else',
      'a Z3 thread trapped: RuntimeError: remainder by zero',
      'a Z3 thread trapped: RuntimeError: unreachable',
      'a Z3 thread trapped: RuntimeError: unreachable',
    ]);
  });

  it('passes every other line through as stderr', () => {
    const { hooks, fatal, stderr } = listen();
    hooks.printErr("WARNING: unknown parameter 'nonsense'");
    hooks.print('(- 38.0)');
    expect(fatal).toEqual([]);
    expect(stderr).toEqual(["WARNING: unknown parameter 'nonsense'", '(- 38.0)']);
  });
});
