// The outcomes `smtplay bisect` keeps on disk: the same lane, text and timeout run once; timeouts are not kept;
// --fresh runs again; a file whose key differs (a hash collision, a hand edit) is not trusted.
import { mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { cachedRunLane } from '../../src/cli/outcome-cache.js';
import type { OutcomeStatus } from '../../src/solvers/outcome.js';
import type { RunLane } from '../../src/solvers/runner.js';
import { outcome } from '../support/outcome.js';

function counting(status: OutcomeStatus = 'ok'): { run: RunLane; calls: () => number } {
  let calls = 0;
  const run: RunLane = async (laneId, text) => {
    calls++;
    return outcome(laneId, { status, answers: status === 'ok' ? ['sat'] : [], stdout: text, timeMs: 3 });
  };
  return { run, calls: () => calls };
}

describe('cachedRunLane', () => {
  it('runs a lane on a text with a timeout once, and keeps apart what differs', async () => {
    const env = { SMTPLAY_CACHE: mkdtempSync(join(tmpdir(), 'smtplay-cache-')) };
    const inner = counting();
    const run = cachedRunLane(inner.run, { env });
    const first = await run('z3@4.12.2', '(check-sat)', { timeoutMs: 1000 });
    expect(await run('z3@4.12.2', '(check-sat)', { timeoutMs: 1000 })).toEqual(first);
    expect(inner.calls()).toBe(1);
    await run('z3@4.13.0', '(check-sat)', { timeoutMs: 1000 });
    await run('z3@4.12.2', '(check-sat)\n', { timeoutMs: 1000 });
    await run('z3@4.12.2', '(check-sat)', { timeoutMs: 2000 });
    await run('z3@4.12.2', '(check-sat)', { timeoutMs: 1000, produceModel: true });
    expect(inner.calls()).toBe(5);
    // A lane run on its base lane with a finding's drawn options is another run than the base lane's own.
    await run('z3@4.12.2', '(check-sat)', { timeoutMs: 1000, options: ['smt.relevancy=0'] });
    await run('z3@4.12.2', '(check-sat)', { timeoutMs: 1000, options: ['smt.relevancy=1'] });
    await run('z3@4.12.2', '(check-sat)', { timeoutMs: 1000, options: ['smt.relevancy=0'] });
    expect(inner.calls()).toBe(7);
    const fresh = counting();
    await cachedRunLane(fresh.run, { env, fresh: true })('z3@4.12.2', '(check-sat)', { timeoutMs: 1000 });
    expect(fresh.calls()).toBe(1);
    // A run made again to see whether an intermittent bug shows (oracles/intermittent.ts) is run, not read.
    await run('z3@4.12.2', '(check-sat)', { timeoutMs: 1000, again: true });
    await run('z3@4.12.2', '(check-sat)', { timeoutMs: 1000, again: true });
    expect(inner.calls()).toBe(9);
  });

  it('does not keep timeouts, and does not trust a file whose key differs', async () => {
    const env = { SMTPLAY_CACHE: mkdtempSync(join(tmpdir(), 'smtplay-cache-')) };
    const slow = counting('timeout');
    const run = cachedRunLane(slow.run, { env });
    await run('z3', 'a', { timeoutMs: 1 });
    await run('z3', 'a', { timeoutMs: 1 });
    expect(slow.calls()).toBe(2);

    const inner = counting();
    const cached = cachedRunLane(inner.run, { env });
    await cached('z3', 'b', { timeoutMs: 1 });
    const dir = join(env.SMTPLAY_CACHE, 'outcomes');
    const [file] = readdirSync(dir);
    const entry = JSON.parse(readFileSync(join(dir, file!), 'utf8')) as { key: { text: string } };
    writeFileSync(join(dir, file!), JSON.stringify({ ...entry, key: { ...entry.key, text: 'other' } }));
    await cached('z3', 'b', { timeoutMs: 1 });
    expect(inner.calls()).toBe(2);
  });
});
