// What OpFuzz remembers per script: its site table (shared by the whole chain, see sites.ts) and
// where each site sits in the printed text (layout.ts). Seeds are remembered weakly; mutants only
// while they are among the latest (the next step of a chain asks for its parent).
import type { Script } from '../../smtlib/ast.js';
import { RecentCache } from '../recent.js';
import { buildLayout, type Layout } from './layout.js';
import { buildSiteTable, type SiteTable } from './sites.js';

export interface OpFuzzState {
  readonly table: SiteTable;
  /** Undefined when the table is empty or not ok, or the offsets could not be verified. */
  readonly layout: Layout | undefined;
}

const states = new WeakMap<Script, OpFuzzState>();
const recent = new RecentCache<Script, OpFuzzState>();

export function stateOf(script: Script): OpFuzzState {
  let state = recent.get(script) ?? states.get(script);
  if (!state) {
    const table = buildSiteTable(script);
    const layout = table.ok && table.sites.length > 0 ? buildLayout(script, table.sites) : undefined;
    state = { table, layout };
    states.set(script, state);
  }
  return state;
}

/** A mutant made by operator swaps: same sites, and (when known) its spliced layout. */
export function recordMutant(mutant: Script, table: SiteTable, layout: Layout | undefined): void {
  recent.set(mutant, { table, layout });
}
