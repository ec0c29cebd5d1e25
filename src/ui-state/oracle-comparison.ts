// The oracles side by side on one mutant, for the lesson on oracles: what each of the five would say about the answers
// the lanes just gave (the seed's and the mutant's), and whether it applies to the mutator that made the mutant. The
// campaign's judge (oracles/) decides findings; this only reads the same outcomes for a class, so a student sees that
// one run can be a bug to one oracle, nothing to another, and out of reach of a third.
import type { Oracle } from '../mutators/types.js';
import { lastAnswer, saidWord } from '../oracles/index.js';
import { laneTitle, validatesModels } from '../solvers/lane-spec.js';
import type { Outcome } from '../solvers/outcome.js';
import type { LaneRow } from './step-state.js';

export type OracleName = 'crash' | 'differential' | 'expected' | 'model' | 'incompleteness';

export interface OracleRow {
  oracle: OracleName;
  /** The oracle's name and what it asks, in a few words. */
  title: string;
  /** Whether the mutator that made this mutant gives what the oracle needs. */
  applies: boolean;
  /** Whether it would call this run a bug (only where it applies). */
  bug: boolean;
  /** What it says of this run, in a sentence. */
  says: string;
}

const TITLES: Readonly<Record<OracleName, string>> = {
  crash: 'Crash: a solver must not crash',
  differential: 'Differential: solvers must agree',
  expected: 'Expected answer: the mutant’s answer is known by construction',
  model: 'Model check: a model must satisfy every assertion',
  incompleteness: 'Incompleteness: a solver that decided the seed must decide the mutant',
};

const decided = (o: Outcome | undefined): o is Outcome => {
  const a = o?.status === 'ok' ? lastAnswer(o) : undefined;
  return a === 'sat' || a === 'unsat';
};
const named = (o: Outcome): string => `${laneTitle(o.laneId)} ${saidWord(o)}`;

/** The five oracles on one step's outcomes; `oracle` is the one the mutator stated for its mutant. */
export function compareOracles(rows: readonly LaneRow[], oracle: Oracle): OracleRow[] {
  const mutants = rows.flatMap((r) => (r.mutant ? [r.mutant] : []));
  const row = (name: OracleName, applies: boolean, bug: boolean, says: string): OracleRow => ({
    oracle: name,
    title: TITLES[name],
    applies,
    bug: applies && bug,
    says,
  });

  const crashed = mutants.filter((o) => o.status === 'crash');
  const crash = row(
    'crash',
    true,
    crashed.length > 0,
    crashed.length
      ? `A bug: ${crashed.map((o) => `${laneTitle(o.laneId)} crashed (${o.message})`).join('; ')}.`
      : 'No bug: no solver crashed.',
  );

  const answers = mutants.filter(decided);
  const distinct = new Set(answers.map((o) => lastAnswer(o)));
  const differential = row(
    'differential',
    true,
    distinct.size > 1,
    answers.length < 2
      ? `Cannot tell: it needs two decided answers (sat or unsat), and ${answers[0] ? `only ${named(answers[0])} came` : 'none came'}.`
      : distinct.size > 1
        ? `A bug in one of them, but which one it cannot say: ${answers.map(named).join(', ')}.`
        : `No bug: ${answers.map(named).join(', ')}.`,
  );

  const expected =
    oracle.kind === 'expected'
      ? (() => {
          const wrong = answers.filter((o) => lastAnswer(o) !== oracle.expected);
          return row(
            'expected',
            true,
            wrong.length > 0,
            wrong.length
              ? `A bug in ${wrong.map(named).join(', ')}: the mutant is ${oracle.expected}.`
              : `No bug: the mutant is ${oracle.expected}, and ${answers.length ? answers.map(named).join(', ') : 'no solver decided'}.`,
          );
        })()
      : row(
          'expected',
          false,
          false,
          'Does not apply: this mutator may change the answer, so nobody knows what the mutant’s answer should be.',
        );

  const invalid = mutants.filter((o) => o.modelInvalid);
  const sats = mutants.filter((o) => o.status === 'ok' && lastAnswer(o) === 'sat');
  const checked = sats.filter((o) => validatesModels(o.laneId));
  const model = row(
    'model',
    checked.length > 0 || invalid.length > 0,
    invalid.length > 0,
    invalid.length
      ? `A bug: ${invalid.map((o) => laneTitle(o.laneId)).join(', ')} gave a model that falsifies an assertion.`
      : checked.length
        ? `No bug: ${checked.map((o) => laneTitle(o.laneId)).join(', ')} checked ${checked.length > 1 ? 'their models' : 'its model'} and found no assertion false.`
        : sats.length
          ? 'Not checked here: no lane that said sat validates its model (turn on model_validate=true or --check-models under Solver lanes).'
          : 'Does not apply here: no solver said sat, so there is no model to check.',
  );

  // Janus' oracle (the mutator marks it: unknownIsFinding): a mutant made so that its answer follows from the seed's.
  const follows = oracle.unknownIsFinding === true;
  const gaveUp = rows.filter((r) => decided(r.parent) && r.mutant && !decided(r.mutant));
  const incompleteness = row(
    'incompleteness',
    follows,
    gaveUp.length > 0,
    (gaveUp.length
      ? `${gaveUp.map((r) => `${laneTitle(r.lane)} decided the seed (${saidWord(r.parent!)}) and gave up on the mutant (${saidWord(r.mutant!)})`).join('; ')}`
      : 'Every solver that decided the seed decided the mutant') +
      (follows
        ? gaveUp.length
          ? ': a bug.'
          : ': no bug.'
        : ', but it does not apply: only Janus makes mutants whose answer follows from the seed’s, so here giving up may be fair.'),
  );

  return [crash, differential, expected, model, incompleteness];
}
