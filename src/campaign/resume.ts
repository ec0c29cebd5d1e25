// Resuming a campaign (`smtplay fuzz --resume`, the page's Resume after a reload): what an earlier run left is
// taken up before the first turn. Its findings fill the groups (a signature seen then is not new now), its
// counters the statistics, and each walk goes on at the step its last progress line names; a walk saved as done,
// or a seed finished as a whole (older campaigns), takes no more turns.
import { occurrenceOf, type FindingGroups } from '../finding/groups.js';
import type { Scheduler } from '../scheduling/scheduler.js';
import type { SeedState } from './seed-state.js';
import type { StatsTracker } from './stats.js';
import type { Saved } from './store.js';

export interface Resumed {
  states: readonly SeedState[];
  scheduler: Scheduler;
  stats: StatsTracker;
  groups: FindingGroups;
  /** The campaign's mutators by name, in its order (a walk of a mutator not in it now is left alone). */
  mutatorNames: readonly string[];
}

export function resume(previous: Saved, into: Resumed): void {
  const { states, scheduler, stats, groups } = into;
  for (const f of previous.findings) {
    if (groups.add(occurrenceOf(f))) stats.found(f.made?.seedId, f.made?.mutator);
  }
  const byId = new Map(states.map((s) => [s.seed.id, s]));
  const mutatorIndex = new Map(into.mutatorNames.map((name, i) => [name, i]));
  for (const done of previous.seedsDone ?? []) {
    const s = byId.get(done.seedId);
    stats.resume(done.counters, done.seedId);
    if (s) scheduler.retireSeed(s.index);
  }
  for (const line of previous.pairs ?? []) {
    const s = byId.get(line.seedId);
    const m = mutatorIndex.get(line.mutator);
    stats.resume(line.counters, line.seedId, line.mutator);
    // The sightings counted then: a group's count and smallest witness are as the earlier run left them.
    for (const o of line.occurrences ?? []) groups.add(o);
    if (!s || m === undefined) continue;
    const pair = s.pairs[m]!;
    pair.next = Math.max(pair.next, line.steps);
    pair.savedDone ||= line.done;
  }
  for (const s of states)
    s.pairs.forEach((pair, m) => {
      if (pair.savedDone) scheduler.retire({ seed: s.index, mutator: m });
      else if (pair.next > 0) scheduler.resume({ seed: s.index, mutator: m }, pair.next);
    });
  for (const s of states)
    if (scheduler.seedFinished(s.index)) {
      s.finished = true;
      stats.seeds.resumed++;
      stats.seeds.done++;
    }
}
