// The draw test/e2e/report.e2e.test.ts relies on, checked against Z3 5.2.0's own option table: a page campaign with
// "fuzz solver options", OpFuzz, rng seed 6727 on the gallery's horner seed draws smt.arith.nl.horner_frequency=0 for
// Z3 5.2.0 at step 1, whose mutant keeps the square and crashes it. Option fuzzing draws from the release's table
// by the mutant's id and the options that can matter to the mutant (campaign/solver-options.ts, option-focus.ts),
// so a change to how tables are read (z3-params.ts) or drawn shows
// here, by name, instead of as an e2e campaign that finds nothing.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inputOf, parseSeed, rebuildMutant } from '../../src/campaign/index.js';
import { featuresOf } from '../../src/scheduling/option-focus.js';
import { drawOptions } from '../../src/scheduling/solver-options.js';
import { parseScript } from '../../src/smtlib/parser.js';
import { loadOptionTables } from '../../src/cli/option-tables.js';
import { resolveLanes } from '../../src/cli/lanes.js';
import { createNodeSolver } from '../../src/solvers/node-solvers.js';
import type { OptionTable } from '../../src/solvers/options/index.js';
import { SolverPool } from '../../src/solvers/pool.js';
import { campaignConfigOf } from '../../src/ui-state/campaign-control.js';
import { GALLERY } from '../../src/ui/gallery/examples.js';
import { HORNER_RNG_SEED } from '../e2e/horner.js';

const NEW = 'z3@5.2.0';
const OLD = 'z3@4.8.17';

describe('the horner draw of the report e2e', () => {
  let pool: SolverPool;
  let tables: Map<string, OptionTable>;
  beforeAll(async () => {
    const lanes = await resolveLanes([NEW, OLD]);
    pool = new SolverPool(lanes, (lane) => createNodeSolver(lane, { warmSpare: false }), 1);
    await pool.start();
    tables = await loadOptionTables(lanes, pool, {}, undefined);
  });
  afterAll(() => pool?.dispose());

  it('draws smt.arith.nl.horner_frequency=0 for Z3 5.2.0 at step 1, on a mutant that crashes it', async () => {
    const seed = GALLERY.find((g) => g.id === 'qf_ania_horner')!;
    const lanes = [NEW, OLD].map((id) => ({ id, family: 'z3' as const, options: [] }));
    const config = campaignConfigOf({
      mutators: ['opfuzz'],
      maxMutants: 3,
      seconds: 3600,
      rngSeed: HORNER_RNG_SEED,
      timeoutMs: 5000,
    });
    const prepared = parseSeed({ id: seed.id, text: seed.text });
    if (!prepared.ok) throw new Error(prepared.reason);
    const at = { rngSeed: HORNER_RNG_SEED, seedId: seed.id, mutator: 'opfuzz', step: 1 };
    const mutant = rebuildMutant(config, at, inputOf(prepared));
    expect(mutant?.text).toContain('(* n n)');
    const script = parseScript(mutant!.text);
    if (!script.ok) throw new Error(script.error.message);
    const drawn = drawOptions(lanes, tables, at, featuresOf(script.value));
    expect(drawn.byLane[NEW]).toEqual(['smt.arith.nl.horner_frequency=0']);
    const o = await pool.run(NEW, mutant!.text, { timeoutMs: 20_000, options: drawn.byLane[NEW] });
    expect(o.status).toBe('crash');
  });
});
