// The lessons (issue 38): one per technique and one on oracles, each a short explanation in our own words with the
// paper it comes from, a gallery seed, a question to answer before the mutant runs ("what will the solvers say?"),
// and the check of that prediction against what the lanes said. The lesson runs in step mode (its seed, mutator and
// rng seed are set there), so the mutant, its trace and every lane's answer show below it.
import { saidWord } from '../oracles/index.js';
import { laneTitle } from '../solvers/lane-spec.js';
import type { StepView } from './step-state.js';

/** What a student may predict of the lanes' answers on the mutant. */
export type Prediction = 'sat' | 'unsat' | 'disagree' | 'gives-up';

export const PREDICTIONS: readonly { value: Prediction; words: string }[] = [
  { value: 'sat', words: 'every solver says sat' },
  { value: 'unsat', words: 'every solver says unsat' },
  { value: 'disagree', words: 'they disagree (one sat, one unsat): a wrong answer' },
  { value: 'gives-up', words: 'a solver gives up or fails (unknown, timeout, crash or error)' },
];

export interface Lesson {
  id: string;
  title: string;
  /** The technique's mutator (its name in the page and the CLI). */
  mutator: string;
  rngSeed: number;
  /** The gallery seed, and Fusion's second one. */
  seed: string;
  second?: string;
  /** What the technique does, in a few sentences of our own. */
  explain: string;
  /** What decides whether the mutant shows a bug (its oracle), in words. */
  oracle: string;
  /** What the student should be able to predict before running, and why. */
  hint: string;
  /** The paper, as a citation. */
  cite: string;
}

export const LESSONS: readonly Lesson[] = [
  {
    id: 'opfuzz',
    title: '1. OpFuzz: swap one operator',
    mutator: 'opfuzz',
    rngSeed: 1,
    seed: 'opfuzz-fig4',
    explain:
      'OpFuzz picks one operator in the formula and puts another one of the same kind in its place: < becomes <=, + becomes −, and becomes or. The new formula is still well-typed, so every solver must accept it, but nobody knows whether it is sat or unsat.',
    oracle:
      'Differential: run the mutant on two or more solvers. If one says sat and another unsat, one of them is wrong.',
    hint: 'Nobody knows the answer in advance. Guess, then look at which operator changed and whether the solvers agree.',
    cite: 'Winterer, Zhang, Su. On the Unusual Effectiveness of Type-Aware Operator Mutations for Testing SMT Solvers. OOPSLA 2020.',
  },
  {
    id: 'typefuzz',
    title: '2. TypeFuzz: grow a new term',
    mutator: 'typefuzz',
    rngSeed: 1,
    seed: 'qf_lira',
    explain:
      'TypeFuzz picks a sub-term (a “hole”) and replaces it with a new term of the same type, built from operators of the theory and from pieces of the formula itself. Where OpFuzz swaps one symbol, TypeFuzz writes whole new expressions.',
    oracle: 'Differential, as for OpFuzz: the solvers must agree with each other.',
    hint: 'The seed is sat, but the new term can change that: nothing guarantees the mutant’s answer.',
    cite: 'Park, Winterer, Zhang, Su. Generative Type-Aware Mutation for Testing SMT Solvers. OOPSLA 2021.',
  },
  {
    id: 'fusion',
    title: '3. Semantic Fusion: join two formulas',
    mutator: 'fusion',
    rngSeed: 1,
    seed: 'qf_nia',
    second: 'qf_alia',
    explain:
      'Semantic Fusion takes two formulas with the same answer. For two unsat formulas it joins them with or, adds a new variable z = x + y linking a variable of each, and writes some x as z − y: the meaning stays, the formula looks new.',
    oracle:
      'Expected answer: the or of two unsat formulas is unsat (for two sat ones, their and is sat). A solver that answers otherwise is wrong; one solver is enough.',
    hint: 'Both seeds here are unsat. What must the fused formula be?',
    cite: 'Winterer, Zhang, Su. Validating SMT Solvers via Semantic Fusion. PLDI 2020.',
  },
  {
    id: 'storm',
    title: '4. STORM: formulas true in one model',
    mutator: 'storm',
    rngSeed: 1,
    seed: 'qf_lira',
    explain:
      'STORM asks a solver for a model M of the seed (values for every variable), cuts the seed into small true-or-false pieces, and builds new formulas from those pieces, keeping only what is true under M.',
    oracle:
      'Expected answer: M makes every new formula true, so each one is sat. An unsat answer is a critical bug (the solver would deny a true fact).',
    hint: 'Look at the model M shown below the trace: is there any way the mutant could be unsat?',
    cite: 'Mansur, Christakis, Wüstholz, Zhang. Detecting Critical Bugs in SMT Solvers Using Blackbox Mutational Fuzzing. ESEC/FSE 2020.',
  },
  {
    id: 'sae',
    title: '5. SAE (Sparrow): loosen or tighten a piece',
    mutator: 'sae',
    rngSeed: 1,
    seed: 'qf_lira',
    explain:
      'SAE keeps the skeleton of the formula and changes its atoms. For a sat seed it loosens them (x < y becomes x ≤ y, or an atom gets “or something else”), so every old solution still works; for an unsat seed it tightens them.',
    oracle: 'Expected answer: a loosened sat formula stays sat, a tightened unsat one stays unsat.',
    hint: 'This seed is sat and SAE loosened it. What must the answer be?',
    cite: 'Yao, Huang, Ke, Cheng, Yang, Zhang. Skeletal Approximation Enumeration for SMT Solver Testing. ESEC/FSE 2021.',
  },
  {
    id: 'janus',
    title: '6. Janus: weaker and stronger',
    mutator: 'janus',
    rngSeed: 1,
    seed: 'qf_nia',
    explain:
      'Janus replaces one piece of the formula by a weaker one (x = y by x ≥ y) or a stronger one, choosing the direction so that the answer cannot change. It looks for solvers that decided the seed but give up on the mutant.',
    oracle:
      'Incompleteness: the solver decided the seed, the mutant’s answer follows from it, so an unknown on the mutant is a bug (a different decided answer is a wrong answer).',
    hint: 'The seed is unsat; Janus keeps the answer. Will the solvers still decide it?',
    cite: 'Bringolf, Winterer, Su. Finding and Understanding Incompleteness Bugs in SMT Solvers. ASE 2022.',
  },
  {
    id: 'oracles',
    title: '7. Oracles: who says what is right?',
    mutator: 'opfuzz',
    rngSeed: 1,
    seed: 'qf_bvfp_one_bit',
    explain:
      'A fuzzer needs an oracle: a way to tell a bug without knowing the answer. Differential (OpFuzz, TypeFuzz): solvers must agree. Expected answer (Fusion, STORM, SAE): the mutant’s answer is known by construction. Model check: a model a solver gives must make every assertion true. Incompleteness (Janus): a solver that decided the seed must decide the mutant. A crash is a bug whatever the oracle.',
    oracle:
      'Here: differential between Z3 and CVC5, and any crash. This seed is where a real CVC5 bug lives (cvc5 issue #9697): cvc5 1.3.2 crashes on some of its mutants, cvc5 1.3.4 rejects them as if they were not valid SMT-LIB.',
    hint: 'OpFuzz changes one operator of this floating-point formula. Will both solvers answer it?',
    cite: 'The oracles as the papers above use them: differential in Winterer, Zhang, Su (OOPSLA 2020); expected answers in Winterer, Zhang, Su (PLDI 2020) and Mansur et al. (ESEC/FSE 2020); incompleteness in Bringolf, Winterer, Su (ASE 2022). The bug is cvc5 issue #9697.',
  },
];

