// `smtplay fuzz SEEDS… --mutator NAME[,NAME] --solver LANE… --out DIR`: runs a campaign (or resumes
// the one in DIR with --resume), appending findings to DIR/findings.jsonl as they are found. At scale
// (scale-options.ts): --shard, --known (findings known before: counted, not reported as new), per-seed time limits.
import { EXIT } from '../exit-codes.js';
import { parseArgs } from 'node:util';
import { runCampaign, type ReferenceLane } from '../../campaign/engine.js';
import type { Lane } from '../../solvers/lane.js';
import { JsonlStore } from '../jsonl-store.js';
import { solverInfo, witnessId } from '../../finding/record.js';
import type { CampaignConfig, CampaignSeed } from '../../campaign/types.js';
import { mutatorByName, mutatorNames } from '../../mutators/registry.js';
import { createNodeSolver } from '../../solvers/node-solvers.js';
import { SolverPool } from '../../solvers/pool.js';
import { cliInstancesPerLane } from '../instances.js';
import { readCampaignFile, summaryOf, writeCampaignFile, writeSummary, type CampaignFile } from '../campaign-dir.js';
import { expandSmt2Paths, prepareOutDir, readInputFile } from '../files.js';
import { Progress } from '../fuzz-progress.js';
import { UsageError, type Io } from '../io.js';
import { integerFlag, positiveInt } from '../flags.js';
import { checkLanesAnswer } from '../lane-start.js';
import { FUZZ_USAGE } from '../usage.js';
import { dialectsOfLanes } from '../../solvers/dialects.js';
import { resolveLanes } from '../lanes.js';
import { newestLanes } from '../newest.js';
import { FileFacts } from '../../facts/node/file-facts.js';
import { markedText } from '../../finding/options.js';
import { cacheDir } from '../cache-dir.js';
import { loadOptionTables } from '../option-tables.js';
import { join } from 'node:path';
import { KnownTally } from '../../finding/known.js';
import { readFindings } from '../../finding/node/findings-file.js';
import { SeedTimeBounds } from '../../scheduling/time-bound.js';
import { loadKnown } from '../known-set.js';
import { checkSameCampaign, shardSeeds, timeBoundOption } from '../scale-options.js';

type Values = ReturnType<typeof parse>['values'];

