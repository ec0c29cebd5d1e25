// Step mode's view: what <step-view> shows of a step (the seed(s), the mutator's settings, the mutant made or carried
// literally, every lane's outcome on parent and mutant, the judge's judgement in words, an opened link's claim and
// verdict), and the mutator's settings a page starts with. step-session.ts holds it and changes it.
import { mutatorByName } from '../mutators/registry.js';
import { defaultOptions, type MutatorOptions, type Oracle } from '../mutators/types.js';
import type { Judgement } from '../oracles/index.js';
import type { LinkVerdict } from '../share/claim.js';
import type { Outcome } from '../solvers/outcome.js';
import type { Reading } from './judgement-text.js';
import type { ModelView } from './model-view.js';
import type { StepResult } from './step.js';

export interface StepConfig {
  mutator: string;
  options: MutatorOptions;
  rngSeed: number;
}

export interface LaneRow {
  lane: string;
  parent?: Outcome;
  mutant?: Outcome;
}

/** What a link or a stored finding carried literally: a mutant without the step that made it. */
export interface Literal {
  mutant: string;
  oracle: Oracle;
  /** Where it really came from, said above it (literal-note.ts). */
  note: string;
}

export interface StepView {
  seed: string;
  /** Fusion's second seed. */
  secondSeed?: string;
  config: StepConfig;
  /** The mutator's step shown (undefined before the first Mutate, and for a literal mutant). */
  result?: StepResult;
  literal?: Literal;
  /** Where a solver-backed mutator's inputs came from, e.g. "model M from z3@5.2.0". */
  inputsNote?: string;
  /** STORM's model M and the seed's assertions under it. */
  model?: ModelView;
  rows: LaneRow[];
  judgement?: Judgement;
  reading?: Reading;
  busy: boolean;
  /** An opened link: what it claims, and after a run whether it reproduced (and what differs, per lane). */
  link?: { claim?: string; reproduced?: boolean; verdict?: LinkVerdict };
}

/** The mutator's settings before any are chosen: OpFuzz with its defaults, rng seed 1. */
export const defaultConfig = (): StepConfig => {
  const first = mutatorByName('opfuzz')!;
  return { mutator: first.info.name, options: defaultOptions(first.info), rngSeed: 1 };
};
