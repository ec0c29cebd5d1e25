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
    expect(fatal).toEqual([
      'Aborted(Cannot enlarge memory arrays to size 2335485952 bytes (OOM).)',
      'Pthread 0x0a1b2c3d sent an error! blob:x:1: RuntimeError: unreachable',
    ]);
  });

  it('passes every other line through as stderr', () => {
    const { hooks, fatal, stderr } = listen();
    hooks.printErr("WARNING: unknown parameter 'nonsense'");
    expect(fatal).toEqual([]);
    expect(stderr).toEqual(["WARNING: unknown parameter 'nonsense'"]);
  });
});
