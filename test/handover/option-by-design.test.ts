// A wrong answer on a Z3 lane that ran with an option that changes what Z3 decides by design (z3-params.ts BY_DESIGN)
// is no bug. At the heads (head-public-11), Z3 main under rewriter.hi_fp_unspecified=true answered unsat where Z3 5.2.0
// answered sat, on a formula whose truth hangs on fp.to_sbv of NaN (a value SMT-LIB leaves open, the option fixes), and
// the hand-over offered Z3 5.2.0's sat as a wrong answer. Such options are no longer drawn, and the one report decision
// holds a record that carries one. Our formula: the exponent is fp.to_sbv of NaN, so the float is a NaN for some value.
import { describe, expect, it } from 'vitest';
import { reportOf } from '../../src/handover/report-decision.js';
import { BY_DESIGN, byDesignOption } from '../../src/solvers/options/z3-params.js';
import { findingFrom } from '../support/findings.js';
import { outcome } from '../support/outcome.js';

const NAN_EXPONENT =
  '(set-logic QF_FP)\n(assert (fp.isNaN (fp #b1 ((_ fp.to_sbv 3) RNE (_ NaN 3 5)) #x3)))\n(check-sat)\n';
const HEAD = 'native:z3@main-aaf2464+model_validate=true';

const found = (headOptions: string, kind: 'answers' | 'crash') =>
  findingFrom(NAN_EXPONENT, { kind: 'differential', expected: null }, [
    outcome('z3@5.2.0+model_validate=true', { answers: ['sat'], stdout: 'sat\n' }),
    kind === 'crash'
      ? outcome(`${HEAD}+${headOptions}`, { status: 'crash', message: 'killed by SIGSEGV' })
      : outcome(`${HEAD}+${headOptions}`, { answers: ['unsat'], stdout: 'unsat\n' }),
  ])!;

describe('a finding under a Z3 option that is by design', () => {
  it('finds the option among a lane’s options, and none where there is none', () => {
    expect(byDesignOption(['model_validate=true', 'rewriter.hi_fp_unspecified=true'])?.name).toBe(
      'rewriter.hi_fp_unspecified',
    );
    expect(byDesignOption(['rewriter.hi_fp_unspecified=false', 'rewriter.hi_div0=true'])).toBeUndefined();
    for (const b of BY_DESIGN) expect(byDesignOption([`${b.name}=${b.value}`])).toBe(b);
  });

  it('holds the wrong answer as by design, with the option and why, and forcing does not lift it', () => {
    const f = found('rewriter.hi_fp_unspecified=true', 'answers');
    expect(f.kind).toBe('soundness');
    for (const force of [false, true]) {
      const decision = reportOf(f, { platform: 'Linux x64' }, { force });
      expect(decision).toMatchObject({ ok: false, held: 'by-design', canForce: false });
      expect(decision.ok ? '' : decision.why).toMatch(
        /^By design, not a bug: .* ran with `rewriter\.hi_fp_unspecified=true`: "hardware interpretation"/,
      );
    }
  });

  it('offers the same disagreement under an option that is not by design, and a crash under one that is', () => {
    expect(reportOf(found('smt.relevancy=0', 'answers'), { platform: 'Linux x64' }).ok).toBe(true);
    const crash = found('rewriter.hi_div0=false', 'crash');
    expect(crash.kind).toBe('crash');
    expect(reportOf(crash, { platform: 'Linux x64' })).toMatchObject({ ok: true });
  });
});
