// `smtplay fuzz SEEDS… --mutator NAME[,NAME] --solver LANE… --out DIR`: runs a campaign (or resumes
// the one in DIR with --resume), appending findings to DIR/findings.jsonl as they are found. At scale
// (scale-options.ts): --shard, --known (findings known before: counted, not reported as new), per-seed time limits.
import { EXIT } from '../exit-codes.js';
import { readFile } from 'node:fs/promises';
import { parseArgs } from 'node:util';
import { runCampaign, type ReferenceLane } from '../../campaign/engine.js';
import type { Lane } from '../../solvers/lane.js';
import { canonicalLaneId } from '../../solvers/lane-spec.js';
import { JsonlStore } from '../../campaign/node/jsonl-store.js';
import { solverInfo, witnessId } from '../../campaign/finding.js';
import type { CampaignConfig, CampaignSeed } from '../../campaign/types.js';
import { mutatorByName } from '../../mutators/registry.js';
import { createNodeSolver } from '../../solvers/node-solvers.js';
import { SolverPool } from '../../solvers/pool.js';
import { cliInstancesPerLane } from '../instances.js';
import { readCampaignFile, summaryOf, writeCampaignFile, writeSummary, type CampaignFile } from '../campaign-dir.js';
import { expandSmt2Paths } from '../files.js';
import { Progress } from '../fuzz-progress.js';
import { UsageError, type Io } from '../io.js';
import { FUZZ_USAGE } from '../usage.js';
import { dialectsOfLanes } from '../../solvers/dialects.js';
import { resolveLanes } from '../lanes.js';
import { FileFacts } from '../../campaign/node/file-facts.js';
import { markedText } from '../../campaign/solver-options.js';
import { cacheDir } from '../cache-dir.js';
import { loadOptionTables } from '../option-tables.js';
import { join } from 'node:path';
import { KnownTally } from '../../campaign/known.js';
import { readFindings } from '../../campaign/node/jsonl-store.js';
import { SeedTimeBounds } from '../../campaign/time-bound.js';
import { loadKnown } from '../known-set.js';
import { checkSameCampaign, shardSeeds, timeBoundOption } from '../scale-options.js';

function positiveInt(name: string, text: string | undefined): number | undefined {
  if (text === undefined) return undefined;
  const n = Number(text);
  if (!Number.isInteger(n) || n <= 0) throw new UsageError(`--${name} must be a positive integer, got '${text}'`);
  return n;
}

type Values = ReturnType<typeof parse>['values'];

function parse(argv: string[]) {
  return parseArgs({
    args: argv,
    allowPositionals: true,
    options: {
      mutator: { type: 'string', default: 'opfuzz' },
      solver: { type: 'string', multiple: true, default: [] },
      iterations: { type: 'string' },
      'seed-steps': { type: 'string' },
      'fuzz-options': { type: 'boolean', default: false },
      walk: { type: 'string' },
      timeout: { type: 'string', default: '5000' },
      'time-budget': { type: 'string' },
      'max-mutants': { type: 'string' },
      jobs: { type: 'string' },
      rng: { type: 'string', default: '1' },
      shard: { type: 'string' },
      known: { type: 'string', multiple: true, default: [] },
      'timeout-factor': { type: 'string' },
      'timeout-floor': { type: 'string' },
      models: { type: 'boolean', default: false },
      reference: { type: 'string' },
      out: { type: 'string' },
      resume: { type: 'boolean', default: false },
      json: { type: 'boolean', default: false },
    },
  });
}