export const lessonById = (id: string): Lesson | undefined => LESSONS.find((l) => l.id === id);

/** The lesson a student is in: its prediction, and the step run for it. */
export interface LessonState {
  id: string;
  prediction?: Prediction;
  /** The step run for the current prediction (the first run is step 0). */
  ranStep?: number;
}

export interface LessonCheck {
  /** What the lanes did, as one of the predictions. */
  actual: Prediction;
  right: boolean;
  /** Each lane's answer on the mutant: `Z3 5.2.0: sat`. */
  answers: string[];
  /** The verdict in words (the judge's reading). */
  verdict: string;
}

/**
 * The check of a prediction once the lesson's step has run: undefined while it runs, or when no mutant was made (the
 * step view says why).
 */
export function lessonCheck(state: LessonState | undefined, step: StepView): LessonCheck | undefined {
  if (!state?.prediction || state.ranStep === undefined || step.busy) return undefined;
  if (step.result?.step !== state.ranStep || !step.result.ok) return undefined;
  const outcomes = step.rows.flatMap((r) => (r.mutant ? [r.mutant] : []));
  if (outcomes.length === 0 || !step.reading) return undefined;
  const said = outcomes.map(saidWord);
  const decided = new Set(said.filter((a) => a === 'sat' || a === 'unsat'));
  const actual: Prediction =
    decided.size > 1
      ? 'disagree'
      : said.every((a) => a === 'sat')
        ? 'sat'
        : said.every((a) => a === 'unsat')
          ? 'unsat'
          : 'gives-up';
  return {
    actual,
    right: actual === state.prediction,
    answers: outcomes.map((o, i) => `${laneTitle(o.laneId)}: ${said[i]}`),
    verdict: `${step.reading.title}: ${step.reading.text}`,
  };
}

/** The words of a prediction. */
export const predictionWords = (p: Prediction): string => PREDICTIONS.find((x) => x.value === p)!.words;
