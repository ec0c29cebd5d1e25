// What a page campaign uses beyond its lanes: the seed facts cache in IndexedDB, and for "fuzz solver options" each
// lane's option table, read from what its release says of its own parameters (the Z3 build's parameter listing and
// tactic descriptions, the worker's describeOptions; solvers/options optionTableOf), once per release and visit.
import { IdbFacts } from '../facts/browser/idb-facts.js';
import { parseLane } from '../solvers/lane-spec.js';
import { optionTableOf, type OptionTable } from '../solvers/options/index.js';
import type { CampaignExtras, CampaignPlan } from '../ui-state/campaign-control.js';
import type { LaneService } from './lane-service.js';

const facts = new IdbFacts();
/** Tables by `family-version`: a release describes the same options whatever lane runs it. */
const tables = new Map<string, Promise<OptionTable | undefined>>();

async function tableOf(service: LaneService, laneId: string): Promise<OptionTable | undefined> {
  const lane = parseLane(laneId);
  if (!lane.ok) return undefined;
  const version = lane.value.version || service.state(laneId).version || '';
  const key = `${lane.value.family}-${lane.value.backend}-${version}`;
  let table = tables.get(key);
  if (!table) {
    table = service
      .describeOptions(laneId)
      .then((text) => (text ? optionTableOf(lane.value, text, version) : undefined))
      .catch(() => undefined);
    tables.set(key, table);
    void table.then((t) => t ?? tables.delete(key));
  }
  return table;
}

export async function campaignExtras(
  service: LaneService,
  laneIds: readonly string[],
  plan: CampaignPlan,
): Promise<CampaignExtras> {
  if (!plan.fuzzOptions) return { facts };
  const optionTables = new Map<string, OptionTable>();
  for (const id of laneIds) {
    const table = await tableOf(service, id);
    if (table) optionTables.set(id, table);
  }
  return { facts, optionTables };
}