async function newCampaign(values: Values, positionals: string[], io: Io): Promise<CampaignFile> {
  if (positionals.length === 0) throw new UsageError(`give at least one seed file or folder\nusage: ${FUZZ_USAGE}`);
  const names = values.mutator.split(',').filter(Boolean);
  const mutators = names.map((name) => {
    const m = mutatorByName(name);
    if (!m) throw new UsageError(`unknown mutator '${name}'`);
    return m;
  });
  const walk = values.walk;
  if (walk !== undefined && walk !== 'chain' && walk !== 'reset') throw new UsageError(`--walk must be chain or reset`);
  const rng = Number(values.rng);
  if (!Number.isInteger(rng)) throw new UsageError(`--rng must be an integer`);
  const timeBudget = positiveInt('time-budget', values['time-budget']);
  const maxMutants = positiveInt('max-mutants', values['max-mutants']);
  const seedSteps = positiveInt('seed-steps', values['seed-steps']);
  const timeoutMs = positiveInt('timeout', values.timeout)!;
  const timeBound = timeBoundOption(values['timeout-factor'], values['timeout-floor'], timeoutMs);
  const config: CampaignConfig = {
    rngSeed: rng,
    mutators: names.map((name) => ({ name })),
    walk: {
      iterations: positiveInt('iterations', values.iterations) ?? mutators[0]!.info.walk.iterations,
      ...(walk ? { mode: walk } : {}),
    },
    timeoutMs,
    ...(timeBound ? { timeBound } : {}),
    ...(timeBudget ? { timeBudgetMs: timeBudget * 1000 } : {}),
    ...(maxMutants ? { maxMutants } : {}),
    ...(seedSteps ? { stepsPerSeed: seedSteps } : {}),
    ...(values.models ? { checkModels: true } : {}),
    ...(values['fuzz-options'] ? { fuzzOptions: true } : {}),
  };
  const { seeds, shard, note } = shardSeeds(await expandSmt2Paths(positionals), values.shard);
  if (note) io.err(note);
  if (values.solver.length === 0)
    throw new UsageError('give at least one --solver (z3, z3@VERSION, cvc5, native:z3, native:cvc5, native:PATH)');
  return {
    config,
    seeds,
    solvers: values.solver,
    ...(values.reference ? { reference: values.reference } : {}),
    ...(shard ? { shard } : {}),
    ...(values.known.length > 0 ? { known: values.known } : {}),
  };
}

