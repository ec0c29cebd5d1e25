// The guided first tour for a class (issue 15): seed → mutate → disagreement → reduce → share, on a real bug
// (Z3 4.8.17's z3str3 string solver answers sat on an unsat TypeFuzz mutant, see the gallery's `qf_s_order`).
// This is the tour as data and a state machine: its steps, what each needs before Next is enabled, its texts and
// the control to highlight, where the keyboard focus goes at each step (Next once the step is ready, else the control
// the step asks for), which key closes it from anywhere on the page, and how it docks on a narrow screen. The
// coordinator (playground.ts) holds the index and feeds it facts of its view; the Lit component (ui/tour-panel.ts)
// only renders a TourView and sends intents.
import type { LaneChoice } from './lanes.js';

/** What the tour sets up on the page when it starts (the page keeps it after the tour closes). */
export const TOUR_SETUP = {
  galleryId: 'qf_s_order',
  mutator: 'typefuzz',
  /** Step 0 of TypeFuzz's walk with this rng seed writes (str.< x ""), found by replaying walks without solvers. */
  rngSeed: 93,
  /** Long enough for the strings seed on a busy machine (the first run also loads both Z3 releases). */
  timeoutMs: 30_000,
  /** The two lanes and their options; every other lane is switched off. */
  lanes: { 'z3@5.2.0': [], 'z3@4.8.17': ['smt.string_solver=z3str3'] } as Readonly<Record<string, string[]>>,
} as const;

/** What the tour needs to know about the page (computed from the coordinator's view). */
export interface TourFacts {
  /** The tour's seed is in the editor and has no errors. */
  seedReady: boolean;
  /** A step of the walk is on screen with every lane's outcome on the mutant. */
  mutated: boolean;
  /** The lanes are running. */
  busy: boolean;
  /** The verdict of the shown step is a finding. */
  finding: boolean;
  /** A reduction has started (or finished). */
  reducing: boolean;
  /** A share link was made. */
  linkMade: boolean;
}

export interface TourStep {
  id: 'seed' | 'mutate' | 'disagreement' | 'reduce' | 'share';
  title: string;
  text: string;
  /** The control to highlight: a CSS selector, searched through the components' shadow roots. */
  target: string;
  /** The target is a button the step asks the person to press (the focus goes to it while the step waits). */
  press?: true;
  /** Whether Next (Finish on the last step) is enabled. */
  ready(f: TourFacts): boolean;
  /** What to do (or what is going on) while Next is not enabled. */
  waiting(f: TourFacts): string;
}

export const TOUR_STEPS: readonly TourStep[] = [
  {
    id: 'seed',
    title: 'A seed formula',
    text:
      'Fuzzers in the papers start from a seed: a small formula whose answer is known. This one (ours) asks for a ' +
      'two-letter string x between "c" and "m" with a shorter prefix y below it: it is sat. The editor lists every ' +
      'parse and sort error of a seed; this one has none. The tour has set two lanes: Z3 5.2.0, and Z3 4.8.17 with its ' +
      'old z3str3 string solver. Close the tour at any time: the page keeps what it set.',
    target: 'seed-editor',
    ready: (f) => f.seedReady,
    waiting: () => 'Waiting for the seed to load without errors.',
  },
  {
    id: 'mutate',
    title: 'Mutate',
    text:
      'A mutator rewrites the seed. TypeFuzz (Park, Winterer, Zhang, Su, OOPSLA 2021) replaces a term by another ' +
      'of the same sort: the mutant is still well-sorted, but nobody knows its answer, so the solvers must agree on ' +
      'it. The tour chose TypeFuzz with rng seed 93. Press Mutate: every lane runs the seed and the mutant.',
    target: '[data-testid=mutate]',
    press: true,
    ready: (f) => f.mutated && !f.busy,
    waiting: (f) =>
      f.busy
        ? 'Running on both lanes… the first run loads the solvers, which can take a minute.'
        : 'Press the highlighted Mutate button.',
  },
  {
    id: 'disagreement',
    title: 'A disagreement',
    text:
      'Step 0 turned (str.< x "m") into (str.< x ""): no string is below the empty one, so the mutant is unsat. ' +
      'Z3 5.2.0 answers unsat, Z3 4.8.17 with z3str3 answers sat. When two solvers disagree one of them is wrong: ' +
      'this differential oracle found a real bug of that release.',
    target: '[data-testid=verdict]',
    ready: (f) => f.finding,
    waiting: (f) =>
      f.busy
        ? 'Waiting for the verdict…'
        : f.mutated
          ? 'No finding this time (a lane may have run out of time on a busy machine): press Run again.'
          : 'Go back and press Mutate first.',
  },
  {
    id: 'reduce',
    title: 'Reduce',
    text:
      'A bug report wants the smallest formula that still shows the bug. Reduce deletes and simplifies parts of ' +
      'the mutant and keeps a change only while the judge still sees the same disagreement. It runs beside the ' +
      'page: you can go on while it works.',
    target: '[data-testid=step-reduce]',
    press: true,
    ready: (f) => f.reducing,
    waiting: () => 'Press the highlighted Reduce button.',
  },
  {
    id: 'share',
    title: 'Share',
    text:
      'Copy share link makes a link that carries the seed, the mutator, its rng seed and step, the lanes and what ' +
      'they answered: whoever opens it sees this step and can re-run it in their own browser. Report (beside it) ' +
      'writes the bug report a solver team asks for, and Download bundle saves the files. That is the whole loop; a ' +
      'campaign repeats it thousands of times.',
    target: '[data-testid=share]',
    press: true,
    ready: (f) => f.linkMade,
    waiting: () => 'Press the highlighted Copy share link button.',
  },
];

