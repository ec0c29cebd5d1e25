// The campaign view's per-lane table: one row per campaign lane, the runs under drawn options counted in it and listed
// under it (most runs first), a lane with options of its own kept apart from the plain lane of its release.
import { describe, expect, it } from 'vitest';
import { laneRows } from '../../src/ui-state/lane-rows.js';
import { laneCounts } from '../support/lane-counts.js';

const counts = laneCounts;

describe('laneRows', () => {
  it('sums every drawn option set into its lane and lists the sets, most runs first', () => {
    const rows = laneRows(
      {
        'z3@5.2.0': counts({ sat: 2, unsat: 1 }),
        cvc5: counts({ sat: 3 }),
        'z3@5.2.0+sat.smt=true': counts({ sat: 1 }),
        'z3@5.2.0+smt.relevancy=0+smt.arith.solver=6': counts({ unsat: 2, timeout: 1 }),
      },
      ['z3@5.2.0', 'cvc5'],
    );
    expect(rows.map((r) => r.lane)).toEqual(['z3@5.2.0', 'cvc5']);
    expect(rows[0]!.counts).toEqual({ sat: 3, unsat: 3, unknown: 0, timeout: 1, crash: 0, error: 0 });
    expect(rows[0]!.optionSets.map((o) => [o.options, o.runs])).toEqual([
      [['smt.relevancy=0', 'smt.arith.solver=6'], 3],
      [['sat.smt=true'], 1],
    ]);
    expect(rows[1]).toEqual({
      lane: 'cvc5',
      counts: { sat: 3, unsat: 0, unknown: 0, timeout: 0, crash: 0, error: 0 },
      optionSets: [],
    });
  });

  it('keeps a lane with options of its own apart from the plain lane of the same release', () => {
    const rows = laneRows(
      {
        'z3@5.2.0': counts({ sat: 1 }),
        'z3@5.2.0+model_validate=true': counts({ sat: 1 }),
        'z3@5.2.0+model_validate=true+sat.smt=true': counts({ unsat: 1 }),
        'z3@5.2.0+sat.smt=true': counts({ crash: 1 }),
      },
      ['z3@5.2.0', 'z3@5.2.0+model_validate=true'],
    );
    expect(rows.map((r) => [r.lane, r.optionSets.map((o) => o.options.join(' '))])).toEqual([
      ['z3@5.2.0', ['sat.smt=true']],
      ['z3@5.2.0+model_validate=true', ['sat.smt=true']],
    ]);
    expect(rows[1]!.counts.unsat).toBe(1);
    expect(rows[0]!.counts.crash).toBe(1);
  });

  it('without the campaign lanes, gives a run lane to the lane it extends by the most options', () => {
    const rows = laneRows(
      {
        'z3@4.8.17': counts({ sat: 1 }),
        'z3@4.8.17+a=1': counts({ sat: 1 }),
        'z3@4.8.17+a=1+b=2': counts({ sat: 1 }),
        'native:z3': counts({ unsat: 1 }),
      },
      [],
    );
    expect(rows.map((r) => [r.lane, r.counts.sat + r.counts.unsat, r.optionSets.length])).toEqual([
      ['z3@4.8.17', 3, 2],
      ['native:z3', 1, 0],
    ]);
  });
});
