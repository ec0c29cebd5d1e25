// Step mode's state and logic: the seed(s), the mutator and its step, what a solver established first,
// every lane's outcome on parent and mutant, the judge's judgement and the findings it made (step-finding.ts). The
// page's <step-view> renders its view (step-state.ts) and sends intents; this class is tested in Node on real Z3.
import type { Finding } from '../finding/record.js';
import { mutatorByName } from '../mutators/registry.js';
import type { Oracle } from '../mutators/types.js';
import { judge } from '../oracles/index.js';
import { claimOf, linkVerdict, type LinkVerdict } from '../share/claim.js';
import { linkOracle, observedOf, oracleOf, type ShareState } from '../share/state.js';
import { parseScript } from '../smtlib/parser.js';
import { parseLane } from '../solvers/lane-spec.js';
import type { RunLane } from '../solvers/runner.js';
import { readJudgement } from './judgement-text.js';
import { literalNote, type LiteralSource } from './literal-note.js';
import { modelView } from './model-view.js';
import { stepFindings } from './step-finding.js';
import { stepInputs, type StepInputs } from './step-inputs.js';
import { defaultConfig, type LaneRow, type StepConfig, type StepView } from './step-state.js';
import { runStep, type StepResult } from './step.js';

export type { LaneRow, Literal, StepConfig, StepView } from './step-state.js';

export interface StepDeps {
  run: RunLane;
  /** The lanes to run (enabled lane ids). */
  lanes(): readonly string[];
  timeoutMs(): number;
  /** What a lane's solver reported about itself. */
  version?(laneId: string): string | undefined;
  /** Stores a finding before the view shows it. */
  saveFinding?(finding: Finding): Promise<void>;
}

export class StepSession {
  view: StepView;
  /** What a solver established for the current seed, mutator and lanes (Janus, SAE, STORM). */
  private inputs: { key: string; inputs: StepInputs } | undefined;
  /** The findings of the last run, as stored. */
  private findings: Finding[] = [];
  /** The run whose outcomes the view shows: a run cancelled or replaced by a newer one changes nothing after. */
  private running: object | undefined;

  constructor(
    private readonly deps: StepDeps,
    private readonly onView: (view: StepView) => void = () => undefined,
    seed = '',
  ) {
    this.view = { seed, config: defaultConfig(), rows: [], busy: false };
  }

  private set(patch: Partial<StepView>): void {
    this.view = { ...this.view, ...patch };
    this.onView(this.view);
  }

  /** Forget the step, its outcomes and any opened link: a new seed or mutator starts at step 0. */
  private cleared(): Partial<StepView> {
    this.findings = [];
    return {
      result: undefined,
      literal: undefined,
      rows: [],
      judgement: undefined,
      reading: undefined,
      inputsNote: undefined,
      model: undefined,
      link: undefined,
    };
  }

  setSeed(text: string): void {
    if (text === this.view.seed) return;
    this.inputs = undefined;
    this.set({ seed: text, ...this.cleared() });
  }

  setSecondSeed(text: string | undefined): void {
    if (text === this.view.secondSeed) return;
    this.set({ secondSeed: text, ...this.cleared() });
  }

  configure(config: StepConfig): void {
    const c = this.view.config;
    const same =
      c.mutator === config.mutator &&
      c.rngSeed === config.rngSeed &&
      JSON.stringify(c.options) === JSON.stringify(config.options);
    if (same) return;
    if (c.mutator !== config.mutator) this.inputs = undefined;
    this.set({ config, ...this.cleared() });
  }

  /** Step N of the mutator's walk, run on every lane (parent and mutant) and judged. */
  async go(step: number): Promise<void> {
    const { seed, secondSeed, config } = this.view;
    this.set({ ...this.cleared(), busy: true });
    const inputs = await this.solverInputs();
    const result: StepResult =
      inputs && !inputs.ok
        ? { ok: false, step, reason: inputs.reason }
        : runStep({
            seed,
            ...(secondSeed !== undefined ? { second: secondSeed } : {}),
            mutator: config.mutator,
            options: config.options,
            rngSeed: config.rngSeed,
            step,
            ...(inputs?.ok ? { inputs: inputs.inputs } : {}),
          });
    const got = inputs?.ok ? inputs.inputs : undefined;
    this.set({
      result,
      ...(got?.note ? { inputsNote: got.note } : {}),
      ...(got?.model ? { model: modelView(seed, got.model, got.label) } : {}),
    });
    await this.runLanes();
  }

