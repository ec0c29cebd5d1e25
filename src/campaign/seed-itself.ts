// A seed that misbehaves by itself is a finding, not a seed to skip: when a seed's label or STORM model cannot be
// solved (a lane crashed on it, the lanes disagree, one rejected it), the seed is run once on every lane and judged
// like any mutant (by its stated answer once known, else differentially); what the judge finds is recorded as a
// finding of the seed itself (a literal mutant: the seed's text), and the mutators that needed the fact say so.
import type { Oracle } from '../mutators/types.js';
import { FINDING_KIND_TITLES, judge } from '../oracles/index.js';
import { laneTitle } from '../solvers/lane-spec.js';
import { stripStatusText } from '../smtlib/status.js';
import type { Outcome, RunOptions } from '../solvers/outcome.js';
import type { LaneRunner } from '../solvers/runner.js';
import { makeFinding } from './finding.js';
import { logicOf } from './mutants.js';
import { keepFinding, type Recording } from './record-step.js';
import type { Solved } from './seed-lifecycle.js';
import { runMutant } from './solver-runs.js';
import { knownLabel, type SeedState } from './seed-state.js';

/** The findings the seed itself shows (their first lines), each kept like a campaign's; none when it behaves. */
export async function seedItself(
  seed: SeedState,
  runner: LaneRunner,
  runOptions: RunOptions,
  r: Recording,
): Promise<string[]> {
  if (!seed.prepared?.ok) return [];
  const script = seed.prepared.script;
  const text = stripStatusText(seed.seed.text);
  let outcomes: Outcome[];
  try {
    outcomes = await runMutant(runner, text, runOptions);
  } catch {
    return []; // out of time or stopped: the seed was not run
  }
  const label = knownLabel(seed) ?? seed.stated;
  const oracle: Oracle = label ? { kind: 'expected', expected: label } : { kind: 'differential', expected: null };
  const said: string[] = [];
  for (const raw of judge(script, oracle, outcomes).findings) {
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
    });
    if (await keepFinding(finding, r)) r.stats.found(seed.seed.id, undefined);
    said.push(
      `${FINDING_KIND_TITLES[raw.kind]} on ${raw.lanes.map(laneTitle).join(', ')}: ${raw.message.split('\n')[0]}`,
    );
  }
  return said;
}

/** A preparation that failed, with what the seed itself shows (`itself`) on the campaign's lanes. */
export async function withItself(
  solved: Solved,
  seed: SeedState,
  runner: LaneRunner,
  runOptions: RunOptions,
  r: Recording,
): Promise<Solved> {
  return solved.result.ok ? solved : { ...solved, itself: await seedItself(seed, runner, runOptions, r) };
}
