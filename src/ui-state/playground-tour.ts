// The guided tour on the page: it sets the tour's seed, mutator, rng seed, lanes and timeout in step mode, and its
// panel follows every change of the page (what it asks may now be done: its Next is enabled). A part of the
// coordinator (playground.ts); the tour's steps are tour.ts.
import { mutatorByName } from '../mutators/registry.js';
import { defaultOptions } from '../mutators/types.js';
import type { PlaygroundStep } from './playground-step.js';
import type { PageState, PlaygroundView } from './playground-view.js';
import { TOUR_SETUP, tourBack, tourLanes, tourNext, tourView, type TourFacts } from './tour.js';

export class PlaygroundTour {
  /** The tour's step while it is open. */
  private index: number | undefined;

  constructor(
    private readonly state: PageState,
    private readonly step: PlaygroundStep,
  ) {}

  /** The view with the open tour's panel as the page now stands (PageState.follow). */
  follow(view: PlaygroundView): PlaygroundView {
    return this.index === undefined ? view : { ...view, tour: tourView(this.index, tourFacts(view)) };
  }

  /**
   * Starts the guided tour: the tour's seed, mutator, rng seed, lanes and timeout, in step mode. While a campaign
   * runs the lanes cannot change (setLanes refuses), and the tour goes on with the lanes as they are.
   */
  async start(): Promise<void> {
    const seed = this.state.deps.gallery.find((g) => g.id === TOUR_SETUP.galleryId);
    if (!seed) return;
    this.index = 0;
    this.state.set({ mode: 'step' });
    this.step.setSeed(seed.text);
    const mutator = mutatorByName(TOUR_SETUP.mutator)!;
    this.step.configure({
      mutator: mutator.info.name,
      options: defaultOptions(mutator.info),
      rngSeed: TOUR_SETUP.rngSeed,
    });
    await this.step.setLanes(tourLanes(this.state.view.lanes), TOUR_SETUP.timeoutMs);
  }

  next(): void {
    if (this.index === undefined) return;
    const next = tourNext(this.index, tourFacts(this.state.view));
    if (next === undefined) return this.close();
    this.index = next;
    this.state.set({});
  }

  back(): void {
    if (this.index === undefined) return;
    this.index = tourBack(this.index);
    this.state.set({});
  }

  close(): void {
    this.index = undefined;
    this.state.set({ tour: undefined });
  }
}

/** What the tour needs to know about the page. */
function tourFacts(v: PlaygroundView): TourFacts {
  const { step } = v;
  return {
    seedReady: v.gallery === TOUR_SETUP.galleryId && v.seedOk,
    mutated: step.result?.ok === true && step.rows.length > 0 && step.rows.every((r) => r.mutant !== undefined),
    busy: step.busy,
    finding: step.reading?.finding === true,
    reducing: v.reduceView !== undefined,
    linkMade: v.notice?.kind === 'made',
  };
}