/** What the tour panel shows. */
export interface TourView {
  index: number;
  total: number;
  id: TourStep['id'];
  title: string;
  text: string;
  target: string;
  /** The target is a button to press while the step waits. */
  press: boolean;
  canBack: boolean;
  canNext: boolean;
  /** Next is Finish. */
  last: boolean;
  /** '' when Next is enabled. */
  waiting: string;
}

const clamp = (index: number): number => Math.min(TOUR_STEPS.length - 1, Math.max(0, Math.trunc(index)));

export function tourView(index: number, facts: TourFacts): TourView {
  const i = clamp(index);
  const step = TOUR_STEPS[i]!;
  const ready = step.ready(facts);
  return {
    index: i,
    total: TOUR_STEPS.length,
    id: step.id,
    title: step.title,
    text: step.text,
    target: step.target,
    press: step.press === true,
    canBack: i > 0,
    canNext: ready,
    last: i === TOUR_STEPS.length - 1,
    waiting: ready ? '' : step.waiting(facts),
  };
}

/** The index after Next: the next step when this one is ready; `undefined` (the tour ends) after the last. */
export function tourNext(index: number, facts: TourFacts): number | undefined {
  const i = clamp(index);
  if (!TOUR_STEPS[i]!.ready(facts)) return i;
  return i === TOUR_STEPS.length - 1 ? undefined : i + 1;
}

export function tourBack(index: number): number {
  return clamp(index - 1);
}

/** The lane choices of the tour: its two lanes with their options, every other lane off. */
export function tourLanes(choices: readonly LaneChoice[]): LaneChoice[] {
  return choices.map((c) => {
    const extra = TOUR_SETUP.lanes[c.base];
    if (!extra) return { ...c, enabled: false };
    return { base: c.base, enabled: true, modelValidate: false, arith: 'default', extra: [...extra] };
  });
}

/** Where the keyboard focus goes: the Next (Finish) button, the step's own control, or the step's title. */
export type TourFocus = 'next' | 'target' | 'title';

/**
 * Where the focus goes when the tour opens, moves to another step, or a step becomes ready (`undefined`: it stays):
 * Next once the step is ready, else the control the step asks for, else the title (the step waits for the page). So
 * a step costs a key press or two: Enter on the step's control, Enter on Next.
 */
export function tourFocus(before: TourView | undefined, now: TourView): TourFocus | undefined {
  const fresh = !before || before.index !== now.index;
  if (!fresh && (before.canNext || !now.canNext)) return undefined;
  return now.canNext ? 'next' : now.press ? 'target' : 'title';
}

/** Whether a key pressed anywhere on the page closes the open tour: Escape, unless something else took it. */
export function closesTour(key: { key: string; defaultPrevented: boolean }): boolean {
  return key.key === 'Escape' && !key.defaultPrevented;
}

/** Widths (CSS px) up to which the tour docks as a compact bar at the bottom of the screen (a phone). */
export const TOUR_BAR_MAX_WIDTH = 600;

/** How the tour sits: a panel in the corner, or on a narrow screen a compact bar whose text opens on demand. */
export function tourDock(viewportWidth: number): 'corner' | 'bar' {
  return viewportWidth <= TOUR_BAR_MAX_WIDTH ? 'bar' : 'corner';
}