export async function fuzzCommand(argv: string[], io: Io): Promise<number> {
  const { values, positionals } = parse(argv);
  const out = values.out;
  if (!out) throw new UsageError(`--out DIR is required\nusage: ${FUZZ_USAGE}`);
  const existing = readCampaignFile(out);
  // --resume with the seeds named also starts the campaign when DIR holds none yet: a scheduler that runs the
  // same command again after a failure (a replaced Kubernetes pod, a requeued Slurm task) continues the run.
  if (values.resume && !existing && positionals.length === 0)
    throw new UsageError(`${out} holds no campaign to resume`);
  if (!values.resume && existing)
    throw new UsageError(`${out} already holds a campaign: add --resume or choose another --out`);
  const asked = existing && positionals.length === 0 ? undefined : await newCampaign(values, positionals, io);
  if (existing && asked) checkSameCampaign(out, existing, asked);
  const campaign = existing ?? asked!;
  const known = loadKnown(values.known.length > 0 ? values.known : (campaign.known ?? []));
  const lanes = await resolveLanes(campaign.solvers);
  // A new campaign reads and writes its seeds in its lanes' dialects (kept in the file, so a resumed or
  // rebuilt walk is the same).
  if (!existing) campaign.config.dialects ??= dialectsOfLanes(lanes);
  if (!existing) await writeCampaignFile(out, campaign);
  const seeds: CampaignSeed[] = await Promise.all(
    campaign.seeds.map(async (id) => ({ id, text: await readFile(id, 'utf8') })),
  );

  const instances = positiveInt('jobs', values.jobs) ?? cliInstancesPerLane(lanes);
  const pool = new SolverPool(lanes, (lane) => createNodeSolver(lane), instances);
  const referencePool = await separateReference(campaign, lanes);
  const progress = new Progress({ isTTY: process.stderr.isTTY === true, write: (t) => process.stderr.write(t) });
  const tally = new KnownTally(known, existing ? readFindings(join(out, 'findings.jsonl')) : []);
  const { timeBound, timeoutMs } = campaign.config;
  const timeBounds = timeBound ? new SeedTimeBounds(timeBound, timeoutMs) : undefined;
  const abort = new AbortController();
  const onSigint = (): void => abort.abort();
  process.once('SIGINT', onSigint);
  try {
    const started = new Map([...(await pool.start()), ...((await referencePool?.start()) ?? [])]);
    const versions: Record<string, string> = {};
    for (const [id, info] of started) {
      if ('error' in info) throw new UsageError(`solver ${id} does not start: ${info.error}`);
      versions[id] = info.version;
    }
    // Enough mutants ahead to keep every instance of every lane busy.
    const config = { lookahead: instances * 16, ...campaign.config };
    const optionTables = config.fuzzOptions
      ? await loadOptionTables(lanes, pool, versions, cacheDir(), (line) => io.err(`options: ${line}`))
      : undefined;
    const marked: { id: string; kind: string; options: string }[] = [];
    const result = await runCampaign(config, seeds, {
      runner: pool,
      ...(campaign.reference ? { reference: referenceOf(campaign.reference, lanes, pool, referencePool) } : {}),
      store: new JsonlStore(out),
      facts: new FileFacts(join(cacheDir(), 'facts')),
      ...(optionTables ? { optionTables } : {}),
      versions,
      signal: abort.signal,
      ...(timeBounds ? { timeBounds } : {}),
      onEvent: (e) => {
        if (e.type === 'progress') progress.update(e.stats, tally.seen);
        else if (e.type === 'seed-skipped') report(`skipped seed ${e.seedId}: ${e.reason}`);
        else if (e.type === 'finding' && tally.isKnown(e.finding))
          report(`known finding ${e.finding.kind}-${e.finding.id} seen again (in --known)`);
        else if (e.type === 'finding') {
          const under = e.finding.solverOptions?.marked ?? [];
          if (under.length) marked.push({ id: e.finding.id, kind: e.finding.kind, options: markedText(under) });
          report(
            `finding ${e.finding.kind}-${e.finding.id} [${e.finding.lanes.join(', ')}] ${witnessId(e.finding)}: ${oneLine(e.finding.message)}${under.length ? ` [under marked options: ${markedText(under)}]` : ''}`,
          );
        }
      },
    });
    progress.clear();
    const solvers = lanes.map((l) => solverInfo(l, versions[l.id]));
    const summary = {
      ...summaryOf(result, solvers),
      ...tally.summary(result.groups),
      ...(config.fuzzOptions ? { underMarkedOptions: marked } : {}),
      ...(timeBounds ? { timeBound: { ...timeBounds.bound, ceilingMs: config.timeoutMs, ...timeBounds.counts } } : {}),
    };
    await writeSummary(out, summary);
    if (values.json) io.out(JSON.stringify(summary));
    else
      io.out(
        `done: ${result.stats.mutantsTested} mutants tested in ${result.stats.wallSeconds} s on ${result.stats.seeds.mutated} seeds, ${result.groups.length} finding(s)${known ? ` (${summary.newFindings.length} new, ${result.groups.length - summary.newFindings.length} known)` : ''}${marked.length ? ` (${marked.length} under options the solver marks experimental, expert-only or unsound)` : ''} in ${out}`,
      );
    return summary.newFindings.length > 0 ? EXIT.findings : EXIT.ok;
  } finally {
    process.off('SIGINT', onSigint);
    pool.dispose();
    referencePool?.dispose();
  }

  function report(line: string): void {
    progress.clear();
    if (values.json) io.err(line);
    else io.out(line);
  }
}

/** A --reference lane that is not under test gets its own one-instance pool. */
async function separateReference(campaign: CampaignFile, lanes: readonly Lane[]): Promise<SolverPool | undefined> {
  if (!campaign.reference) return undefined;
  const [lane] = await resolveLanes([campaign.reference]);
  if (lanes.some((l) => l.id === lane!.id)) return undefined;
  return new SolverPool([lane!], (l) => createNodeSolver(l), 1);
}

function referenceOf(
  spec: string,
  lanes: readonly Lane[],
  pool: SolverPool,
  own: SolverPool | undefined,
): ReferenceLane {
  const runner = own ?? pool;
  const id = canonicalLaneId(spec);
  const lane = own?.lanes[0] ?? lanes.find((l) => l.id === id || l.id.startsWith(`${id}@`));
  if (!lane) throw new UsageError(`--reference ${spec} is not a lane`);
  return { lane, run: (laneId, text, options) => runner.run(laneId, text, options) };
}

function oneLine(text: string): string {
  return text.replace(/\s+/g, ' ').slice(0, 200);
}
