// `smtfuzz fuzz SEEDS… --mutator NAME[,NAME] --solver LANE… --out DIR`: runs a campaign (or resumes
// the one in DIR with --resume), appending findings to DIR/findings.jsonl as they are found.
import { availableParallelism, totalmem } from 'node:os';
import { readFile } from 'node:fs/promises';
import { parseArgs } from 'node:util';
import { runCampaign, type ReferenceLane } from '../../campaign/engine.js';
import type { Lane } from '../../solvers/lane.js';
import { JsonlStore } from '../../campaign/node/jsonl-store.js';
import type { CampaignConfig, CampaignSeed, SolverInfo } from '../../campaign/types.js';
import { mutatorByName } from '../../mutators/registry.js';
import { createNodeSolver } from '../../solvers/node-solvers.js';
import { instancesPerLane, SolverPool } from '../../solvers/pool.js';
import { readCampaignFile, summaryOf, writeCampaignFile, writeSummary, type CampaignFile } from '../campaign-dir.js';
import { expandSmt2Paths } from '../files.js';
import { Progress } from '../fuzz-progress.js';
import { UsageError, type Io } from '../io.js';
import { dialectsOfLanes } from '../../solvers/dialects.js';
import { resolveLanes } from '../lanes.js';

export const FUZZ_USAGE =
  'smtfuzz fuzz SEEDS… --mutator NAME[,NAME] --solver LANE [--solver LANE…] [--iterations N] [--walk chain|reset] ' +
  '[--timeout ms] [--time-budget s] [--max-mutants N] [--jobs N] [--rng N] [--shard i/n] [--models] [--reference LANE] ' +
  '--out DIR [--resume] [--json]';

const FINDINGS_EXIT = 10;

function positiveInt(name: string, text: string | undefined): number | undefined {
  if (text === undefined) return undefined;
  const n = Number(text);
  if (!Number.isInteger(n) || n <= 0) throw new UsageError(`--${name} must be a positive integer, got '${text}'`);
  return n;
}

export function shardOf<T>(items: readonly T[], shard: string | undefined): T[] {
  if (shard === undefined) return [...items];
  const m = /^(\d+)\/(\d+)$/.exec(shard);
  const i = Number(m?.[1]);
  const n = Number(m?.[2]);
  if (!m || n < 1 || i >= n) throw new UsageError(`--shard must be i/n with 0 <= i < n, got '${shard}'`);
  return items.filter((_, k) => k % n === i);
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
      walk: { type: 'string' },
      timeout: { type: 'string', default: '5000' },
      'time-budget': { type: 'string' },
      'max-mutants': { type: 'string' },
      jobs: { type: 'string' },
      rng: { type: 'string', default: '1' },
      shard: { type: 'string' },
      models: { type: 'boolean', default: false },
      reference: { type: 'string' },
      out: { type: 'string' },
      resume: { type: 'boolean', default: false },
      json: { type: 'boolean', default: false },
    },
  });
}

async function newCampaign(values: Values, positionals: string[]): Promise<CampaignFile> {
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
  const config: CampaignConfig = {
    rngSeed: rng,
    mutators: names.map((name) => ({ name })),
    walk: {
      iterations: positiveInt('iterations', values.iterations) ?? mutators[0]!.info.walk.iterations,
      ...(walk ? { mode: walk } : {}),
    },
    timeoutMs: positiveInt('timeout', values.timeout)!,
    ...(timeBudget ? { timeBudgetMs: timeBudget * 1000 } : {}),
    ...(maxMutants ? { maxMutants } : {}),
    ...(values.models ? { checkModels: true } : {}),
  };
  const seeds = shardOf(await expandSmt2Paths(positionals), values.shard);
  if (values.solver.length === 0)
    throw new UsageError('give at least one --solver (z3, z3@VERSION, cvc5, native:PATH)');
  return {
    config,
    seeds,
    solvers: values.solver,
    ...(values.reference ? { reference: values.reference } : {}),
    ...(values.shard ? { shard: values.shard } : {}),
  };
}

export async function fuzzCommand(argv: string[], io: Io): Promise<number> {
  const { values, positionals } = parse(argv);
  const out = values.out;
  if (!out) throw new UsageError(`--out DIR is required\nusage: ${FUZZ_USAGE}`);
  const existing = readCampaignFile(out);
  if (values.resume && !existing) throw new UsageError(`${out} holds no campaign to resume`);
  if (!values.resume && existing)
    throw new UsageError(`${out} already holds a campaign: add --resume or choose another --out`);
  const campaign = existing ?? (await newCampaign(values, positionals));
  const lanes = await resolveLanes(campaign.solvers);
  // A new campaign reads and writes its seeds in its lanes' dialects (kept in the file, so a resumed or
  // rebuilt walk is the same).
  if (!existing) campaign.config.dialects ??= dialectsOfLanes(lanes);
  if (!existing) await writeCampaignFile(out, campaign);
  const seeds: CampaignSeed[] = await Promise.all(
    campaign.seeds.map(async (id) => ({ id, text: await readFile(id, 'utf8') })),
  );

  const instances =
    positiveInt('jobs', values.jobs) ??
    instancesPerLane(lanes, { cores: availableParallelism(), memory: totalmem() / 2 });
  const pool = new SolverPool(lanes, (lane) => createNodeSolver(lane), instances);
  const referencePool = await separateReference(campaign, lanes);
  const progress = new Progress({ isTTY: process.stderr.isTTY === true, write: (t) => process.stderr.write(t) });
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
    const result = await runCampaign(config, seeds, {
      runner: pool,
      ...(campaign.reference ? { reference: referenceOf(campaign.reference, lanes, pool, referencePool) } : {}),
      store: new JsonlStore(out),
      versions,
      signal: abort.signal,
      onEvent: (e) => {
        if (e.type === 'progress') progress.update(e.stats);
        else if (e.type === 'preparing') progress.preparing(e.what, e.done, e.total);
        else if (e.type === 'seed-skipped') report(`skipped seed ${e.seedId}: ${e.reason}`);
        else if (e.type === 'finding')
          report(
            `finding ${e.finding.kind}-${e.finding.id} [${e.finding.lanes.join(', ')}] ${e.finding.mutantId}: ${oneLine(e.finding.message)}`,
          );
      },
    });
    progress.clear();
    const solvers: SolverInfo[] = lanes.map((l) => ({
      id: l.id,
      family: l.family,
      version: l.version,
      backend: l.backend,
      options: [...l.options],
      reportedVersion: versions[l.id] ?? '',
    }));
    const summary = summaryOf(result, solvers);
    await writeSummary(out, summary);
    if (values.json) io.out(JSON.stringify(summary));
    else
      io.out(
        `done: ${result.stats.mutantsTested} mutants tested in ${result.stats.wallSeconds} s, ${result.groups.length} finding(s) in ${out}`,
      );
    return result.groups.length > 0 ? FINDINGS_EXIT : 0;
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
  const lane = own?.lanes[0] ?? lanes.find((l) => l.id === spec || l.id.startsWith(`${spec}@`));
  if (!lane) throw new UsageError(`--reference ${spec} is not a lane`);
  return { lane, run: (text, options) => runner.run(lane.id, text, options) };
}

function oneLine(text: string): string {
  return text.replace(/\s+/g, ' ').slice(0, 200);
}
