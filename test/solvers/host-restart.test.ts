// SolverHost restarts with fake workers: which events replace a worker, what the host reports, and that
// the lane answers again afterwards.
import { describe, expect, it } from 'vitest';
import { SolverHost, type HostStatus, type RestartReason, type SpawnedWorker } from '../../src/solvers/host.js';
import type { Lane } from '../../src/solvers/lane.js';
import { RunNotStarted } from '../../src/solvers/outcome.js';
import type { RawRun } from '../../src/solvers/worker-api.js';

const lane: Lane = { id: 'fake', family: 'z3', version: '0', backend: 'wasm', options: [] };

const answer = (stdout: string, extra: Partial<RawRun> = {}): RawRun => ({
  stdout,
  stderr: '',
  exitCode: 0,
  signal: null,
  timedOut: false,
  timeMs: 1,
  ...extra,
});

/**
 * Scripts: `hang` never returns and ignores interrupt(); `slow` returns 'unknown' once interrupted;
 * `trap` traps; `stale` is refused as stale by the first worker, `stale always` by every worker; anything else
 * answers sat.
 */
function fakeSpawner(): { spawn: () => SpawnedWorker; spawned: () => number; terminated: () => number } {
  let spawned = 0;
  let terminated = 0;
  const spawn = (): SpawnedWorker => {
    const id = ++spawned;
    let interrupt: (() => void) | undefined;
    return {
      api: {
        init: () => new Promise((resolve) => setTimeout(() => resolve({ version: 'fake' }), 20)),
        run: (script) => {
          if (script === 'hang') return new Promise<RawRun>(() => {});
          if (script === 'slow')
            return new Promise<RawRun>((resolve) => (interrupt = () => resolve(answer('unknown\n'))));
          if (script === 'trap')
            return Promise.resolve(answer('', { exitCode: null, trap: 'RuntimeError: unreachable' }));
          if ((script === 'stale' && id === 1) || script === 'stale always')
            return Promise.resolve(answer('', { stale: 'forgot the module' }));
          return Promise.resolve(answer('sat\n'));
        },
        interrupt: () => {
          interrupt?.();
          return Promise.resolve();
        },
        describeOptions: () => Promise.resolve(undefined),
      },
      terminate: () => {
        terminated++;
      },
      died: new Promise<string>(() => {}),
    };
  };
  return { spawn, spawned: () => spawned, terminated: () => terminated };
}

function host(warmSpare: boolean) {
  const fake = fakeSpawner();
  const statuses: HostStatus[] = [];
  const restarts: RestartReason[] = [];
  const h = new SolverHost(
    lane,
    fake.spawn,
    { family: 'z3', source: 'fake', options: [] },
    { graceMs: 50, warmSpare, onStatus: (s) => statuses.push(s), onRestart: (r) => restarts.push(r) },
  );
  return { h, fake, statuses, restarts };
}

describe.each([false, true])('SolverHost restarts (warm spare: %s)', (warmSpare) => {
  it('replaces a worker whose query ignores the interrupt, reports it, and answers the next query', async () => {
    const { h, fake, statuses, restarts } = host(warmSpare);
    await h.start();
    statuses.length = 0;
    const hung = await h.run('hang', { timeoutMs: 30 });
    expect(hung.status).toBe('timeout');
    expect(restarts).toEqual(['timeout']);
    expect(h.restarts).toBe(1);
    expect(fake.terminated()).toBe(1);
    // With a warm spare the replacement is ready at once; without one it is still loading.
    expect(statuses).toEqual(warmSpare ? ['busy', 'restarting', 'ready'] : ['busy', 'restarting']);
    const next = await h.run('(check-sat)', { timeoutMs: 1000 });
    expect(next).toMatchObject({ status: 'ok', answers: ['sat'] });
    expect(statuses).toEqual(['busy', 'restarting', 'ready', 'busy', 'ready']);
    h.dispose();
  });

  it('never starts a queued run whose signal aborted before its turn (a stopped campaign posts no more queries)', async () => {
    const { h } = host(warmSpare);
    await h.start();
    const drop = new AbortController();
    const first = h.run('slow', { timeoutMs: 30, signal: drop.signal });
    const queued = h.run('(check-sat)', { timeoutMs: 1000, signal: drop.signal });
    await new Promise((r) => setTimeout(r, 5)); // the first run has started
    drop.abort();
    // The run already started goes on to its end; the queued one is dropped, and the lane answers the next.
    expect((await first).status).toBe('timeout');
    await expect(queued).rejects.toThrow(RunNotStarted);
    expect((await h.run('(check-sat)', { timeoutMs: 1000 })).answers).toEqual(['sat']);
    h.dispose();
  });

  it('keeps the worker when an interrupted query stops within the grace period', async () => {
    const { h, fake, statuses, restarts } = host(warmSpare);
    await h.start();
    statuses.length = 0;
    expect((await h.run('slow', { timeoutMs: 30 })).status).toBe('timeout');
    expect(restarts).toEqual([]);
    expect(h.restarts).toBe(0);
    expect(fake.terminated()).toBe(0);
    expect(statuses).toEqual(['busy', 'ready']);
    h.dispose();
  });

  it('counts a crash as a restart of its own kind', async () => {
    const { h, restarts } = host(warmSpare);
    await h.start();
    expect((await h.run('trap', { timeoutMs: 1000 })).status).toBe('crash');
    expect((await h.run('hang', { timeoutMs: 30 })).status).toBe('timeout');
    expect(restarts).toEqual(['crash', 'timeout']);
    expect(h.restarts).toBe(2);
    expect((await h.run('(check-sat)', { timeoutMs: 1000 })).answers).toEqual(['sat']);
    h.dispose();
  });

  it('runs a script again on a fresh worker when the worker is stale; stale again, the run is refused', async () => {
    const { h, fake, restarts } = host(warmSpare);
    await h.start();
    // the first worker cannot run it; the one that replaces it answers
    expect(await h.run('stale', { timeoutMs: 1000 })).toMatchObject({ status: 'ok', answers: ['sat'] });
    expect(restarts).toEqual(['stale']);
    expect(fake.terminated()).toBe(1);
    const refused = await h.run('stale always', { timeoutMs: 1000 });
    expect(refused).toMatchObject({ status: 'error', errorKind: 'option', answers: [] });
    expect(refused.message).toMatch(/forgot the module/);
    expect(restarts).toEqual(['stale', 'stale', 'stale']);
    expect((await h.run('(check-sat)', { timeoutMs: 1000 })).answers).toEqual(['sat']);
    h.dispose();
  });
});