  /** Runs the shown mutant (and its parent) again on the lanes enabled now; `signal` stops waiting for them. */
  async rerun(signal?: AbortSignal): Promise<boolean> {
    this.set({ busy: true });
    return this.runLanes(signal);
  }

  /** Whether it ran to the end (false: cancelled, or nothing to run). */
  private async runLanes(signal?: AbortSignal): Promise<boolean> {
    const r = this.view.result;
    const mutant = r?.ok ? r.mutant : this.view.literal?.mutant;
    const oracle = r?.ok ? r.oracle : this.view.literal?.oracle;
    if (mutant === undefined || !oracle) {
      this.set({ busy: false });
      return false;
    }
    const token = {};
    this.running = token;
    const current = (): boolean => this.running === token && !signal?.aborted;
    const parent = r?.ok ? r.parent : undefined;
    const lanes = [...this.deps.lanes()];
    const timeoutMs = this.deps.timeoutMs();
    let rows: LaneRow[] = lanes.map((lane) => ({ lane }));
    this.set({ rows, judgement: undefined, reading: undefined });
    const update = (lane: string, patch: Partial<LaneRow>): void => {
      if (!current()) return;
      rows = rows.map((row) => (row.lane === lane ? { ...row, ...patch } : row));
      this.set({ rows });
    };
    const all = Promise.all(
      lanes.map(async (lane) => {
        if (parent !== undefined) update(lane, { parent: await this.deps.run(lane, parent, { timeoutMs }) });
        const o = await this.deps.run(lane, mutant, { timeoutMs });
        update(lane, { mutant: o });
        return o;
      }),
    );
    // Cancel stops waiting at once; the lanes finish the query they run within their timeout.
    const stopped = new Promise<undefined>((resolve) => {
      if (signal?.aborted) resolve(undefined);
      signal?.addEventListener('abort', () => resolve(undefined), { once: true });
    });
    const outcomes = await Promise.race([all, stopped]);
    if (!outcomes || !current()) {
      if (this.running === token) this.set({ busy: false });
      return false;
    }
    const parsed = parseScript(mutant);
    const script = parsed.ok ? parsed.value : undefined;
    const judgement = judge(script, oracle, outcomes);
    const { seed, secondSeed, config } = this.view;
    const label = this.inputs?.inputs.label;
    this.findings = stepFindings({
      judgement,
      mutant,
      script,
      oracle,
      outcomes,
      lanes,
      timeoutMs,
      seed,
      ...(secondSeed !== undefined ? { secondSeed } : {}),
      ...(r?.ok ? { made: { result: r, config, ...(label ? { label } : {}) } } : {}),
      version: (id) => this.deps.version?.(id),
    });
    // Stored before shown: a crash of the page after this line loses nothing.
    for (const f of this.findings) await this.deps.saveFinding?.(f);
    this.set({ judgement, reading: readJudgement(judgement, oracle), busy: false });
    return true;
  }

  /** Janus, SAE and STORM need the seed's answer or a model first: asked of the lanes once per seed. */
  private async solverInputs(): Promise<{ ok: true; inputs: StepInputs } | { ok: false; reason: string } | undefined> {
    const { config, seed } = this.view;
    const needs = mutatorByName(config.mutator)?.info.needs;
    if (!needs?.label && !needs?.model) return undefined;
    const lanes = this.deps.lanes();
    const key = `${config.mutator}\n${lanes.join(' ')}\n${seed}`;
    if (this.inputs?.key === key) return { ok: true, inputs: this.inputs.inputs };
    const withFamily = lanes.flatMap((id) => {
      const lane = parseLane(id);
      return lane.ok ? [lane.value] : [];
    });
    const got = await stepInputs(seed, config.mutator, withFamily, this.deps.run, this.deps.timeoutMs());
    if (got.ok) this.inputs = { key, inputs: got.inputs };
    return got;
  }

  /** The first finding of the last run, as stored. */
  finding(): Finding | undefined {
    return this.findings[0];
  }

