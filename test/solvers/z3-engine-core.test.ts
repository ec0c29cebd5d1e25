// Z3Engine against a stand-in module: what it hands to Z3, in which order, and how it reports
// failures that are hard to provoke in the real WASM build.
import { describe, expect, it } from 'vitest';
import { Z3Engine } from '../../src/solvers/z3/engine.js';
import type { Z3Module } from '../../src/solvers/z3/module-types.js';

type Reply = { output: string } | { reject: unknown } | 'never';

/** A module whose "pthread" answers each call with the next reply, after a macrotask. */
function fakeModule(replies: Reply[] = []) {
  const heap = new Uint8Array(1 << 16);
  let nextPointer = 8;
  const log: string[] = [];
  const scripts: string[] = [];
  const live = new Set<number>();
  let running = 0;
  let maxRunning = 0;
  const module: Z3Module = {
    Z3: {
      mk_config: () => 1,
      del_config: () => undefined,
      mk_context_rc: () => {
        log.push('mk_context');
        return 100 + log.length;
      },
      del_context: () => void log.push('del_context'),
      global_param_set: (name, value) => void log.push(`set ${name}=${value}`),
      global_param_reset_all: () => void log.push('reset_all'),
      interrupt: (context) => void log.push(`interrupt ${context}`),
      get_full_version: () => 'Z3 9.8.7.0',
    },
    em: {
      HEAPU8: heap,
      _malloc: (bytes) => {
        const pointer = nextPointer;
        nextPointer += bytes;
        live.add(pointer);
        return pointer;
      },
      _free: (pointer) => void live.delete(pointer),
      _async_Z3_eval_smtlib2_string: () => undefined,
      async_call: (_fn, _context, pointer = 0) => {
        const end = heap.indexOf(0, pointer);
        scripts.push(new TextDecoder().decode(heap.subarray(pointer, end)));
        maxRunning = Math.max(maxRunning, ++running);
        const reply = replies.shift() ?? { output: 'sat\n' };
        if (reply === 'never') return new Promise(() => undefined);
        return new Promise((resolve, reject) =>
          setTimeout(() => {
            running--;
            if ('output' in reply) resolve(reply.output);
            else reject(reply.reject);
          }, 1),
        );
      },
      PThread: { terminateAllThreads: () => void log.push('terminateAllThreads') },
    },
  };
  return { module, log, scripts, live, maxRunning: () => maxRunning };
}

describe('Z3Engine (stand-in module)', () => {
  it('reports the version without the "Z3 " prefix', () => {
    expect(new Z3Engine(fakeModule().module).version).toBe('9.8.7.0');
  });

  it('copies the script to the heap as NUL-terminated UTF-8 and frees it after the call', async () => {
    const fake = fakeModule([{ output: 'ünï\n' }]);
    const engine = new Z3Engine(fake.module);
    await expect(engine.evalSmtlib('(echo "ünï→")')).resolves.toBe('ünï\n');
    expect(fake.scripts).toEqual(['(echo "ünï→")']);
    expect(fake.live.size).toBe(0);
  });

  it('gives every call a fresh context with default params plus setParam ones', async () => {
    const fake = fakeModule();
    const engine = new Z3Engine(fake.module);
    engine.setParam('timeout', '3000');
    await engine.evalSmtlib('(check-sat)');
    engine.reset();
    await engine.evalSmtlib('(check-sat)');
    expect(fake.log).toEqual([
      'reset_all',
      'set timeout=3000',
      'mk_context',
      'del_context',
      'reset_all',
      'mk_context',
      'del_context',
    ]);
  });

  it('runs calls issued together one at a time, in order', async () => {
    const fake = fakeModule(Array.from({ length: 10 }, (_, i) => ({ output: `${i}\n` })));
    const engine = new Z3Engine(fake.module);
    const outputs = await Promise.all(Array.from({ length: 10 }, (_, i) => engine.evalSmtlib(`(echo "${i}")`)));
    expect(outputs).toEqual(Array.from({ length: 10 }, (_, i) => `${i}\n`));
    expect(fake.scripts).toEqual(Array.from({ length: 10 }, (_, i) => `(echo "${i}")`));
    expect(fake.maxRunning()).toBe(1);
  });

  it('turns a rejection (even a bare string) into an Error with the message kept, then carries on', async () => {
    const fake = fakeModule([{ reject: 'failed with unknown exception' }, { reject: new Error('Z3 says no') }]);
    const engine = new Z3Engine(fake.module);
    const first = engine.evalSmtlib('(check-sat)');
    const second = engine.evalSmtlib('(check-sat)');
    const third = engine.evalSmtlib('(check-sat)');
    await expect(first).rejects.toThrow(/^failed with unknown exception$/);
    await expect(first).rejects.toBeInstanceOf(Error);
    await expect(second).rejects.toThrow('Z3 says no');
    await expect(third).resolves.toBe('sat\n');
    expect(fake.live.size).toBe(0);
  });

  it('interrupts the context of the running call, and nothing when idle', async () => {
    const fake = fakeModule();
    const engine = new Z3Engine(fake.module);
    engine.interrupt();
    const call = engine.evalSmtlib('(check-sat)');
    await Promise.resolve();
    engine.interrupt();
    await call;
    expect(fake.log.filter((l) => l.startsWith('interrupt'))).toEqual(['interrupt 102']);
  });

  it('fail() rejects the call that will never settle and every later one, without touching the heap', async () => {
    const fake = fakeModule(['never']);
    const engine = new Z3Engine(fake.module);
    const hung = engine.evalSmtlib('(check-sat)');
    const queued = engine.evalSmtlib('(check-sat)');
    await new Promise((r) => setTimeout(r, 5));
    engine.fail(new Error('Z3 exited with status 101'));
    await expect(hung).rejects.toThrow('Z3 exited with status 101');
    await expect(queued).rejects.toThrow('Z3 exited with status 101');
    await expect(engine.evalSmtlib('(check-sat)')).rejects.toThrow('Z3 exited with status 101');
    expect(engine.failed?.message).toBe('Z3 exited with status 101');
    expect(fake.log).not.toContain('del_context');
  });

  it('close() stops the threads and rejects later calls', async () => {
    const fake = fakeModule();
    const engine = new Z3Engine(fake.module);
    engine.close();
    expect(fake.log).toContain('terminateAllThreads');
    await expect(engine.evalSmtlib('(check-sat)')).rejects.toThrow('Z3 engine closed');
  });
});
