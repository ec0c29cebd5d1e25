// Option fuzzing on the campaign's side: per mutant and lane, options drawn from the lane's own option table
// (solvers/options/), recorded with the finding so it replays exactly; one mutant in DEFAULT_SHARE draws none at all
// (the default configuration). The draw: k options, k uniform in 1..3,
// distinct parameters the lane does not set itself and that can matter to the mutant (option-focus.ts: no
// string-solver option on bit-vectors), each value uniform among the table's values but those the solver's fuzzing
// guidelines leave out (cvc5: what its safe mode refuses; OptionSpec.outsideGuidelines), from the rng
// `Rng.of(rngSeed, 'options', seedId, mutator, step, laneId)`; so the mutant id and the table fix the options.
// Only the newest release of each solver family among the lanes draws options; older releases run as shipped.
// They are the reference a drawn configuration is measured against: a disagreement is then the options' doing or
// the old release's own bug, and the live check tells the two apart. Options on an old release find old bugs
// (BENCHMARKS.md, bug yield: every finding of 4.8.17 under options was fixed by 5.2.0 or by design).
import { Rng } from '../rng.js';
import { compareVersions } from '../solvers/versions.js';
import type { Lane } from '../solvers/lane.js';
import type { MarkedOption, SolverOptions } from '../finding/options.js';
import { drawnValues, optionName, optionText, type OptionTable } from '../solvers/options/table.js';
import { canMatter, type Feature } from './option-focus.js';

export const MAX_DRAWN = 3;

/** The options one lane gets for one mutant; `features`: the mutant's (option-focus.ts), all options when absent. */
export function drawLaneOptions(
  table: OptionTable,
  lane: Pick<Lane, 'id' | 'family' | 'options'>,
  rng: Rng,
  features?: ReadonlySet<Feature>,
): string[] {
  const own = new Set(lane.options.map((o) => optionName(lane.family, o)));
  const pool = table.options.filter(
    (o) => drawnValues(o).length > 0 && !own.has(o.name) && (!features || canMatter(table.family, o.name, features)),
  );
  // At least one: a mutant run under no option at all is what a campaign without option fuzzing already does.
  const k = Math.min(1 + rng.int(MAX_DRAWN), pool.length);
  const chosen = rng.shuffle([...pool]).slice(0, k);
  return chosen
    .sort((a, b) => a.name.localeCompare(b.name))
    .map((o) => optionText(table.family, o.name, rng.pick(drawnValues(o))));
}

export interface OptionDraw {
  rngSeed: number;
  seedId: string;
  mutator: string;
  step: number;
}

/**
 * The lanes that draw options: those with a table whose release is the newest of its family among them (two
 * lanes of that release, with options of their own or not, both draw).
 */
export function lanesThatDraw<L extends Pick<Lane, 'id' | 'family'>>(
  lanes: readonly L[],
  tables: ReadonlyMap<string, OptionTable>,
): L[] {
  const newest = new Map<string, string>();
  for (const lane of lanes) {
    const version = tables.get(lane.id)?.version;
    if (version === undefined) continue;
    const best = newest.get(lane.family);
    if (best === undefined || compareVersions(version, best) > 0) newest.set(lane.family, version);
  }
  return lanes.filter((l) => {
    const version = tables.get(l.id)?.version;
    return version !== undefined && compareVersions(version, newest.get(l.family)!) === 0;
  });
}

/**
 * One mutant in DEFAULT_SHARE runs every lane as shipped, options or not: a bug under the solver's default
 * configuration is what every user meets and what maintainers fix first, and option fuzzing alone would never look
 * there. Its own rng stream, so the other mutants' draws stay what they were. Half, not a third (2026-12-06): at the
 * heads, eight hour-long runs with a third found the same option bugs again in every run and a new default one in
 * one run only (BENCHMARKS, "Every bug found at the solvers' heads").
 */
export const DEFAULT_SHARE = 2;

/** Whether the mutant at `at` runs under the default configuration (no drawn option on any lane). */
export function drawsNothing(at: OptionDraw): boolean {
  return (
    Rng.of(at.rngSeed, 'options', at.seedId, at.mutator, at.step, 'default configuration').int(DEFAULT_SHARE) === 0
  );
}

/**
 * Every lane's options for one mutant (lanes without a table, or of an older release, get none; every lane gets
 * none for one mutant in DEFAULT_SHARE); `features`: the mutant's.
 */
export function drawOptions(
  lanes: readonly Pick<Lane, 'id' | 'family' | 'options'>[],
  tables: ReadonlyMap<string, OptionTable>,
  at: OptionDraw,
  features?: ReadonlySet<Feature>,
): SolverOptions {
  const byLane: Record<string, string[]> = {};
  const marked: MarkedOption[] = [];
  if (drawsNothing(at)) return { byLane, marked };
  for (const lane of lanesThatDraw(lanes, tables)) {
    const table = tables.get(lane.id)!;
    const options = drawLaneOptions(
      table,
      lane,
      Rng.of(at.rngSeed, 'options', at.seedId, at.mutator, at.step, lane.id),
      features,
    );
    if (options.length === 0) continue;
    byLane[lane.id] = options;
    for (const option of options) {
      const spec = table.options.find((o) => o.name === optionName(table.family, option));
      for (const m of spec?.marks ?? []) marked.push({ lane: lane.id, option, ...m });
    }
  }
  return { byLane, marked };
}

/** The options a mutant runs under: none at all (the default configuration) when nothing was drawn. */
export function optionsFor(...args: Parameters<typeof drawOptions>): SolverOptions | undefined {
  const drawn = drawOptions(...args);
  return Object.keys(drawn.byLane).length > 0 ? drawn : undefined;
}
