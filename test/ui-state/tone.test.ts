// One tone per thing shown (ui-state/tone.ts): every finding kind is a problem (orange) wherever it is shown, the
// verdict takes the same tone in the outcome table and the reduce panel, and a status named like a finding kind
// (crash, error) takes that kind's tone.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { Oracle } from '../../src/mutators/types.js';
import { FINDING_KINDS, judge } from '../../src/oracles/index.js';
import type { Outcome } from '../../src/solvers/outcome.js';
import { readJudgement } from '../../src/ui-state/judgement-text.js';
import { FINDING_TONES, laneTone, outcomeTone, phaseTone, releaseTone, verdictTone } from '../../src/ui-state/tone.js';

const ran = (laneId: string, answer: 'sat' | 'unsat' | 'unknown'): Outcome => ({
  laneId,
  answers: [answer],
  stdout: `${answer}\n`,
  stderr: '',
  status: 'ok',
  message: '',
  timeMs: 1,
});
const DIFFERENTIAL: Oracle = { kind: 'differential', expected: null };
const verdictOf = (outcomes: Outcome[]) => readJudgement(judge(undefined, DIFFERENTIAL, outcomes), DIFFERENTIAL);

describe('tones', () => {
  it('show every finding kind as a problem, as a verdict too', () => {
    for (const kind of FINDING_KINDS) {
      expect(FINDING_TONES[kind]).toBe('bad');
      expect(verdictTone({ kind })).toBe('bad');
    }
    expect(Object.keys(FINDING_TONES).sort()).toEqual([...FINDING_KINDS].sort());
  });

  it("give the judge's verdicts their tone: a wrong answer and an unexpected unknown orange, agreement blue", () => {
    const wrong = verdictOf([ran('z3@5.2.0', 'sat'), ran('z3@4.8.17', 'unsat')]);
    expect([wrong.kind, wrong.finding, verdictTone(wrong)]).toEqual(['soundness', true, 'bad']);
    const agree = verdictOf([ran('z3@5.2.0', 'sat'), ran('z3@4.8.17', 'sat')]);
    expect([agree.kind, verdictTone(agree)]).toEqual(['agree', 'good']);
    expect(verdictTone({ kind: 'matches' })).toBe('good');
    expect(verdictTone({ kind: 'inconclusive' })).toBe('muted');
  });

  it('give a status named like a finding kind the same tone', () => {
    expect(outcomeTone('crash')).toBe(FINDING_TONES.crash);
    expect(outcomeTone('error')).toBe(FINDING_TONES.error);
    expect([outcomeTone('ok'), outcomeTone('timeout')]).toEqual(['good', 'muted']);
    expect([laneTone('ready'), laneTone('loading'), laneTone('failed'), laneTone('unavailable')]).toEqual([
      'good',
      'muted',
      'bad',
      'bad',
    ]);
    expect([releaseTone('bad'), releaseTone('good'), releaseTone('unavailable')]).toEqual(['bad', 'good', 'muted']);
    expect([phaseTone('done'), phaseTone('failed'), phaseTone('running')]).toEqual(['good', 'bad', 'muted']);
  });

  it('are what the outcome table and the reduce panel show a verdict in, and no component decides its own', () => {
    const source = (f: string) => readFileSync(`src/ui/${f}`, 'utf8');
    expect(source('outcome-table.ts')).toMatch(/class="verdict \$\{verdictTone\(this\.verdict\)\}"/);
    expect(source('reduce-panel.ts')).toMatch(/data-testid="reduce-verdict" class=\$\{verdictTone\(r\.reading\)\}/);
    expect(source('styles.ts')).not.toMatch(/toneOf|soundness|incompleteness/);
  });
});
