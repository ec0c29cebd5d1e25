// The page's live checks (ui-state/live-queue.ts) with stand-in lanes: each stored finding is run once on the newest
// release, one at a time, only while the lanes are free (not beside a campaign); a report asks for its check at
// once, even during a campaign, and shares a check already under way.
import { describe, expect, it } from 'vitest';
import type { LiveCheck } from '../../src/finding/live-verdict.js';
import type { Outcome } from '../../src/solvers/outcome.js';
import { LiveQueue } from '../../src/ui-state/live-queue.js';
import { findingFrom } from '../support/findings.js';
import { answered, outcome } from '../support/outcome.js';

const DIFF = { kind: 'differential', expected: null } as const;
const mutant = (tag: string) => `(declare-const ${tag} Int)\n(check-sat)\n`;
/** Z3 4.8.17 crashes; Z3 5.2.0 answers sat: fixed in the newest release. Each tag is another bug (its words). */
const oldCrash = (tag: string) =>
  findingFrom(mutant(tag), DIFF, [
    outcome('z3@4.8.17', { status: 'crash', message: `RuntimeError: unreachable in ${tag}` }),
    answered('z3@5.2.0', 'sat'),
  ])!;

function queue(idle: { now: boolean }) {
  const ran: string[] = [];
  const kept: [string, LiveCheck][] = [];
  let drained = 0;
  // The old release crashes in the same words as when the finding was made (the same bug, oracles/same-bug.ts).
  const run = (laneId: string, text: string): Promise<Outcome> => {
    ran.push(laneId);
    const tag = /declare-const (\w+)/.exec(text)?.[1] ?? '';
    return Promise.resolve(
      laneId === 'z3@4.8.17'
        ? outcome(laneId, { status: 'crash', message: `RuntimeError: unreachable in ${tag}` })
        : answered(laneId, 'sat'),
    );
  };
  const q = new LiveQueue({
    run,
    newest: () => ({ z3: ['z3@5.2.0'] }),
    idle: () => idle.now,
    keep: (id, live) => (kept.push([id, live]), Promise.resolve()),
    drained: () => (drained++, Promise.resolve()),
  });
  return { q, ran, kept, drained: () => drained };
}

const settle = () => new Promise((r) => setTimeout(r, 0));

describe('live checks', () => {
  it('check a stored finding on the newest release once the lanes are free, once', async () => {
    const idle = { now: false };
    const { q, ran, kept, drained } = queue(idle);
    const f = oldCrash('a');
    q.enqueue(f);
    q.enqueue(f);
    await settle();
    // A campaign holds the lanes: nothing runs, the finding waits.
    expect(ran).toEqual([]);
    expect(q.pending).toEqual([f.id]);
    idle.now = true;
    q.resume();
    await settle();
    expect(kept).toHaveLength(1);
    expect(kept[0]![1]).toMatchObject({
      verdict: 'fixed',
      release: '5.2.0',
      text: 'fixed by Z3 5.2.0 (seen on Z3 4.8.17)',
    });
    expect(q.pending).toEqual([]);
    expect(drained()).toBe(1);
    // Checked: enqueued again with its check, it is not run again.
    const runs = ran.length;
    q.enqueue({ ...f, live: kept[0]![1] });
    await settle();
    expect(ran).toHaveLength(runs);
  });

  it('run a check a person waits for at once, even while a campaign holds the lanes, first in line', async () => {
    const idle = { now: false };
    const { q, kept } = queue(idle);
    const waiting = oldCrash('b');
    const asked = oldCrash('c');
    q.enqueue(waiting);
    const live = await q.now(asked);
    expect(live.verdict).toBe('fixed');
    expect(kept.map(([id]) => id)).toEqual([asked.id]);
    expect(q.pending).toEqual([waiting.id]);
  });

  it('share a check already under way with a person who asks for it', async () => {
    const idle = { now: true };
    const { q, kept } = queue(idle);
    const f = oldCrash('d');
    q.enqueue(f);
    const [a, b] = await Promise.all([q.now(f), q.now(f)]);
    expect(a).toEqual(b);
    expect(kept).toHaveLength(1);
  });

  it('check a finding and its reduced record, as the hand-over does, and keep both; the reported one is returned', async () => {
    const { q, kept } = queue({ now: true });
    const found = oldCrash('d');
    const reduced = { ...oldCrash('d'), mutant: '(declare-const d Int)\n', origin: 'reduced' as const };
    const f = { ...found, reduction: { finding: reduced, at: '2026-12-01T00:00:00.000Z' } };
    const live = await q.now(f);
    expect(kept.map(([id]) => id)).toEqual([f.id, f.id]);
    expect(kept.map(([, l]) => l.verdict)).toEqual(['fixed', 'fixed']);
    expect(live).toBe(kept[1]![1]);
  });
});
