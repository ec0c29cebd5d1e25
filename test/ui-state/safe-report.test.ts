// Safe reporting for a class (issue 38): a finding the tracker already holds (cvc5 #9697) shows that issue and its
// status, never a new-issue address; a report from any lane of the page names the version its build reported (the
// page's CVC5 lane has none in its id), never "unknown version" or "undefined"; Bisect is offered only where a Z3
// lane misbehaved, and says why not otherwise.
import { describe, expect, it } from 'vitest';
import { makeFinding, solverInfo, type Finding } from '../../src/finding/record.js';
import type { ReportContext } from '../../src/finding/report/index.js';
import type { Oracle } from '../../src/mutators/types.js';
import { judge } from '../../src/oracles/index.js';
import { parseScript } from '../../src/smtlib/parser.js';
import { parseLane } from '../../src/solvers/lane-spec.js';
import type { Outcome } from '../../src/solvers/outcome.js';
import { bisectOffer } from '../../src/ui-state/bisect-control.js';
import { defaultLaneChoices } from '../../src/ui-state/lanes.js';
import { reportViewOf } from '../../src/ui-state/report-view.js';
import { answered, outcome } from '../support/outcome.js';

const CONTEXT: ReportContext = { platform: 'Linux x86_64', host: 'Chromium 140', link: 'https://example.org/#s=abc' };
const DIFFERENTIAL: Oracle = { kind: 'differential', expected: null };

/** What each build of the page says of itself when its worker starts (Z3's npm builds print their own numbers). */
const REPORTED: Readonly<Record<string, string>> = { 'z3@5.2.0': '5.1.0.0', 'z3@4.8.17': '4.8.17.0', cvc5: '1.3.2' };

/** A finding as the page makes it: each lane's solver info with the version its build reported. */
function pageFinding(mutant: string, outcomes: readonly Outcome[]): Finding {
  const parsed = parseScript(mutant);
  const raw = judge(parsed.ok ? parsed.value : undefined, DIFFERENTIAL, outcomes).findings[0];
  if (!raw) throw new Error('no finding');
  return makeFinding({
    raw,
    logic: 'none',
    rules: [],
    origin: 'campaign',
    mutant,
    seed: mutant,
    oracle: DIFFERENTIAL,
    outcomes,
    solvers: outcomes.map((o) => {
      const lane = parseLane(o.laneId);
      if (!lane.ok) throw new Error(lane.error.message);
      return solverInfo(lane.value, REPORTED[o.laneId]);
    }),
    timeoutMs: 5000,
  });
}

const ROUNDING =
  '(declare-const d (_ FloatingPoint 11 53))\n(assert (distinct ((_ fp.to_sbv 1) RNE d) #b0))\n(check-sat)\n';
const PLAIN = '(declare-const n Int)\n(assert (> (* n n) 3))\n(check-sat)\n';

describe('safe reporting in the page', () => {
  it('shows the known cvc5 #9697 with its status and address, and offers no new issue', () => {
    const f = pageFinding(ROUNDING, [
      outcome('cvc5', { status: 'crash', message: 'RuntimeError: memory access out of bounds' }),
      answered('z3@5.2.0', 'sat'),
    ]);
    const v = reportViewOf(f, CONTEXT, {}, { askedId: f.id });
    expect(v.known).toMatchObject({ name: 'cvc5 #9697', status: 'fixed on main' });
    expect(v.known?.url).toBe('https://github.com/cvc5/cvc5/issues/9697');
    expect(v.report).toBeUndefined();
    expect(v.issue).toBeUndefined();
    // Not even "report anyway": the tracker has it.
    expect(v.canForce).toBe(false);
    expect(reportViewOf(f, CONTEXT, { force: true }, { askedId: f.id }).issue).toBeUndefined();
  });

  it('the same crash on another construct is new, with a report', () => {
    const f = pageFinding(PLAIN, [
      outcome('cvc5', { status: 'crash', message: 'RuntimeError: memory access out of bounds' }),
      answered('z3@5.2.0', 'sat'),
    ]);
    const v = reportViewOf(f, CONTEXT, {}, { askedId: f.id });
    expect(v.known).toBeUndefined();
    expect(v.issue?.url).toMatch(/^https:\/\/github\.com\/cvc5\/cvc5\/issues\/new/);
  });

  it.each(defaultLaneChoices().map((c) => c.base))(
    'a crash on the page lane %s reports its version, never "unknown version" or "undefined"',
    (lane) => {
      const other = lane === 'z3@5.2.0' ? 'cvc5' : 'z3@5.2.0';
      const f = pageFinding(PLAIN, [
        outcome(lane, { status: 'crash', message: 'RuntimeError: unreachable executed' }),
        answered(other, 'sat'),
      ]);
      const v = reportViewOf(f, CONTEXT, {}, { askedId: f.id });
      expect(v.held).toBeUndefined();
      const body = v.report?.body ?? '';
      expect(body.length).toBeGreaterThan(0);
      expect(body).not.toMatch(/unknown version|undefined/i);
      expect(body).toContain(lane === 'cvc5' ? '1.3.2' : lane.slice(3));
    },
  );

  it('offers Bisect on a Z3 finding, and says why not on a CVC5 one', () => {
    expect(bisectOffer({ kind: 'crash', lanes: ['z3@5.2.0'] })).toEqual({ ok: true });
    const cvc5 = bisectOffer({ kind: 'crash', lanes: ['cvc5'] });
    expect(cvc5.ok).toBe(false);
    expect(!cvc5.ok && cvc5.why).toMatch(/one CVC5 build/);
    // An unknown of CVC5 against a Z3 that decided: the lane that gave up is CVC5's.
    expect(bisectOffer({ kind: 'incompleteness', lanes: ['cvc5', 'z3@5.2.0'] }).ok).toBe(false);
    expect(bisectOffer({ kind: 'soundness', lanes: ['z3@4.8.17', 'z3@5.2.0'] }, ['5.2.0']).ok).toBe(false);
  });
});
