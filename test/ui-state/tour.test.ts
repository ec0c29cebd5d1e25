// The guided tour as a state machine: its steps in order, Next enabled only once a step's need is met (and
// Finish ending the tour), Back always possible after the first step, and the tour's lanes.
import { describe, expect, it } from 'vitest';
import { GALLERY } from '../../src/ui/gallery/examples.js';
import { defaultLaneChoices, laneSpecOf } from '../../src/ui-state/lanes.js';
import {
  closesTour,
  TOUR_SETUP,
  TOUR_STEPS,
  tourBack,
  tourDock,
  tourFocus,
  tourLanes,
  tourNext,
  tourView,
  type TourFacts,
} from '../../src/ui-state/tour.js';

const NOTHING: TourFacts = {
  seedReady: false,
  mutated: false,
  busy: false,
  finding: false,
  reducing: false,
  linkMade: false,
};
const ALL: TourFacts = { ...NOTHING, seedReady: true, mutated: true, finding: true, reducing: true, linkMade: true };

describe('the guided tour', () => {
  it('goes seed → mutate → disagreement → reduce → share, each step naming a control to highlight', () => {
    expect(TOUR_STEPS.map((s) => s.id)).toEqual(['seed', 'mutate', 'disagreement', 'reduce', 'share']);
    for (const s of TOUR_STEPS) {
      expect(s.text.length, s.id).toBeGreaterThan(80);
      expect(s.target, s.id).toMatch(/^(seed-editor|\[data-testid=[a-z-]+\])$/);
    }
  });

  it('enables Next only when the step’s need is met, and says what to do meanwhile', () => {
    const needs: [number, keyof TourFacts][] = [
      [0, 'seedReady'],
      [1, 'mutated'],
      [2, 'finding'],
      [3, 'reducing'],
      [4, 'linkMade'],
    ];
    for (const [i, fact] of needs) {
      const waiting = tourView(i, NOTHING);
      expect(waiting.canNext, TOUR_STEPS[i]!.id).toBe(false);
      expect(waiting.waiting, TOUR_STEPS[i]!.id).not.toBe('');
      expect(tourNext(i, NOTHING)).toBe(i);
      const ready = tourView(i, { ...NOTHING, [fact]: true });
      expect(ready.canNext, TOUR_STEPS[i]!.id).toBe(true);
      expect(ready.waiting).toBe('');
    }
  });

  it('keeps Next off while the lanes run, and tells a run without a finding to run again', () => {
    expect(tourView(1, { ...NOTHING, mutated: true, busy: true }).canNext).toBe(false);
    expect(tourView(1, { ...NOTHING, busy: true }).waiting).toMatch(/Running/);
    expect(tourView(1, NOTHING).waiting).toMatch(/Press the highlighted Mutate/);
    expect(tourView(2, { ...NOTHING, mutated: true }).waiting).toMatch(/Run again/);
  });

  it('walks forward to Finish, which ends the tour, and back to the first step', () => {
    let i: number | undefined = 0;
    const seen: string[] = [];
    while (i !== undefined) {
      const v = tourView(i, ALL);
      seen.push(`${v.index + 1}/${v.total} ${v.last ? 'Finish' : 'Next'} back=${v.canBack}`);
      i = tourNext(i, ALL);
    }
    expect(seen).toEqual([
      '1/5 Next back=false',
      '2/5 Next back=true',
      '3/5 Next back=true',
      '4/5 Next back=true',
      '5/5 Finish back=true',
    ]);
    expect(tourBack(4)).toBe(3);
    expect(tourBack(0)).toBe(0);
    expect(tourView(99, ALL).index).toBe(4);
  });

  it('switches on its two lanes with their options and every other lane off', () => {
    const lanes = tourLanes(defaultLaneChoices().map((c) => ({ ...c, enabled: true, modelValidate: true })));
    expect(lanes.filter((l) => l.enabled).map(laneSpecOf)).toEqual(['z3@5.2.0', 'z3@4.8.17+smt.string_solver=z3str3']);
  });

  it("moves the focus so a step costs a key press or two: the step's control, then Next", () => {
    const walk: string[] = [];
    let before: ReturnType<typeof tourView> | undefined;
    // The page as a keyboard user drives it: each step waits, then its need is met.
    const states: [number, TourFacts][] = [
      [0, NOTHING],
      [0, { ...NOTHING, seedReady: true }],
      [1, { ...NOTHING, seedReady: true }],
      [1, { ...NOTHING, seedReady: true, busy: true }],
      [1, { ...NOTHING, seedReady: true, mutated: true, finding: true }],
      [2, { ...NOTHING, seedReady: true, mutated: true, finding: true }],
      [3, { ...NOTHING, seedReady: true, mutated: true, finding: true }],
      [3, { ...ALL, linkMade: false }],
      [4, { ...ALL, linkMade: false }],
      [4, ALL],
    ];
    for (const [i, facts] of states) {
      const now = tourView(i, facts);
      walk.push(`${now.id}:${tourFocus(before, now) ?? '-'}`);
      before = now;
    }
    expect(walk).toEqual([
      'seed:title',
      'seed:next',
      'mutate:target',
      'mutate:-',
      'mutate:next',
      'disagreement:next',
      'reduce:target',
      'reduce:next',
      'share:target',
      'share:next',
    ]);
    // Back to a ready step: its Next; a ready step that stays ready keeps the focus where it is.
    expect(tourFocus(tourView(2, ALL), tourView(1, ALL))).toBe('next');
    expect(tourFocus(tourView(1, ALL), tourView(1, ALL))).toBeUndefined();
  });

  it('closes on Escape from anywhere, unless something else took the key', () => {
    expect(closesTour({ key: 'Escape', defaultPrevented: false })).toBe(true);
    expect(closesTour({ key: 'Escape', defaultPrevented: true })).toBe(false);
    expect(closesTour({ key: 'Enter', defaultPrevented: false })).toBe(false);
  });

  it('docks as a bar on a phone and in the corner on a wider screen', () => {
    expect(tourDock(390)).toBe('bar');
    expect(tourDock(600)).toBe('bar');
    expect(tourDock(1280)).toBe('corner');
  });

  it('names the buttons the page has', () => {
    const share = TOUR_STEPS.find((s) => s.id === 'share')!;
    expect(share.text).not.toContain('Copy as GitHub issue');
    expect(share.text).toContain('Report');
  });

  it('starts from a gallery seed that exists and states its answer', () => {
    const seed = GALLERY.find((g) => g.id === TOUR_SETUP.galleryId);
    expect(seed?.text).toContain('(set-info :status sat)');
  });
});
