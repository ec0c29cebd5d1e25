// Option tables from a solver's own description (the layouts of `z3 -pm:MODULE` and `cvc5 --help`, written
// here by hand in those layouts), the draw per mutant, and lanes named with drawn options.
import { describe, expect, it } from 'vitest';
import { DEFAULT_SHARE, drawOptions, drawsNothing } from '../../src/scheduling/solver-options.js';
import { baseLaneId, runLaneId } from '../../src/finding/options.js';
import { parseLane, withExtraOptions } from '../../src/solvers/lane-spec.js';
import { optionLanes } from '../../src/solvers/option-lanes.js';
import { finding } from '../../src/oracles/index.js';
import { cvc5OptionTable, z3OptionTable, type OptionTable } from '../../src/solvers/options/index.js';
import { SAFE_MODE_REFUSALS } from '../../src/solvers/options/cvc5-options.js';
import type { Outcome, RunOptions } from '../../src/solvers/outcome.js';
import { outcome } from '../support/outcome.js';

const Z3_LISTING = [
  '[module] smt, description: smt solver based on lazy smt',
  '    arith.solver (unsigned int) arithmetic solver: 0 - no solver, 1 - bellman-ford based solver (diff. logic only), 2 - simplex based solver, 6 - lra solver (default: 6)',
  '    arith.nl.rounds (unsigned int) threshold for number of (nested) final checks for non linear arithmetic (default: 1024)',
  '    max_conflicts (unsigned int) maximum number of conflicts before giving up. (default: 4294967295)',
  '    relevancy (unsigned int) relevancy propagation heuristic: 0 - disabled, 1 - relevancy is tracked by only affects quantifier instantiation, 2 - relevancy is tracked, and an atom is only asserted if it is relevant (default: 2)',
  "    string_solver (symbol) solver for string/sequence theories. options are: 'z3str3' (specialized string solver), 'seq' (sequence solver), 'empty' (a no-op solver that forces an answer unknown if strings were used), 'none' (no solver) (default: seq)",
  '    threads (unsigned int) maximal number of parallel threads. (default: 1)',
  '    qi.eager_threshold (double) threshold for eager quantifier instantiation (default: 10.0)',
  "    mbqi.id (string) Only use model-based instantiation for quantifiers with id's beginning with string (default: )",
  '[module] sat, description: propositional SAT solver',
  '    lookahead.delta_fraction (double) number between 0 and 1, the smaller the more literals are selected for double lookahead (default: 1.0)',
  '    euf (bool) enable euf solver (this feature is preliminary and not ready for general consumption) (default: false)',
  '    drat.file (symbol) file to dump DRAT proofs (default: )',
  '[module] rewriter, description: new formula simplification module used in the tactic framework',
  "    hi_fp_unspecified (bool) use the 'hardware interpretation' for unspecified values in fp.min, fp.max, fp.to_ubv, fp.to_sbv, and fp.to_real (default: false)",
  "    hi_div0 (bool) use the 'hardware interpretation' for division by zero (for bit-vector terms) (default: true)",
  '    hoist_ite (bool) hoist shared summands under ite expressions (default: false)',
].join('\n');

const CVC5_HELP = [
  'Most commonly-used cvc5 options:',
  '  --incremental | -i     enable incremental solving [*]',
  '',
  'From the Arithmetic Theory module:',
  '  --arith-no-partial-fun do not use partial function semantics for arithmetic',
  '                         (not SMT LIB compliant) (EXPERTS only) [*]',
  "  --arith-prop=MODE      turns on arithmetic propagation (default is 'old', see",
  '                         --arith-prop=help) (EXPERTS only)',
  '  --dio-turns=N          turns in a row dio solver cutting gets (EXPERTS only)',
  '',
  'From the Driver module:',
  '  --dump-models          output models after every SAT/INVALID/UNKNOWN response [*]',
  '',
  'From the Strings Theory module:',
  '  --strings-exp          experimental features in the theory of strings [*]',
  '==== --arith-prop=help',
  'Available modes for --arith-prop are:',
  '+ old (default)',
  '  Use the old propagation.',
  '+ both',
  '  Use both.',
  '+ abort-mode',
  '  Abort when asked.',
].join('\n');

