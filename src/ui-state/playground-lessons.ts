// The lessons view (lessons.ts): a lesson opened sets step mode's seed (and Fusion's second), mutator and rng seed;
// the student's prediction is kept; "Run the mutant" runs the next step, whose lanes' answers check the prediction.
// A part of the coordinator (playground.ts).
import { mutatorByName } from '../mutators/registry.js';
import { defaultOptions } from '../mutators/types.js';
import { lessonById, type Prediction } from './lessons.js';
import type { PlaygroundStep } from './playground-step.js';
import type { PageState } from './playground-view.js';
import type { StepSession } from './step-session.js';

export class PlaygroundLessons {
  constructor(
    private readonly state: PageState,
    private readonly step: PlaygroundStep,
    private readonly stepper: StepSession,
  ) {}

  open(id: string): void {
    const lesson = lessonById(id);
    const mutator = lesson && mutatorByName(lesson.mutator);
    if (!lesson || !mutator) return;
    const seedOf = (gid: string) => this.state.deps.gallery.find((g) => g.id === gid)?.text;
    const seed = seedOf(lesson.seed);
    if (seed === undefined) return;
    this.state.set({ lesson: { id }, mode: 'lessons' });
    this.step.setSeed(seed);
    this.step.configure({ mutator: mutator.info.name, options: defaultOptions(mutator.info), rngSeed: lesson.rngSeed });
    if (lesson.second) this.stepper.setSecondSeed(seedOf(lesson.second));
  }

  predict(prediction: Prediction): void {
    const lesson = this.state.view.lesson;
    if (!lesson) return;
    // A new prediction waits for the next run.
    const { ranStep: _ran, ...rest } = lesson;
    this.state.set({ lesson: { ...rest, prediction } });
  }

  /** Runs the next mutant for the prediction made (the first is step 0). */
  async run(): Promise<void> {
    const lesson = this.state.view.lesson;
    if (!lesson?.prediction || this.state.view.step.busy) return;
    const shown = this.state.view.step.result?.step;
    const step = lesson.ranStep === undefined && shown === undefined ? 0 : (shown ?? -1) + 1;
    this.state.set({ lesson: { ...lesson, ranStep: step } });
    await this.stepper.go(step);
  }
}