  /**
   * Shows what a link carries; nothing runs. Returns the lanes and timeout it names, for the lane panel.
   */
  openLink(s: ShareState, from: 'link' | 'gallery' = 'link'): void {
    this.inputs = undefined;
    const config =
      s.mutator && mutatorByName(s.mutator.name)
        ? { mutator: s.mutator.name, options: s.mutator.options, rngSeed: s.rngSeed }
        : this.view.config;
    const oracle: Oracle = oracleOf(s);
    const base = {
      ...this.cleared(),
      seed: s.seeds[0] ?? '',
      secondSeed: s.seeds[1],
      config,
      link: { ...(claimOf(s) ? { claim: claimOf(s)! } : {}) },
    };
    if (s.mutant !== undefined)
      return this.set({ ...base, literal: { mutant: s.mutant, oracle, note: literalNote({ kind: from }) } });
    if (!s.mutator) return this.set(base);
    this.set({
      ...base,
      result: runStep({
        seed: base.seed,
        ...(s.seeds[1] !== undefined ? { second: s.seeds[1] } : {}),
        mutator: config.mutator,
        options: config.options,
        rngSeed: s.rngSeed,
        step: s.step,
      }),
    });
  }

  /**
   * Runs an opened link on its lanes and says whether they show what it claims (the one rule, share/claim.ts);
   * undefined when cancelled.
   */
  async runLink(s: ShareState, signal?: AbortSignal): Promise<LinkVerdict | undefined> {
    if (!(await this.rerun(signal))) return undefined;
    const now = this.view.rows.flatMap((row) => (row.mutant ? [row.mutant] : []));
    const mutant = this.view.result?.ok ? this.view.result.mutant : this.view.literal?.mutant;
    const parsed = mutant !== undefined ? parseScript(mutant) : undefined;
    const verdict = linkVerdict(s, now, parsed?.ok ? parsed.value : undefined);
    this.set({ link: { ...this.view.link, reproduced: verdict.reproduces, verdict } });
    return verdict;
  }

  /** Shows a stored finding (a campaign's, a reduced one): its mutant literally, its outcomes as recorded. */
  openFinding(f: Finding, from: LiteralSource): void {
    this.inputs = undefined;
    const outcomes = f.outcomes;
    const parsed = parseScript(f.mutant);
    const judgement = judge(parsed.ok ? parsed.value : undefined, f.oracle, outcomes);
    this.set({
      ...this.cleared(),
      seed: f.seed,
      secondSeed: f.secondSeed,
      literal: { mutant: f.mutant, oracle: f.oracle, note: literalNote(from) },
      rows: outcomes.map((o) => ({ lane: o.laneId, mutant: o })),
      judgement,
      reading: readJudgement(judgement, f.oracle),
    });
    this.findings = [f];
  }

  /** The link of what is shown: a mutator's step by its id, a solver-made or literal mutant by its text. */
  shareState(): ShareState | undefined {
    const { seed, secondSeed, config, result, literal, rows } = this.view;
    const step = result?.ok ? result.step : 0;
    const mutant = result?.ok ? result.mutant : literal?.mutant;
    if (mutant === undefined) return undefined;
    const oracle = result?.ok ? result.oracle : literal!.oracle;
    const observed = rows.flatMap((row) => (row.mutant ? [observedOf(row.mutant)] : []));
    const ran = rows.map((row) => row.lane);
    const state: ShareState = {
      v: 1,
      seeds: secondSeed !== undefined ? [seed, secondSeed] : [seed],
      rngSeed: config.rngSeed,
      step,
      lanes: ran.length ? ran : [...this.deps.lanes()],
      timeoutMs: this.deps.timeoutMs(),
    };
    if (literal) state.mutant = literal.mutant;
    else {
      state.mutator = { name: config.mutator, options: config.options };
      // A mutant made with a solver's answer or model is carried literally: the link must not depend on it.
      const needs = mutatorByName(config.mutator)?.info.needs;
      if (needs?.model || (needs?.label && this.inputs)) state.mutant = mutant;
    }
    Object.assign(state, linkOracle(oracle));
    if (observed.length) state.observed = observed;
    return state;
  }
}