function parse(argv: string[]) {
  return parseArgs({
    args: argv,
    allowPositionals: true,
    options: {
      mutator: { type: 'string' },
      solver: { type: 'string', multiple: true, default: [] },
      iterations: { type: 'string' },
      'seed-steps': { type: 'string' },
      'fuzz-options': { type: 'boolean', default: false },
      walk: { type: 'string' },
      timeout: { type: 'string' },
      'time-budget': { type: 'string' },
      'max-mutants': { type: 'string' },
      jobs: { type: 'string' },
      rng: { type: 'string' },
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

/** The flags that make a campaign: --resume takes them from DIR/campaign.json, so given again they would be ignored. */
const CAMPAIGN_FLAGS = [
  'mutator',
  'solver',
  'iterations',
  'seed-steps',
  'fuzz-options',
  'walk',
  'timeout',
  'time-budget',
  'max-mutants',
  'rng',
  'shard',
  'timeout-factor',
  'timeout-floor',
  'models',
  'reference',
] as const;

function resumeConflicts(values: Values, positionals: string[], out: string): void {
  const given = CAMPAIGN_FLAGS.filter((f) => {
    const v = values[f];
    return Array.isArray(v) ? v.length > 0 : v !== undefined && v !== false;
  });
  if (positionals.length === 0 && given.length === 0) return;
  const what = [...(positionals.length ? ['SEEDS'] : []), ...given.map((f) => `--${f}`)].join(', ');
  throw new UsageError(
    `--resume continues the campaign in ${out} as it was started, so ${what} would be ignored: drop ${given.length + (positionals.length ? 1 : 0) > 1 ? 'them' : 'it'}, or start a new campaign with another --out`,
  );
}

async function newCampaign(values: Values, positionals: string[], io: Io): Promise<CampaignFile> {
  if (positionals.length === 0) throw new UsageError(`give at least one seed file or folder\nusage: ${FUZZ_USAGE}`);
  const names = (values.mutator ?? 'opfuzz').split(',').filter(Boolean);
  if (names.length === 0) throw new UsageError(`give --mutator one or more of ${mutatorNames().join(', ')}`);
  const mutators = names.map((name) => {
    const m = mutatorByName(name);
    if (!m)
      throw new UsageError(`unknown mutator '${name}': give --mutator one or more of ${mutatorNames().join(', ')}`);
    return m;
  });
  const walk = values.walk;
  if (walk !== undefined && walk !== 'chain' && walk !== 'reset')
    throw new UsageError(`--walk is chain or reset, got '${walk}'`);
  if (values.reference !== undefined && !names.includes('storm'))
    throw new UsageError(
      `--reference is the lane of STORM's models and no storm mutator runs: drop --reference, or add storm to --mutator`,
    );
  const rng = integerFlag('rng', values.rng ?? '1');
  const timeBudget = positiveInt('time-budget', values['time-budget']);
  const maxMutants = positiveInt('max-mutants', values['max-mutants']);
  const seedSteps = positiveInt('seed-steps', values['seed-steps']);
  // No --solver: the newest release of each family at hand (newest.ts), said before the campaign starts.
  let solvers = values.solver;
  if (solvers.length === 0) {
    const newest = await newestLanes();
    solvers = newest.specs;
    io.err(`no --solver given: the newest solvers at hand, ${newest.notes.join('; ')}`);
  }
  const timeoutMs = positiveInt('timeout', values.timeout ?? '5000');
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
  const files = await expandSmt2Paths(positionals);
  const pairing = mutators.find((m) => m.info.needs.second);
  if (pairing && files.length < 2)
    throw new UsageError(
      `${pairing.info.name} fuses two seeds and ${positionals.join(' ')} holds one: give two or more seeds`,
    );
  const { seeds, shard, note } = shardSeeds(files, values.shard);
  if (note) io.err(note);
  return {
    config,
    seeds,
    solvers,
    ...(values.reference ? { reference: values.reference } : {}),
    ...(shard ? { shard } : {}),
    ...(values.known.length > 0 ? { known: values.known } : {}),
  };
}

export async function fuzzCommand(argv: string[], io: Io): Promise<number> {
  const { values, positionals } = parse(argv);
  const out = values.out;
  if (!out) throw new UsageError(`give --out DIR, the folder for the campaign's findings\nusage: ${FUZZ_USAGE}`);
  const jobs = positiveInt('jobs', values.jobs);
  const existing = readCampaignFile(out);
  // --resume with the seeds named also starts the campaign when DIR holds none yet: a scheduler that runs the
  // same command again after a failure (a replaced Kubernetes pod, a requeued Slurm task) continues the run.
  if (values.resume && !existing && positionals.length === 0)
    throw new UsageError(`${out} holds no campaign to resume: drop --resume to start one there (or name its seeds)`);
  if (!values.resume && existing)
    throw new UsageError(`${out} already holds a campaign: add --resume or choose another --out`);
  if (existing && positionals.length === 0) resumeConflicts(values, positionals, out);
  const asked = existing && positionals.length === 0 ? undefined : await newCampaign(values, positionals, io);
  if (existing && asked) checkSameCampaign(out, existing, asked);
  const campaign = existing ?? asked!;
  const known = loadKnown(values.known.length > 0 ? values.known : (campaign.known ?? []));
  await prepareOutDir(out);
  const lanes = await resolveLanes(campaign.solvers);
  const referenceSpec = campaign.reference;
  const [reference] = referenceSpec ? await resolveLanes([referenceSpec]) : [];
  // A new campaign reads and writes its seeds in its lanes' dialects (kept in the file, so a resumed or
  // rebuilt walk is the same).
  if (!existing) campaign.config.dialects ??= dialectsOfLanes(lanes);
  const seeds: CampaignSeed[] = await Promise.all(
    campaign.seeds.map(async (id) => ({
      id,
      text: await readInputFile(id, 'a seed file (a campaign reads its seeds again on --resume)'),
    })),
  );

  const instances = jobs ?? cliInstancesPerLane(lanes);
  const pool = new SolverPool(lanes, (lane) => createNodeSolver(lane), instances);
  const own = reference && !lanes.some((l) => l.id === reference.id);
  const referencePool = own ? new SolverPool([reference], (l) => createNodeSolver(l), 1) : undefined;
  const progress = new Progress({ isTTY: process.stderr.isTTY === true, write: (t) => process.stderr.write(t) });
  const tally = new KnownTally(known, existing ? readFindings(join(out, 'findings.jsonl')) : []);
  const { timeBound, timeoutMs } = campaign.config;
  const timeBounds = timeBound ? new SeedTimeBounds(timeBound, timeoutMs) : undefined;
  const abort = new AbortController();
  const onSigint = (): void => abort.abort();
  process.once('SIGINT', onSigint);
  try {
    const started = new Map([...(await pool.start()), ...((await referencePool?.start()) ?? [])]);
    await checkLanesAnswer(lanes, started, (id, text, options) => pool.run(id, text, options));
    if (referencePool) await checkLanesAnswer([reference!], started, (id, t, o) => referencePool.run(id, t, o));
    const versions: Record<string, string> = {};
    for (const [id, info] of started) if ('version' in info) versions[id] = info.version;
    // Written once every lane runs, so a campaign that cannot start leaves no campaign.json to --resume.
    if (!existing) await writeCampaignFile(out, campaign);
    // Enough mutants ahead to keep every instance of every lane busy.
    const config = { lookahead: instances * 16, ...campaign.config };
    const optionTables = config.fuzzOptions
      ? await loadOptionTables(lanes, pool, versions, cacheDir(), (line) => io.err(`options: ${line}`))
      : undefined;
    const marked: { id: string; kind: string; options: string }[] = [];
    let skipped = 0;
    const result = await runCampaign(config, seeds, {
      runner: pool,
      ...(reference ? { reference: referenceOf(reference, referencePool ?? pool) } : {}),
      store: new JsonlStore(out),
      facts: new FileFacts(join(cacheDir(), 'facts')),
      ...(optionTables ? { optionTables } : {}),
      versions,
      signal: abort.signal,
      ...(timeBounds ? { timeBounds } : {}),
      onEvent: (e) => {
        if (e.type === 'progress') progress.update(e.stats, tally.seen);
        else if (e.type === 'seed-skipped') {
          skipped++;
          report(`skipped seed ${e.seedId}: ${e.reason}`);
        } else if (e.type === 'finding' && tally.isKnown(e.finding))
          report(`known finding ${e.finding.kind}-${e.finding.id} seen again (in --known)`);
        else if (e.type === 'finding' && e.finding.byDesign)
          report(
            `by design (no bug) ${e.finding.kind}-${e.finding.id} [${e.finding.lanes.join(', ')}]: ${oneLine(e.finding.byDesign.words)} (${e.finding.byDesign.why})`,
          );
        else if (e.type === 'finding') {
          const under = e.finding.solverOptions?.marked ?? [];
          if (under.length) marked.push({ id: e.finding.id, kind: e.finding.kind, options: markedText(under) });
          report(
            `finding ${e.finding.kind}-${e.finding.id} [${e.finding.lanes.join(', ')}] ${witnessId(e.finding)}${e.finding.seedId ? ` (the seed ${e.finding.seedId} itself)` : ''}: ${oneLine(e.finding.message)}${under.length ? ` [under marked options: ${markedText(under)}]` : ''}`,
          );
        }
      },
    });
    progress.clear();
    const solvers = lanes.map((l) => solverInfo(l, versions[l.id]));
    const summary = {
      ...summaryOf(result, solvers),
      // By-design findings are listed (findings, with their words) but never new bugs (exit 10).
      ...tally.summary(result.groups.filter((g) => !g.byDesign)),
      ...(config.fuzzOptions ? { underMarkedOptions: marked } : {}),
      ...(timeBounds ? { timeBound: { ...timeBounds.bound, ceilingMs: config.timeoutMs, ...timeBounds.counts } } : {}),
    };
    await writeSummary(out, summary);
    if (values.json) io.out(JSON.stringify(summary));
    else
      io.out(
        `done: ${result.stats.mutantsTested} mutants tested in ${result.stats.wallSeconds} s on ${result.stats.seeds.mutated} seeds, ${result.groups.length - result.stats.findingsByDesign} finding(s)${result.stats.findingsByDesign ? ` and ${result.stats.findingsByDesign} by design (the solver says it is outside what it supports: no bug)` : ''}${known ? ` (${summary.newFindings.length} new, ${result.groups.length - result.stats.findingsByDesign - summary.newFindings.length} known)` : ''}${marked.length ? ` (${marked.length} under options the solver marks experimental, expert-only or unsound)` : ''} in ${out}`,
      );
    // Every seed unreadable is the person's mistake, not an empty campaign: say so, and how to see each error.
    if (skipped > 0 && skipped === seeds.length) {
      io.err(
        `smtplay fuzz: none of the ${seeds.length} seed(s) could be read (each is named above with its line and column): fix them, or run \`smtplay check FILE…\` to list every error`,
      );
      return EXIT.usage;
    }
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

/** STORM's reference lane, run on the campaign's pool when it is a lane under test, else on its own. */
function referenceOf(lane: Lane, runner: SolverPool): ReferenceLane {
  return { lane, run: (laneId, text, options) => runner.run(laneId, text, options) };
}

function oneLine(text: string): string {
  return text.replace(/\s+/g, ' ').slice(0, 200);
}
