// The turns in flight alone (no solver: the work is promises this test settles): recorded in the order they
// were handed out whatever order they settle in, a dropped run leaves its turn unrecorded, a failure fails the
// campaign once every run has settled, and the waits end when they should.
import { describe, expect, it } from 'vitest';
import { InFlight } from '../../src/scheduling/in-flight.js';
import { RunNotStarted } from '../../src/solvers/outcome.js';

/** A promise this test settles by hand. */
function later<T>() {
  let resolve!: (value: T) => void;
  let reject!: (reason: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

const tick = () => new Promise<void>((r) => setImmediate(r));

describe('InFlight', () => {
  it('records turns in the order they were handed out, whichever settles first', async () => {
    const q = new InFlight(4);
    const recorded: number[] = [];
    const works = [later<number>(), later<number>(), later<number>()];
    works.forEach((w, turn) =>
      q.launch(
        turn,
        () => w.promise,
        (r) => void recorded.push(r),
      ),
    );
    works[2]!.resolve(2);
    works[1]!.resolve(1);
    await tick();
    expect(recorded).toEqual([]);
    works[0]!.resolve(0);
    await q.finish();
    expect(recorded).toEqual([0, 1, 2]);
  });

  it('counts the turns running against the lookahead', async () => {
    const q = new InFlight(2);
    const a = later<void>();
    const b = later<void>();
    q.launch(
      0,
      () => a.promise,
      () => {},
    );
    expect(q.full).toBe(false);
    q.launch(
      1,
      () => b.promise,
      () => {},
    );
    expect(q.full).toBe(true);
    const woken = q.untilSettled(Infinity);
    b.resolve();
    await woken;
    expect(q.full).toBe(false);
    a.resolve();
    await q.finish();
  });

  it('ends a wait at its deadline when nothing settles', async () => {
    const q = new InFlight(1);
    const a = later<void>();
    q.launch(
      0,
      () => a.promise,
      () => {},
    );
    await q.untilSettled(0);
    expect(q.full).toBe(true);
    a.resolve();
    await q.finish();
  });

  it('waits for the turns up to one, not for later ones', async () => {
    const q = new InFlight(4);
    const recorded: number[] = [];
    const works = [later<number>(), later<number>(), later<number>()];
    works.forEach((w, turn) =>
      q.launch(
        turn,
        () => w.promise,
        (r) => void recorded.push(r),
      ),
    );
    works[0]!.resolve(0);
    works[1]!.resolve(1);
    await q.recordedThrough(1);
    expect(recorded).toEqual([0, 1]);
    works[2]!.resolve(2);
    await q.finish();
    expect(recorded).toEqual([0, 1, 2]);
  });

  it('leaves a dropped run unrecorded, after the signal every droppable run is given', async () => {
    const q = new InFlight(4);
    const recorded: string[] = [];
    const dropped = later<string>();
    q.signal.addEventListener('abort', () => dropped.reject(new RunNotStarted()));
    q.launch(
      0,
      () => Promise.resolve('ran'),
      (r) => void recorded.push(r),
      true,
    );
    q.launch(
      1,
      () => dropped.promise,
      (r) => void recorded.push(r),
      true,
    );
    q.launch(
      2,
      () => Promise.resolve('after'),
      (r) => void recorded.push(r),
      true,
    );
    expect(q.signal.aborted).toBe(false);
    q.dropQueued();
    expect(q.signal.aborted).toBe(true);
    await q.finish();
    expect(recorded).toEqual(['ran', 'after']);
  });

  it('fails on a run that was not started when its turn may not be dropped', async () => {
    const q = new InFlight(4);
    q.launch(
      0,
      () => Promise.reject(new RunNotStarted()),
      () => {},
    );
    await expect(q.finish()).rejects.toBeInstanceOf(RunNotStarted);
  });

  it('fails on a failed run only once every earlier turn is recorded', async () => {
    const q = new InFlight(4);
    const recorded: number[] = [];
    const first = later<number>();
    q.launch(
      0,
      () => first.promise,
      (r) => void recorded.push(r),
    );
    q.launch(
      1,
      () => Promise.reject(new Error('the pool broke')),
      () => {},
    );
    await tick();
    first.resolve(0);
    await expect(q.finish()).rejects.toThrow('the pool broke');
    expect(recorded).toEqual([0]);
  });
});
