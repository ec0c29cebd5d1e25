// Option fuzzing on real Z3 WebAssembly lanes (5.2.0 and 4.8.17) and our seed test/corpus/QF_S/order-bounds.smt2:
// the tables come from the releases themselves; a campaign with --fuzz-options finds the z3str3 `str.<` bug
// under drawn options, the finding replays exactly from its record, and reducing its options keeps
// smt.string_solver=z3str3 alone.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runCampaign } from '../../src/campaign/engine.js';
import { makeFinding, type Finding } from '../../src/finding/record.js';
import { rebuildMade } from '../../src/campaign/mutants.js';
import { inputOf, parseSeed } from '../../src/campaign/prepare.js';
import { baseLaneId } from '../../src/finding/options.js';
import { MemoryStore } from '../../src/campaign/store.js';
import type { CampaignConfig } from '../../src/campaign/types.js';
import { loadOptionTables } from '../../src/cli/option-tables.js';
import { resolveLanes } from '../../src/cli/lanes.js';
import { judge } from '../../src/oracles/index.js';
import { planFor } from '../../src/oracles/index.js';
import { reduceFinding } from '../../src/handover/reduce.js';
import { reduceOptions } from '../../src/handover/reduce-options.js';
import { keepFinding } from '../../src/reduce/predicates/keep-finding.js';
import { parseScript } from '../../src/smtlib/parser.js';
import { createNodeSolver } from '../../src/solvers/node-solvers.js';
import { optionLanes } from '../../src/solvers/option-lanes.js';
import type { OptionTable } from '../../src/solvers/options/index.js';
import { BY_DESIGN } from '../../src/solvers/options/z3-params.js';
import { SolverPool } from '../../src/solvers/pool.js';
import type { RunLane } from '../../src/solvers/runner.js';
import { readCorpusSeed } from '../support/corpus.js';

const OLD = 'z3@4.8.17';
const NEW = 'z3@5.2.0';
const TIMEOUT_MS = 20_000;

