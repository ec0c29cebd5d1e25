// The one mapping from what the page shows to the tone it is shown in: blue = fine ('good'), orange = a problem
// ('bad'), grey = in between ('muted'); ui/styles.ts gives the three their colours, always beside words. Every
// component takes its badge's tone from here, so one thing has one colour everywhere: a wrong answer is orange in
// the outcome table, the reduce panel and the findings list alike.
import type { BisectVerdict } from '../finding/bisect-range.js';
import type { LiveVerdict } from '../finding/live-verdict.js';
import type { FindingKind } from '../oracles/index.js';
import type { HostStatus } from '../solvers/host.js';
import type { OutcomeStatus } from '../solvers/outcome.js';
import type { Reading, ReadingKind } from './judgement-text.js';
import type { Standing } from '../finding/state.js';

export type Tone = 'good' | 'bad' | 'muted';

/** Every kind of finding is a problem: a wrong answer or an unexpected unknown as much as a crash. */
export const FINDING_TONES: Readonly<Record<FindingKind, Tone>> = {
  soundness: 'bad',
  'invalid-model': 'bad',
  crash: 'bad',
  error: 'bad',
  incompleteness: 'bad',
};

const VERDICT_TONES: Readonly<Record<ReadingKind, Tone>> = {
  ...FINDING_TONES,
  agree: 'good',
  matches: 'good',
  inconclusive: 'muted',
};

const OUTCOME_TONES: Readonly<Record<OutcomeStatus, Tone>> = {
  ok: 'good',
  timeout: 'muted',
  crash: 'bad',
  error: 'bad',
};

/** A lane in the lane panel: its solver host's state, or why it does not run. */
const LANE_TONES: Readonly<Record<HostStatus | 'unavailable' | 'off', Tone>> = {
  ready: 'good',
  loading: 'muted',
  busy: 'muted',
  restarting: 'muted',
  off: 'muted',
  failed: 'bad',
  unavailable: 'bad',
};

/** A release's verdict in a bisection: 'bad' shows the finding, 'good' does not. */
const RELEASE_TONES: Readonly<Record<BisectVerdict, Tone>> = {
  bad: 'bad',
  good: 'good',
  'not-applicable': 'muted',
  inconclusive: 'muted',
  unavailable: 'muted',
};

/** What the newest release does with a finding: still there is a problem, fixed is fine, the rest in between. */
const LIVE_TONES: Readonly<Record<LiveVerdict, Tone>> = {
  live: 'bad',
  fixed: 'good',
  gone: 'good',
  unchecked: 'muted',
  'not-applicable': 'muted',
  inconclusive: 'muted',
  unavailable: 'muted',
};

/** Where a finding's hand-over stands: one to report is a problem, a reported one in between, a fixed one fine. */
const STANDING_TONES: Readonly<Record<Standing, Tone>> = { open: 'bad', reported: 'muted', fixed: 'good' };

export const liveTone = (verdict: LiveVerdict): Tone => LIVE_TONES[verdict];

/** An opened link: reproducing shows its bug (a problem), not reproducing is in between. */
export const reproducedTone = (reproduced: boolean): Tone => (reproduced ? 'bad' : 'muted');

export const standingTone = (standing: Standing): Tone => STANDING_TONES[standing];

/** The judge's verdict on a mutant, wherever it is shown (step view, reduce panel, a link's re-run). */
export const verdictTone = (reading: Pick<Reading, 'kind'>): Tone => VERDICT_TONES[reading.kind];

/** How one lane's run ended. */
export const outcomeTone = (status: OutcomeStatus): Tone => OUTCOME_TONES[status];

export const laneTone = (status: keyof typeof LANE_TONES): Tone => LANE_TONES[status];

export const releaseTone = (verdict: BisectVerdict): Tone => RELEASE_TONES[verdict];

/** A long task's phase (a campaign, a reduction, a bisection): done is fine, failed a problem, the rest in between. */
export const phaseTone = (phase: string): Tone => (phase === 'done' ? 'good' : phase === 'failed' ? 'bad' : 'muted');
