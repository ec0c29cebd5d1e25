// Is a finding still live in the newest release of its solver this page runs (the newest Z3 it ships, its CVC5
// build)? Each finding the page stores is run on it once (the hand-over's live step, handover/pipeline.ts, with its
// options), so the list says `live in Z3 5.2.0` or `fixed by Z3 5.2.0`.
// When: a queue, one check at a time, that waits while a campaign (or a reduction, or a bisection) has the lanes:
// a campaign keeps every lane busy, and a check run beside it would queue behind its mutants on the same solver
// and slow it, for an answer nobody needs before the campaign ends. Opening a finding's report asks for its check
// at once (first in line, even during a campaign): a report must not be offered for a bug the newest release no
// longer shows. Environment-neutral (a RunLane in), so it is tested in Node.
import type { Finding } from '../finding/record.js';
import { reportedRecord } from '../finding/reduction.js';
import { handOver } from '../handover/pipeline.js';
import type { LiveCheck, NewestReleases } from '../finding/live-verdict.js';
import type { RunLane } from '../solvers/runner.js';

export interface LiveQueueDeps {
  run: RunLane;
  /** The newest releases the page runs, per solver (asked at each check: the CVC5 build is found after start). */
  newest(): NewestReleases;
  /** Whether the lanes are free for background checks (no campaign, reduction or bisection). */
  idle(): boolean;
  /** Keeps a check with its finding (the record as stored now, patched). */
  /** Keeps a check with the stored finding `id`; `checked` is the record that ran (its reduced form, maybe). */
  keep(id: string, live: LiveCheck, checked: Finding): Promise<void>;
  /** The ids waiting or being checked, as they change. */
  onChange?(pending: readonly string[]): void;
  /** Once the queue is empty (e.g. to stop the solvers started only for the checks). */
  drained?(): Promise<void>;
  now?: () => Date;
}

interface Waiter {
  promise: Promise<LiveCheck>;
  resolve(live: LiveCheck): void;
  reject(e: unknown): void;
}

function waiter(): Waiter {
  let resolve: (live: LiveCheck) => void = () => undefined;
  let reject: (e: unknown) => void = () => undefined;
  const promise = new Promise<LiveCheck>((res, rej) => ((resolve = res), (reject = rej)));
  return { promise, resolve, reject };
}

export class LiveQueue {
  private readonly waiting: Finding[] = [];
  /** The checks a person waits for (a report), by finding id. */
  private readonly wanted = new Map<string, Waiter>();
  /** The check under way. */
  private current: { id: string; done: Promise<LiveCheck> } | undefined;
  private working = false;

  constructor(private readonly deps: LiveQueueDeps) {}

  /** The ids waiting or being checked. */
  get pending(): string[] {
    return [...(this.current ? [this.current.id] : []), ...this.waiting.map((f) => f.id)];
  }

  private changed(): void {
    this.deps.onChange?.(this.pending);
  }

  /** Checks `f` when the lanes are free, unless it was checked or is waiting already. */
  enqueue(f: Finding): void {
    if (f.live || this.current?.id === f.id || this.waiting.some((w) => w.id === f.id)) return;
    this.waiting.push(f);
    this.changed();
    void this.work();
  }

  /** Checks `f` next (a person waits for it), whatever the lanes are doing; its check once done. */
  now(f: Finding): Promise<LiveCheck> {
    if (this.current?.id === f.id) return this.current.done;
    let w = this.wanted.get(f.id);
    if (!w) {
      w = waiter();
      this.wanted.set(f.id, w);
      const i = this.waiting.findIndex((x) => x.id === f.id);
      if (i >= 0) this.waiting.splice(i, 1);
      this.waiting.unshift(f);
      this.changed();
      void this.work();
    }
    return w.promise;
  }

  /** The lanes may be free again (a campaign ended): the waiting checks go on. */
  resume(): void {
    void this.work();
  }

  private async work(): Promise<void> {
    if (this.working) return;
    this.working = true;
    try {
      for (;;) {
        const next = this.waiting[0];
        if (!next) break;
        // Background checks wait for free lanes; one a person asked for does not.
        if (!this.deps.idle() && !this.wanted.has(next.id)) break;
        this.waiting.shift();
        const w = this.wanted.get(next.id);
        this.wanted.delete(next.id);
        const done = this.check(next);
        this.current = { id: next.id, done };
        this.changed();
        try {
          // Awaited first: `w?.resolve(await done)` would skip the await itself when nobody waits.
          const live = await done;
          w?.resolve(live);
        } catch (e) {
          w?.reject(e);
        } finally {
          this.current = undefined;
          this.changed();
        }
      }
    } finally {
      this.working = false;
    }
    if (this.waiting.length === 0 && this.deps.idle()) await this.deps.drained?.();
  }

  /**
   * The hand-over's live step (handover/pipeline.ts, as `smtplay report` and `triage` run it): the finding and, when
   * it keeps one, its reduced record; each check kept with the stored finding, the reported record's returned.
   */
  private async check(f: Finding): Promise<LiveCheck> {
    const run = this.deps.run;
    const { finding: checked } = await handOver(
      f,
      { lanesOf: (_finding, work) => work(run), run },
      { live: { newest: this.deps.newest() }, ...(this.deps.now ? { now: this.deps.now } : {}) },
    );
    await this.deps.keep(f.id, checked.live!, f);
    const reduced = checked.reduction?.finding;
    if (reduced?.live && f.reduction?.finding) await this.deps.keep(f.id, reduced.live, f.reduction.finding);
    return reportedRecord(checked).live!;
  }
}