describe('option tables', () => {
  it('Z3: values by the documented rules, limits and output options left alone, sat.euf marked experimental', () => {
    const t = z3OptionTable(Z3_LISTING, '4.8.12', 'z3 -pm:MODULE');
    const by = new Map(t.options.map((o) => [o.name, o]));
    expect([...by.keys()].sort()).toEqual(
      [
        'sat.euf',
        'sat.lookahead.delta_fraction',
        // rewriter.hi_fp_unspecified=true fixes values the standard leaves open, rewriter.hi_div0=false leaves open
        // values it fixes: by design (z3-params.ts BY_DESIGN)
        'rewriter.hoist_ite',
        'smt.arith.nl.rounds',
        'smt.arith.solver',
        'smt.qi.eager_threshold',
        'smt.relevancy',
        'smt.string_solver',
      ].sort(),
    );
    expect(by.get('smt.arith.solver')!.values).toEqual(['2']); // 0 is "no solver", 1 "only" difference logic
    // A bound on a search at 0 turns that search off; at 1 one round runs (a crash there is a bug).
    expect(by.get('smt.arith.nl.rounds')!.values).not.toContain('0');
    expect(by.get('smt.arith.nl.rounds')!.values).toContain('1');
    expect(by.get('smt.string_solver')!.values).toEqual(['z3str3']);
    expect(by.get('smt.relevancy')!.values).toEqual(['0']);
    expect(by.get('smt.qi.eager_threshold')!.values).toEqual(['5', '20']);
    // Twice 1.0 is outside the range the description states (Z3 refuses it).
    expect(by.get('sat.lookahead.delta_fraction')!.values).toEqual(['0.5']);
    expect(by.get('sat.euf')).toMatchObject({ values: ['true'], marks: [{ mark: 'experimental' }] });
    expect(by.get('sat.euf')!.marks[0]!.source).toContain('preliminary and not ready');
    expect(t.options.filter((o) => o.name !== 'sat.euf').every((o) => o.marks.length === 0)).toBe(true);
  });

  it('cvc5: Boolean and mode options with their marks; no commonly-used, Driver or aborting choices', () => {
    const t = cvc5OptionTable(CVC5_HELP, '1.0.3', 'cvc5 --help');
    const by = new Map(t.options.map((o) => [o.name, o]));
    expect([...by.keys()].sort()).toEqual(['arith-no-partial-fun', 'arith-prop', 'strings-exp']);
    expect(by.get('arith-prop')).toMatchObject({ kind: 'choice', default: 'old', values: ['both'] });
    expect(by.get('arith-no-partial-fun')!.marks.map((m) => m.mark)).toEqual(['expert', 'nonstandard']);
    expect(by.get('arith-prop')!.marks.map((m) => m.mark)).toEqual(['expert']);
    expect(by.get('strings-exp')!.marks.map((m) => m.mark)).toEqual(['experimental']);
  });

  it("cvc5: values its safe mode refused are kept with cvc5's words and never drawn", () => {
    // The layout native/describe-options.ts appends: one `OPTION<TAB>cvc5's words` a line.
    const described = [
      CVC5_HELP,
      `${SAFE_MODE_REFUSALS}`,
      '--arith-no-partial-fun\tFatal error in option parsing: expert option arith-no-partial-fun cannot be set in safe mode.',
      '--no-arith-no-partial-fun\tFatal error in option parsing: expert option arith-no-partial-fun cannot be set in safe mode.',
      '--arith-prop=both\tFatal error in option parsing: expert option arith-prop cannot be set in safe mode.',
    ].join('\n');
    const t = cvc5OptionTable(described, '1.3.2', 'cvc5 --help');
    const by = new Map(t.options.map((o) => [o.name, o]));
    // The table is the same as without the section (reports still label the options), with the refusals beside.
    expect([...by.keys()].sort()).toEqual(['arith-no-partial-fun', 'arith-prop', 'strings-exp']);
    expect(by.get('arith-prop')!.outsideGuidelines).toEqual([
      { value: 'both', words: 'Fatal error in option parsing: expert option arith-prop cannot be set in safe mode.' },
    ]);
    expect(by.get('strings-exp')!.outsideGuidelines).toBeUndefined();
    const lane = { id: 'native:cvc5@1.3.2', family: 'cvc5' as const, options: [] };
    const tables = new Map<string, OptionTable>([[lane.id, t]]);
    let drew = 0;
    for (let step = 0; step < 60; step++) {
      const options = drawOptions([lane], tables, { rngSeed: 9, seedId: 's', mutator: 'opfuzz', step }).byLane[lane.id];
      if (!options) continue;
      drew++;
      expect(['--strings-exp', '--no-strings-exp']).toContain(options.join(' '));
    }
    expect(drew).toBeGreaterThan(20);
  });
});

