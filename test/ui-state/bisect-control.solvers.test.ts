// The playground's Bisect controller on real Z3 releases (WebAssembly in Node worker_threads, the builds the
// page ships, fetched into the cache as `smtplay bisect` fetches them): the z3str3 disagreement between Z3
// 5.2.0 and Z3 4.8.17 kept as a fixture shows on 4.8.17 … 4.13.3 and not from 4.13.4 on; verdicts arrive one
// by one, and the finding comes back with its range. Too few releases, a finding that does not show, and a
// cancel each end without a range.
import { beforeAll, describe, expect, it } from 'vitest';
import type { Finding } from '../../src/finding/record.js';
import { ensureZ3Releases } from '../../src/cli/lanes.js';
import { oneShotRunLane } from '../../src/cli/lane-runner.js';
import { BisectSession, type BisectView } from '../../src/ui-state/bisect-control.js';
import { loadFindingFixture, Z3STR3_DISAGREEMENT } from '../support/finding-fixture.js';
import { findingFrom } from '../support/findings.js';

const RELEASES = ['5.2.0', '4.13.4', '4.13.3', '4.8.17'];
const run = oneShotRunLane();
let finding: Finding;

beforeAll(async () => {
  await ensureZ3Releases(RELEASES);
  const fixture = loadFindingFixture(Z3STR3_DISAGREEMENT);
  const outcomes = await Promise.all(fixture.lanes.map((l) => run(l, fixture.mutant, { timeoutMs: 20_000 })));
  const f = findingFrom(fixture.mutant, { kind: 'differential', expected: null }, outcomes, 20_000);
  if (!f) throw new Error(`the fixture shows no finding: ${outcomes.map((o) => o.answers.join(' ')).join(' / ')}`);
  finding = f;
});

describe('BisectSession', () => {
  it('finds the release that fixed the z3str3 bug, verdict by verdict', async () => {
    const views: BisectView[] = [];
    const session = new BisectSession(finding, RELEASES, (v) => views.push(v));
    expect(session.view.versions).toEqual(['4.8.17', '4.13.3', '4.13.4', '5.2.0']);
    const view = await session.run(run);
    expect(view.phase).toBe('done');
    expect(view.bisection?.range.text).toBe('fixed: last bad 4.13.3, first fixed 4.13.4');
    expect(view.verdicts.map((v) => `${v.version} ${v.verdict}`)).toEqual([
      '4.8.17 bad',
      '4.13.3 bad',
      '4.13.4 good',
      '5.2.0 good',
    ]);
    expect(view.bisection?.varied).toEqual(['z3@4.8.17+smt.string_solver=z3str3']);
    // Each verdict was shown as it came in, before the range.
    expect(views.filter((v) => v.phase === 'running').map((v) => v.verdicts.length)).toEqual([1, 2, 3, 4]);
    expect(view.finding?.bisect?.range).toEqual(view.bisection?.range);
    expect(view.finding?.id).toBe(finding.id);
  });

  it('needs two releases', async () => {
    const view = await new BisectSession(finding, ['5.2.0']).run(run);
    expect(view.phase).toBe('failed');
    expect(view.message).toMatch(/ships 1 Z3 release\(s\): nothing to bisect.*smtplay bisect/);
  });

  it('refuses a finding that no longer shows on its own lanes', async () => {
    const fixed = { ...finding, mutant: '(declare-const x Int)\n(assert (> x 0))\n(check-sat)\n' };
    const view = await new BisectSession(fixed, RELEASES).run(run);
    expect(view.phase).toBe('failed');
    expect(view.message).toMatch(/does not show on its own lanes/);
    expect(view.finding).toBeUndefined();
  });

  it('cancels: no range is recorded', async () => {
    const session = new BisectSession(finding, RELEASES, (v) => {
      if (v.verdicts.length === 1) session.cancel();
    });
    const view = await session.run(run);
    expect(view.phase).toBe('cancelled');
    expect(view.bisection).toBeUndefined();
    expect(view.finding).toBeUndefined();
    expect(view.verdicts).toHaveLength(1);
  });
});
