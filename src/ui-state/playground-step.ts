// Step mode's inputs as the page keeps them: the seed (and Fusion's second), the lanes and their timeout, the
// mutator's settings, which mode shows; the lanes this page cannot run, switched off at boot; the settings and seed
// restored at boot and saved as they change. A part of the coordinator (playground.ts); the step itself runs in
// step-session.ts.
import { mutatorByName } from '../mutators/registry.js';
import { defaultLaneChoices, runnable, type LaneChoice, type LaneProblems } from './lanes.js';
import type { PageState, PlaygroundView } from './playground-view.js';
import { secondSeedFor } from './second-seed.js';
import type { StepSession } from './step-session.js';
import type { StepConfig } from './step-state.js';

/** What the page keeps across visits (besides the seed). */
interface Settings {
  lanes: LaneChoice[];
  timeoutMs: number;
  step: StepConfig;
}

export class PlaygroundStep {
  constructor(
    private readonly state: PageState,
    private readonly stepper: StepSession,
  ) {}

  /** Asks which offered lanes cannot run here (e.g. no CVC5 WebAssembly build): they are switched off. */
  async checkLanes(): Promise<void> {
    const bases = this.state.view.lanes.map((l) => l.base);
    const found = await Promise.all(bases.map(async (b) => [b, await this.state.deps.laneProblem(b)] as const));
    const laneProblems: LaneProblems = {};
    for (const [base, problem] of found) if (problem) laneProblems[base] = problem;
    // Untouched defaults take the reference Z3 where CVC5 cannot run (settings and links are applied after this).
    const untouched = JSON.stringify(this.state.view.lanes) === JSON.stringify(defaultLaneChoices());
    const lanes = untouched ? defaultLaneChoices(laneProblems) : this.state.view.lanes;
    this.state.set({ laneProblems, lanes: runnable(lanes, laneProblems) });
  }

  /** The settings and seed of the last visit. */
  async restore(): Promise<void> {
    const settings = await this.state.deps.load<Settings>('settings');
    if (settings) this.applySettings(settings);
    const seed = await this.state.deps.load<string>('seed');
    if (typeof seed === 'string') this.setSeed(seed);
  }

  private applySettings(s: Settings): void {
    if (Array.isArray(s.lanes) && s.lanes.length === this.state.view.lanes.length)
      this.state.set({ lanes: runnable(s.lanes, this.state.view.laneProblems) });
    if (typeof s.timeoutMs === 'number') this.state.set({ timeoutMs: s.timeoutMs });
    if (s.step) this.stepper.configure(s.step);
  }

  private saveSettings(): void {
    const { lanes, timeoutMs, step } = this.state.view;
    void this.state.deps.save('settings', { lanes, timeoutMs, step: step.config } satisfies Settings);
  }

  setSeed(text: string, seedOk = this.state.view.seedOk): void {
    this.state.set({ seedOk });
    if (text === this.state.view.step.seed) return;
    this.stepper.setSeed(text);
    this.state.set({ gallery: this.state.galleryIdOf(text) });
    void this.state.deps.save('seed', text);
  }

  /** Lane changes wait until no campaign runs: a lane stopped under a campaign would end it. */
  async setLanes(lanes: LaneChoice[], timeoutMs: number): Promise<void> {
    if (this.state.view.lanesLocked) return;
    this.state.set({ lanes: runnable(lanes, this.state.view.laneProblems), timeoutMs });
    this.saveSettings();
    await this.state.syncLanes();
  }

  /** The mutator and its settings; one that needs a second seed (Fusion) gets one from the gallery. */
  configure(config: StepConfig): void {
    this.stepper.configure(config);
    const { step } = this.state.view;
    if (mutatorByName(config.mutator)?.info.needs.second && step.secondSeed === undefined) {
      const other = secondSeedFor(step.seed, this.state.deps.gallery);
      if (other) this.stepper.setSecondSeed(other.text);
    }
    this.saveSettings();
  }

  setMode(mode: PlaygroundView['mode']): void {
    this.state.set({ mode });
  }
}