describe('drawing options per mutant', () => {
  const table = z3OptionTable(Z3_LISTING, '4.8.12', 'z3 -pm:MODULE');
  const lane = { id: 'native:z3@4.8.12+smt.relevancy=1', family: 'z3' as const, options: ['smt.relevancy=1'] };
  const tables = new Map<string, OptionTable>([[lane.id, table]]);
  const at = (step: number) => ({ rngSeed: 4, seedId: 's.smt2', mutator: 'opfuzz', step });

  it('runs one mutant in DEFAULT_SHARE under the default configuration, on its own rng stream', () => {
    const steps = 2000;
    let none = 0;
    for (let step = 0; step < steps; step++) if (drawsNothing(at(step))) none++;
    expect(DEFAULT_SHARE).toBe(2);
    // a binomial share: 4 standard deviations (2000 draws of 1 in 2) is about 90
    expect(Math.abs(none - steps / DEFAULT_SHARE)).toBeLessThan(90);
    for (let step = 0; step < 60; step++) {
      const drawn = drawOptions([lane], tables, at(step));
      expect(Object.keys(drawn.byLane).length === 0).toBe(drawsNothing(at(step)));
    }
  });

  it('draws 1 to 3 options (none, for the default configuration, for about one mutant in two), never one the lane sets itself, the same for the same mutant id', () => {
    const sizes = new Set<number>();
    for (let step = 0; step < 60; step++) {
      const drawn = drawOptions([lane], tables, at(step));
      const options = drawn.byLane[lane.id] ?? [];
      sizes.add(options.length);
      expect(options.some((o) => o.startsWith('smt.relevancy='))).toBe(false);
      expect(drawOptions([lane], tables, at(step))).toEqual(drawn);
      expect(drawn.marked.map((m) => m.option)).toEqual(options.filter((o) => o.startsWith('sat.euf=')));
      const id = runLaneId(lane.id, drawn);
      expect(baseLaneId(id, drawn)).toBe(lane.id);
      expect(parseLane(id).ok).toBe(true);
    }
    expect([...sizes].sort()).toEqual([0, 1, 2, 3]);
  });

  it('runs a lane named with options on its base lane, the options as the run’s own', async () => {
    const seen: { laneId: string; options: RunOptions }[] = [];
    const base = async (laneId: string, _t: string, options: RunOptions): Promise<Outcome> => {
      seen.push({ laneId, options });
      return outcome(laneId, { answers: ['sat'] });
    };
    const run = optionLanes(base, ['z3@4.8.17']);
    const id = withExtraOptions('z3@4.8.17', ['smt.string_solver=z3str3', 'sat.euf=true']);
    expect(id).toBe('z3@4.8.17+smt.string_solver=z3str3+sat.euf=true');
    const o = await run(id, '(check-sat)', { timeoutMs: 5 });
    expect(o.laneId).toBe(id);
    expect(seen).toEqual([
      { laneId: 'z3@4.8.17', options: { timeoutMs: 5, options: ['smt.string_solver=z3str3', 'sat.euf=true'] } },
    ]);
  });

  it('runs a lane on the base with the most own options it extends, and a lane of no base as it is', async () => {
    const seen: { laneId: string; options: RunOptions }[] = [];
    const base = async (laneId: string, _t: string, options: RunOptions): Promise<Outcome> => {
      seen.push({ laneId, options });
      return outcome(laneId, { answers: ['sat'] });
    };
    const run = optionLanes(base, ['z3@4.8.1', 'z3@4.8.17', 'z3@4.8.17+model_validate=true']);
    await run('z3@4.8.17+model_validate=true+sat.euf=true', '', { timeoutMs: 5 });
    await run('z3@4.8.17+sat.euf=true', '', { timeoutMs: 5 });
    await run('z3@4.8.17+model_validate=true', '', { timeoutMs: 5 });
    await run('native:z3@4.8.17+sat.euf=true', '', { timeoutMs: 5 });
    expect(seen).toEqual([
      { laneId: 'z3@4.8.17+model_validate=true', options: { timeoutMs: 5, options: ['sat.euf=true'] } },
      { laneId: 'z3@4.8.17', options: { timeoutMs: 5, options: ['sat.euf=true'] } },
      { laneId: 'z3@4.8.17+model_validate=true', options: { timeoutMs: 5 } },
      { laneId: 'native:z3@4.8.17+sat.euf=true', options: { timeoutMs: 5 } },
    ]);
  });
});

describe('findings under drawn options', () => {
  it('share a signature across drawn options, and findings under marked options are set apart', async () => {
    const { makeFinding } = await import('../../src/finding/record.js');
    const { readFinding } = await import('../../src/finding/read.js');
    const make = (options: string[], marked: boolean) => {
      const lane = withExtraOptions('z3@4.8.17', options);
      return makeFinding({
        raw: finding({ kind: 'crash', lanes: [lane], said: ['crash'], detail: 'ASSERTION VIOLATION' }),
        logic: 'QF_S',
        rules: [],
        origin: 'campaign',
        mutant: '(check-sat)',
        seed: '(check-sat)',
        oracle: { kind: 'differential', expected: null },
        outcomes: [],
        solvers: [],
        timeoutMs: 5,
        solverOptions: {
          byLane: { 'z3@4.8.17': options },
          marked: marked ? [{ lane: 'z3@4.8.17', option: 'sat.euf=true', mark: 'experimental', source: 'doc' }] : [],
        },
      });
    };
    const a = make(['smt.relevancy=0'], false);
    const b = make(['smt.random_seed=1'], false);
    const c = make(['sat.euf=true'], true);
    expect(a.lanes).toEqual(['z3@4.8.17+smt.relevancy=0']);
    expect(a.signature).toBe(b.signature);
    expect(c.signature).not.toBe(a.signature);
    const back = readFinding(JSON.parse(JSON.stringify(c)));
    expect(back.ok && back.finding.solverOptions).toEqual(c.solverOptions);
  });
});
