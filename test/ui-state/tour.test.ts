// The guided tour as a state machine: its steps in order, Next enabled only once a step's need is met (and
// Finish ending the tour), Back always possible after the first step, and the tour's lanes.
import { describe, expect, it } from 'vitest';
import { GALLERY } from '../../src/ui/gallery/examples.js';
import { defaultLaneChoices, laneSpecOf } from '../../src/ui-state/lanes.js';
import {
  TOUR_SETUP,
  TOUR_STEPS,
  tourBack,
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

  it('starts from a gallery seed that exists and states its answer', () => {
    const seed = GALLERY.find((g) => g.id === TOUR_SETUP.galleryId);
    expect(seed?.text).toContain('(set-info :status sat)');
  });
});