describe('option fuzzing on Z3 wasm 5.2.0 and 4.8.17', () => {
  let pool: SolverPool;
  let run: RunLane;
  let tables: Map<string, OptionTable>;

  beforeAll(async () => {
    const lanes = await resolveLanes([NEW, OLD]);
    pool = new SolverPool(lanes, (lane) => createNodeSolver(lane, { warmSpare: false }), 1);
    await pool.start();
    run = optionLanes((id, t, o) => pool.run(id, t, o), [NEW, OLD]);
    tables = await loadOptionTables(lanes, pool, {}, undefined);
  });

  afterAll(() => pool?.dispose());

  it('reads each release’s table from the release, with smt.string_solver and the marked sat.euf', () => {
    for (const id of [NEW, OLD]) {
      const t = tables.get(id)!;
      expect(t.options.length).toBeGreaterThan(200);
      expect(t.options.find((o) => o.name === 'smt.string_solver')?.values).toContain('z3str3');
      expect(t.options.find((o) => o.name === 'sat.euf')?.marks.map((m) => m.mark)).toEqual(['experimental']);
      // no parameter about output, files or threads is ever drawn
      expect(t.options.filter((o) => /file|threads|verbose|trace/.test(o.name))).toEqual([]);
      // nor a value that gives up a theory by design; the option's other values stay
      for (const b of BY_DESIGN)
        expect(t.options.find((o) => o.name === b.name)?.values ?? [], `${id} ${b.name}`).not.toContain(b.value);
      expect(t.options.find((o) => o.name === 'smt.arith.solver')?.values).toContain('2');
      expect(t.options.find((o) => o.name === 'smt.mbqi.max_iterations')?.values).toContain('1');
    }
    // 5.2.0 has parameters 4.8.17 lacks: each table is its own release's
    const names = (id: string): Set<string> => new Set(tables.get(id)!.options.map((o) => o.name));
    expect([...names(NEW)].filter((n) => !names(OLD).has(n)).length).toBeGreaterThan(10);
  });

  let finding: Finding;

  it('finds the z3str3 bug under drawn options, and the finding replays exactly from its record', async () => {
    // 4.8.17's own table narrowed to the string solver and three parameters that do not change answers.
    const keep = new Set(['smt.string_solver', 'smt.random_seed', 'smt.relevancy', 'rewriter.flat']);
    const old = tables.get(OLD)!;
    const narrowed: OptionTable = {
      ...old,
      options: old.options
        .filter((o) => keep.has(o.name))
        .map((o) => (o.name === 'smt.string_solver' ? { ...o, values: ['z3str3'] } : o)),
    };
    expect(narrowed.options).toHaveLength(4);
    // The seed id and rng of the z3str3 finding fixture: TypeFuzz writes (str.< y "") at step 1 and the chain
    // keeps it; with this table the draw gives 4.8.17 the string solver at steps 3, 5 and 7.
    const seed = { path: 'test/corpus/QF_S/order-bounds.smt2', text: readCorpusSeed('QF_S/order-bounds.smt2').text };
    const config: CampaignConfig = {
      rngSeed: 25,
      mutators: [{ name: 'typefuzz' }],
      walk: { iterations: 8 },
      timeoutMs: TIMEOUT_MS,
      fuzzOptions: true,
      lookahead: 2,
    };
    const store = new MemoryStore();
    await runCampaign(config, [{ id: seed.path, text: seed.text }], {
      runner: pool,
      store,
      optionTables: new Map([[OLD, narrowed]]),
    });
    const found = store.findings.filter(
      (f) => f.kind === 'soundness' && f.solverOptions?.byLane[OLD]?.includes('smt.string_solver=z3str3'),
    );
    expect(found.length).toBeGreaterThan(0);
    finding = found[0]!;
    const oldLane = finding.lanes.find((l) => l.startsWith(OLD))!;
    expect(oldLane).toBe(`${OLD}+${finding.solverOptions!.byLane[OLD]!.join('+')}`);
    expect(baseLaneId(oldLane, finding.solverOptions)).toBe(OLD);
    // replay: rebuild the mutant from the record, run the recorded lanes, judge
    const prepared = parseSeed({ id: seed.path, text: finding.seed });
    if (!prepared.ok) throw new Error(prepared.reason);
    const rebuilt = rebuildMade(finding.made!, { ...inputOf(prepared), label: finding.made!.seedLabel! });
    expect(rebuilt?.text).toBe(finding.mutant);
    const recorded = finding.outcomes.map((o) => o.laneId);
    expect([...recorded].sort()).toEqual([...finding.lanes].sort());
    const outcomes = await Promise.all(recorded.map((l) => run(l, finding.mutant, { timeoutMs: TIMEOUT_MS })));
    expect(outcomes.map((o) => [o.laneId, o.answers])).toEqual(finding.outcomes.map((o) => [o.laneId, o.answers]));
    const again = judge(rebuilt!.result.mutant, finding.oracle, outcomes).findings;
    expect(again.map((f) => [f.kind, f.lanes])).toEqual([['soundness', finding.lanes]]);
  });

  it('reduces the options to the one that matters', async () => {
    // The finding's mutant under the string solver and three harmless options.
    const drawn = {
      [OLD]: ['rewriter.flat=false', 'smt.random_seed=7', 'smt.relevancy=1', 'smt.string_solver=z3str3'],
    };
    const lanes = [NEW, `${OLD}+${drawn[OLD].join('+')}`];
    const outcomes = await Promise.all(lanes.map((l) => run(l, finding.mutant, { timeoutMs: TIMEOUT_MS })));
    const script = parseScript(finding.mutant);
    if (!script.ok) throw new Error(script.error.message);
    const raw = judge(script.value, finding.oracle, outcomes).findings[0]!;
    expect(raw.kind).toBe('soundness');
    const record = makeFinding({
      raw,
      logic: finding.logic,
      rules: finding.rules,
      origin: 'step',
      mutant: finding.mutant,
      seed: finding.seed,
      oracle: finding.oracle,
      outcomes,
      solvers: finding.solvers,
      timeoutMs: TIMEOUT_MS,
      solverOptions: { byLane: drawn, marked: [] },
    });
    const plan = planFor(record, record.oracle, record.outcomes);
    if (!plan.ok) throw new Error(plan.reason);
    const { keeps, witnesses } = await keepFinding(run, plan.target, record.mutant);
    const reduced = await reduceOptions(run, plan.target, keeps, witnesses, record.mutant, drawn, TIMEOUT_MS);
    expect(reduced.kept).toEqual({ [OLD]: ['smt.string_solver=z3str3'] });
    expect(record.lanes.map(reduced.rename).sort()).toEqual([NEW, `${OLD}+smt.string_solver=z3str3`].sort());
  });
  it("reduces a wrong answer against the mutator's expectation only while a lane that answered as expected still does", async () => {
    // Our formula: arrays equal at every index yet different, unsat by extensionality. Without it
    // (smt.array.extensional=false, by design) Z3 4.8.17 says sat; Z3 5.2.0 without options says unsat. Say a
    // mutator expected unsat: the finding is 4.8.17's sat against that expectation, and 5.2.0 is its witness. The
    // reduction keeps the formula unsat on 5.2.0; it must not shrink to `(check-sat)`, which 4.8.17 also calls sat.
    const text = [
      '(declare-const a (Array Int Int))',
      '(declare-const b (Array Int Int))',
      '(declare-const x Int)',
      '(declare-const y Int)',
      '(assert (> x (+ y 2)))',
      '(assert (forall ((i Int)) (= (select a i) (select b i))))',
      '(assert (not (= a b)))',
      '(assert (or (> x 5) (< y 0)))',
      '(check-sat)',
      '',
    ].join('\n');
    const weak = `${OLD}+smt.array.extensional=false`;
    const outcomes = await Promise.all([NEW, weak].map((l) => run(l, text, { timeoutMs: TIMEOUT_MS })));
    expect(outcomes.map((o) => o.answers)).toEqual([['unsat'], ['sat']]);
    const oracle = { kind: 'expected', expected: 'unsat' } as const;
    const script = parseScript(text);
    if (!script.ok) throw new Error(script.error.message);
    const raw = judge(script.value, oracle, outcomes).findings[0]!;
    expect([raw.kind, raw.lanes]).toEqual(['soundness', [weak]]);
    const record = makeFinding({
      raw,
      logic: 'AUFLIA',
      rules: [],
      origin: 'step',
      mutant: text,
      seed: text,
      oracle,
      outcomes,
      solvers: [],
      timeoutMs: TIMEOUT_MS,
      solverOptions: { byLane: { [OLD]: ['smt.array.extensional=false'] }, marked: [] },
    });
    const reduced = await reduceFinding(record, run);
    if (!reduced.ok) throw new Error(reduced.reason);
    const r = reduced.reduction;
    expect(r.reproduces).toBe(true);
    expect(r.text.length).toBeLessThan(text.length);
    expect(r.text).toContain('forall');
    expect(r.text).not.toContain('(> x');
    const witness = await run(NEW, r.text, { timeoutMs: TIMEOUT_MS });
    expect(witness.answers).toEqual(['unsat']);
    expect(r.solverOptions?.byLane).toEqual({ [OLD]: ['smt.array.extensional=false'] });
  });
});
