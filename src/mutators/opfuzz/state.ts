// What OpFuzz remembers per script: its site table (shared by the whole chain, see sites.ts) and
// where each site sits in the printed text (layout.ts). Seeds are remembered weakly; mutants only
// while they are among the latest (the next step of a chain asks for its parent).
import type { Script } from '../../smtlib/ast.js';
import type { Vocabulary } from '../../smtlib/dialect.js';
import { seedVocabulary } from '../portable.js';
import { RecentCache } from '../../smtlib/recent-cache.js';
import { buildLayout, type Layout } from './layout.js';
import { buildSiteTable, type SiteTable } from './sites.js';

export interface OpFuzzState {
  readonly table: SiteTable;
  /** The vocabulary of the chain's seed (portable.ts): what `portable` swaps keep to. */
  readonly vocabulary: Vocabulary | undefined;
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
    state = { table, layout, vocabulary: table.ok ? seedVocabulary(script) : undefined };
    states.set(script, state);
  }
  return state;
}

/** A mutant made by operator swaps: same sites, same vocabulary, and (when known) its spliced layout. */
export function recordMutant(mutant: Script, parent: OpFuzzState, layout: Layout | undefined): void {
  recent.set(mutant, { ...parent, layout });
}
