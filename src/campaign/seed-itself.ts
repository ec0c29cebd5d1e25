// Every seed is first run as it is, once, on every lane under the solvers' default configuration (no drawn option),
// whatever the mutators: what the newest releases do with the seed itself is a finding of its own when it misbehaves
// (judged like any mutant: against the answer the seed states, else differentially; recorded as a literal mutant, the
// seed's text), and the lanes' agreed answer is the seed's label for the mutators that need one (Fusion, Janus, STORM,
// SAE), so no seed is solved twice. A seed whose lanes all agree against the answer it states is not judged by that
// statement (the statement is likely wrong) and gets no label. The runs are cached (seed-facts.ts): a later campaign
// on the same seeds and lanes judges them again without running them. The lanes' models are checked where the
// campaign checks a mutant's (its ModelChecker: the page's worker), never on the caller's thread when one is given.
import { agreedLabel } from '../mutators/fusion/index.js';
import type { Expected, Oracle } from '../mutators/types.js';
import { FINDING_KIND_TITLES, judge, lastAnswer } from '../oracles/index.js';
import { modelChecksOf, type ModelChecker } from '../oracles/model-check.js';
import { laneTitle } from '../solvers/lane-spec.js';
import { stripStatusText } from '../smtlib/status.js';
import type { Outcome, RunOptions } from '../solvers/outcome.js';
import type { LaneRunner } from '../solvers/runner.js';
import type { FactsCache } from '../facts/facts-cache.js';
import { makeFinding } from '../finding/record.js';
import { logicOf } from '../smtlib/logic.js';
import { keepFinding, type Recording } from './record-step.js';
import { seedRuns, type Label } from './seed-facts.js';
import { knownLabel, type Ready, type SeedState } from './seed-state.js';

/** What the seed's own run showed: its label (for the mutators that need one) and its findings in words. */
export interface Itself {
  label: Label;
  /** Every lane answered against the answer the seed states: that statement is no label either. */
  contradicted: boolean;
  /** One line per finding the seed itself shows. */
  findings: string[];
  /** Every lane's run of the seed. */
  outcomes: Outcome[];
}

/** What the lanes' answers say of the seed's label, given the answer it states (if any). */
export function labelFrom(
  outcomes: readonly Outcome[],
  stated: Expected | undefined,
): { label: Label; contradicted: boolean } {
  const answers = outcomes.map((o) => (o.status === 'ok' ? lastAnswer(o) : o.status));
  const agreed = agreedLabel(answers);
  const said = outcomes.map((o, i) => `${o.laneId}: ${answers[i] ?? 'no answer'}`).join(', ');
  if (!agreed)
    return { label: { ok: false, reason: `the lanes cannot decide it or disagree (${said})` }, contradicted: false };
  if (stated && agreed !== stated && outcomes.length > 1)
    return {
      label: { ok: false, reason: `every lane says ${agreed} against the ${stated} the seed states (${said})` },
      contradicted: true,
    };
  return { label: { ok: true, label: agreed }, contradicted: false };
}

export async function seedItself(
  seed: SeedState & { prepared: Ready },
  runner: LaneRunner,
  runOptions: RunOptions,
  r: Recording,
  facts?: FactsCache,
  modelChecker?: ModelChecker,
): Promise<Itself> {
  const script = seed.prepared.script;
  const text = stripStatusText(seed.seed.text);
  // Thrown when out of time or stopped: the preparation is then not recorded (the engine launches it droppable).
  const outcomes = await seedRuns(text, runner, runOptions, facts);
  const stated = knownLabel(seed) ?? seed.stated;
  const { label, contradicted } = labelFrom(outcomes, stated);
  // A statement every lane contradicts says nothing: the seed is then judged by its lanes alone.
  const trusted = stated && !contradicted ? stated : undefined;
  const oracle: Oracle = trusted ? { kind: 'expected', expected: trusted } : { kind: 'differential', expected: null };
  const modelChecks = modelChecker ? await modelChecksOf(modelChecker, text, outcomes) : undefined;
  const findings: string[] = [];
  for (const raw of judge(script, oracle, outcomes, modelChecks).findings) {
    // Counted in the campaign's totals (no walk made it: a resumed campaign runs the seed again and counts it anew).
    r.stats.counters.findingOccurrences++;
    const finding = makeFinding({
      raw,
      logic: logicOf(script),
      rules: [],
      origin: 'campaign',
      mutant: text,
      seed: seed.seed.text,
      oracle,
      outcomes,
      solvers: r.solvers,
      timeoutMs: r.config.timeoutMs,
      seedId: seed.seed.id,
    });
    if (await keepFinding(finding, r)) r.stats.found(seed.seed.id, undefined);
    findings.push(
      `${FINDING_KIND_TITLES[raw.kind]} on ${raw.lanes.map(laneTitle).join(', ')}: ${raw.message.split('\n')[0]}`,
    );
  }
  return { label, contradicted, findings, outcomes };
}
