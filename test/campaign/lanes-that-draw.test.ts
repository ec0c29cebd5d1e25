// Which lanes draw options (campaign/solver-options.ts): the newest release of each family among the lanes with a
// table; an older release of the family runs as shipped, the reference the drawn configuration is measured against.
import { describe, expect, it } from 'vitest';
import { drawOptions, lanesThatDraw } from '../../src/scheduling/solver-options.js';
import type { SolverFamily } from '../../src/solvers/lane.js';
import type { OptionTable } from '../../src/solvers/options/index.js';

const table = (family: SolverFamily, version: string): OptionTable => ({
  family,
  version,
  source: 'test',
  options: [
    { name: family === 'z3' ? 'smt.relevancy' : 'strings-exp', kind: 'bool', values: ['0'], marks: [], doc: '' },
  ],
});
const lane = (id: string, family: SolverFamily) => ({ id, family, options: [] as string[] });

describe('lanesThatDraw', () => {
  const NEW = lane('z3@5.2.0', 'z3');
  const OLD = lane('z3@4.8.17', 'z3');
  const NATIVE = lane('native:z3', 'z3');
  const NEW_TUNED = lane('z3@5.2.0+smt.arith.solver=2', 'z3');
  const CVC5 = lane('native:cvc5', 'cvc5');

  it('gives options to the newest Z3 release only; the older one is the reference', () => {
    const tables = new Map([
      [NEW.id, table('z3', '5.2.0')],
      [OLD.id, table('z3', '4.8.17')],
    ]);
    expect(lanesThatDraw([OLD, NEW], tables).map((l) => l.id)).toEqual([NEW.id]);
    const at = { rngSeed: 1, seedId: 's', mutator: 'opfuzz', step: 0 };
    expect(Object.keys(drawOptions([OLD, NEW], tables, at).byLane)).toEqual([NEW.id]);
  });

  it('compares releases as numbers, per family, and lets two lanes of the newest release both draw', () => {
    const tables = new Map([
      [NEW.id, table('z3', '5.2.0')],
      [NEW_TUNED.id, table('z3', '5.2.0')],
      [NATIVE.id, table('z3', '4.12.10')],
      [CVC5.id, table('cvc5', '1.0.3')],
    ]);
    expect(lanesThatDraw([NATIVE, NEW, NEW_TUNED, CVC5], tables).map((l) => l.id)).toEqual([
      NEW.id,
      NEW_TUNED.id,
      CVC5.id,
    ]);
  });

  it('draws on an older release when it is the only one of its family with a table', () => {
    const tables = new Map([[OLD.id, table('z3', '4.8.17')]]);
    expect(lanesThatDraw([NEW, OLD], tables).map((l) => l.id)).toEqual([OLD.id]);
  });
});
