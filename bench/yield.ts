// Bug yield: a campaign of fixed wall time over the external corpus's public seeds, then every finding that is no
// bug by design (oracles/by-design.ts: the solver's own words say the input is outside what it supports; listed apart
// with those words) handed over through the one pipeline (src/handover/pipeline.ts `handOverAll`): reduced
// (per-finding time cap), re-checked on the same lanes and de-duplicated AFTER reduction (finding/identity.ts at the
// reduced stage: kind + lanes + the reduced formula's operator/sort skeleton; crashes by normalized message); then
// each distinct finding live-checked (handover/live-check.ts) on the newest release of the solver that misbehaved (cli/newest.ts: npm's newest Z3 and Debian's newest native z3, the newest cvc5 at hand): live or fixed
// there, and whether it shows under the solver's default configuration or only under options.
//   npm run bench:yield -- --config head|newest|native|page [--minutes 30] [--jobs N] [--rng 1] [--out DIR]
//                          [--reduce-seconds 60] [--carry-on-seconds 300] [--timeout 5000] [--fuzz-options | --no-fuzz-options]
//                          [--timeout-factor 10] [--timeout-floor 1000] [--logics QF_FP,QF_S,…]
//                          [--native-processes persistent|fresh] [--lanes SPEC,SPEC…]
// --lanes: these lanes instead of the configuration's (lane specs as `smtplay fuzz --lanes` takes them), with its
// option fuzzing and live check; one solver's releases against its head (`native:cvc5@main-190adc3,native:cvc5@1.3.4`)
// is how the seeds of one solver's own dialect (its extension theories) are hunted, which a second solver cannot read.
// --logics: only the public seeds of those logic folders (exploration; the figures in BENCHMARKS use every seed).
// head: the CLI's default lanes once scripts/head-solvers.sh built the solvers' heads: cvc5 main and Z3 main with their
// assertions on, against Z3's newest WebAssembly build; a live check is decided by the head, and the releases beside
// it (cvc5 1.3.4 and 1.3.2, Z3 5.2.0 and 4.13.3) say which of them show it; then each distinct bug goes through the
// report decision (handover/report-decision.ts): offered, or held back (known to its tracker, not reduced yet, …), the offered
// reports written to DIR/reports/.
// newest: the CLI's default lanes without the heads, the newest cvc5 and z3 at hand against each other and against Z3's newest
// WebAssembly build, each validating its models (cli/newest.ts; bash scripts/newest-solvers.sh installs Debian's
// newest), all six mutators, option fuzzing on (the newest release of each solver draws); native: native z3 4.8.12
// (model_validate=true) + native cvc5 1.0.3 (--check-models --strings-exp), option fuzzing on; page: the page's Z3
// wasm lanes z3@5.2.0 and z3@4.8.17, option fuzzing off (the page's default; --fuzz-options is its switch).
// --out DIR keeps the campaign's findings (findings.jsonl and a folder per finding), the reduced formulas
// (reduced/) and yield.json. Figures go to BENCHMARKS.md ("Bug yield").
// --timeout-factor/--timeout-floor: per-seed time limits as `smtplay fuzz` sets them (campaign/time-bound.ts);
// --timeout-factor 0 runs every mutant at --timeout (as before them). --reduce-seconds 0: the campaign only.
// --carry-on-seconds: the distinct bugs whose best finding's reduction stopped at --reduce-seconds carry on from there,
// in their trackers' order (a wrong answer first), for this long in all (handover/pipeline.ts `carryOnMs`), so the run
// ends with their reports, not "not reduced yet"; 0: no carry-on.
// --native-processes: native lanes keep a persistent solver process (the default) or start one per run (fresh).
// After the campaign it prints where the time went (bench/profile-lines.ts); `npm run bench:profile` is the native
// configuration for 5 minutes on one instance per lane, without reduction (flags after it override those).
import { existsSync, mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { availableParallelism, loadavg } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { runCampaign } from '../src/campaign/engine.js';
import type { Finding } from '../src/finding/record.js';
import { JsonlStore } from '../src/cli/jsonl-store.js';
import { FileFacts } from '../src/facts/node/file-facts.js';
import { markedText } from '../src/finding/options.js';
import { MemoryStore } from '../src/campaign/store.js';
import { SeedTimeBounds } from '../src/scheduling/time-bound.js';
import { timeBoundOption } from '../src/cli/scale-options.js';
import type { CampaignConfig, CampaignSeed } from '../src/campaign/types.js';
import { cacheDir } from '../src/cli/cache-dir.js';
import { resolveLanes } from '../src/cli/lanes.js';
import { UsageError } from '../src/cli/io.js';
import { loadOptionTables } from '../src/cli/option-tables.js';
import { mutatorNames } from '../src/mutators/registry.js';
import { FINDING_KINDS } from '../src/oracles/index.js';
import { dialectsOfLanes } from '../src/solvers/dialects.js';
import { createNodeSolver } from '../src/solvers/node-solvers.js';
import { optionLanes } from '../src/solvers/option-lanes.js';
import { SolverPool } from '../src/solvers/pool.js';
import { cliInstancesPerLane } from '../src/cli/instances.js';
import { cliPool } from '../src/cli/handover-pool.js';
import { newestLanes, newestReleases, releasesText } from '../src/cli/newest.js';
import { handOverAll } from '../src/handover/pipeline.js';
import type { LiveCheck } from '../src/finding/live-verdict.js';
import { listSmt2, SEEDS_DIR } from '../test/support/seeds.js';
import { distinctOf, figuresOf, type Distinct, type Reduced } from './yield-reduce.js';
import { optionsThatMatter, underDefaultConfiguration } from '../src/finding/configuration.js';
import { CpuMeter, profileLines } from './profile-lines.js';
import { NATIVE_PROCESSES_VARIABLE, nativeProcessMode } from '../src/solvers/native/process-mode.js';
import { isHeadVersion } from '../src/solvers/versions.js';
import { versionOf } from '../src/solvers/lane-spec.js';
import { onePerCause, reportOf } from '../src/handover/report-decision.js';
import { nodeReportContext } from '../src/finding/node/platform.js';
import { knownIssueOf, knownIssueText } from '../src/finding/known-issues.js';

/** The CLI's default lanes when scripts/head-solvers.sh built the heads: cvc5 main, Z3 main, Z3's newest WebAssembly. */
async function headLanes(): Promise<readonly string[]> {
  const { specs } = await newestLanes();
  const heads = specs.filter((s) => isHeadVersion(versionOf(s) ?? ''));
  if (heads.length < 2)
    fail(
      `the solvers' heads are not built here (lanes at hand: ${specs.join(', ')}): run bash scripts/head-solvers.sh --background, then --config head`,
    );
  return specs;
}

const CONFIGS: Readonly<Record<string, { lanes: () => Promise<readonly string[]>; fuzzOptions: boolean }>> = {
  newest: { lanes: async () => (await newestLanes()).specs, fuzzOptions: true },
  head: { lanes: headLanes, fuzzOptions: true },
  native: {
    lanes: async () => ['native:z3+model_validate=true', 'native:cvc5+--check-models+--strings-exp'],
    fuzzOptions: true,
  },
  page: { lanes: async () => ['z3@5.2.0', 'z3@4.8.17'], fuzzOptions: false },
};

const { values } = parseArgs({
  options: {
    config: { type: 'string' },
    minutes: { type: 'string', default: '30' },
    jobs: { type: 'string' },
    rng: { type: 'string', default: '1' },
    out: { type: 'string' },
    'reduce-seconds': { type: 'string', default: '60' },
    'carry-on-seconds': { type: 'string', default: '300' },
    timeout: { type: 'string', default: '5000' },
    'fuzz-options': { type: 'boolean' },
    'timeout-factor': { type: 'string' },
    'timeout-floor': { type: 'string' },
    logics: { type: 'string' },
    'native-processes': { type: 'string' },
    lanes: { type: 'string' },
  },
  allowNegative: true,
});

function fail(message: string): never {
  console.error(`bench:yield: ${message}`);
  process.exit(2);
}

const configName = values.config ?? '';
const preset = CONFIGS[configName];
if (!preset) fail('give --config head, --config newest, --config native or --config page');
const chosenLanes = values.lanes
  ? values.lanes
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean)
  : await preset.lanes();
const chosen = { lanes: chosenLanes, fuzzOptions: values['fuzz-options'] ?? preset.fuzzOptions };
const minutes = Number(values.minutes);
const rng = Number(values.rng);
const reduceSeconds = Number(values['reduce-seconds']);
const carryOnSeconds = Number(values['carry-on-seconds']);
const timeoutMs = Number(values.timeout);
if (!(minutes > 0) || !Number.isInteger(rng) || !(reduceSeconds >= 0) || !(carryOnSeconds >= 0) || !(timeoutMs > 0))
  fail(
    '--minutes and --timeout must be positive, --reduce-seconds and --carry-on-seconds not negative, --rng an integer',
  );
const processMode = nativeProcessMode({
  [NATIVE_PROCESSES_VARIABLE]: values['native-processes'] ?? process.env[NATIVE_PROCESSES_VARIABLE],
});
if (!processMode.ok) fail(`--native-processes: ${processMode.message}`);
const nativeProcesses = processMode.mode;
const timeBound = timeBoundOption(values['timeout-factor'], values['timeout-floor'], timeoutMs);
const publicDir = join(SEEDS_DIR, 'public');
if (!existsSync(publicDir) || !statSync(publicDir).isDirectory())
  fail(
    `no public seeds at ${publicDir}: set SMT_SEEDS to the external corpus (with a public/ folder) or put it at ../shared/seeds`,
  );
const out = values.out;
if (out && existsSync(out) && readdirSync(out).length > 0) fail(`--out ${out} is not empty: choose another folder`);

const logics = values.logics?.split(',').filter(Boolean);
const seeds: CampaignSeed[] = listSmt2(publicDir)
  .filter((path) => !logics || logics.includes(path.slice(publicDir.length + 1).split('/')[0]!))
  .map((path) => ({
    id: path.slice(SEEDS_DIR.length + 1),
    text: readFileSync(path, 'utf8'),
  }));
const lanes = await resolveLanes(chosen.lanes).catch((e: unknown) => {
  if (e instanceof UsageError) fail(`--lanes: ${e.message}`);
  throw e;
});
const jobs = values.jobs ? Number(values.jobs) : cliInstancesPerLane(lanes);
const config: CampaignConfig = {
  rngSeed: rng,
  mutators: mutatorNames().map((name) => ({ name })),
  // Walks long enough that the wall time, not the walks, ends the campaign.
  walk: { iterations: 20 },
  timeoutMs,
  timeBudgetMs: minutes * 60_000,
  timeoutsPerSeed: 32,
  ...(timeBound ? { timeBound } : {}),
  lookahead: jobs * 16,
  dialects: dialectsOfLanes(lanes),
  ...(chosen.fuzzOptions ? { fuzzOptions: true } : {}),
};

const load = (): string =>
  loadavg()
    .map((x) => x.toFixed(2))
    .join(' ');
console.log(
  `bench:yield --config ${configName}: ${new Date().toISOString()}, ${availableParallelism()} cores, load ${load()}`,
);
console.log(
  `${seeds.length} public seeds, lanes ${lanes.map((l) => l.id).join(' + ')} (${jobs} per lane), mutators ${config.mutators.map((m) => m.name).join(',')}, ` +
    `option fuzzing ${chosen.fuzzOptions ? 'on' : 'off'}, native processes ${nativeProcesses}, ${minutes} min, timeout ${timeoutMs} ms, ` +
    `${timeBound ? `per-seed limits ${timeBound.factor}× the seed's time, at least ${timeBound.floorMs} ms` : 'no per-seed limits'}, ` +
    `rng ${rng}, reduction cap ${reduceSeconds} s per finding, ${carryOnSeconds ? `then ${carryOnSeconds} s in all to carry on the distinct bugs the cap stopped` : 'no carry-on'}`,
);

let pool = new SolverPool(lanes, (lane) => createNodeSolver(lane, { nativeProcesses }), jobs);
const store = out ? new JsonlStore(out) : new MemoryStore();
try {
  const started = await pool.start();
  const versions: Record<string, string> = {};
  for (const [id, info] of started) {
    if ('error' in info) fail(`solver ${id} does not start: ${info.error}`);
    versions[id] = info.version;
  }
  const optionTables = chosen.fuzzOptions
    ? await loadOptionTables(lanes, pool, versions, cacheDir(), (line) => console.log(`options: ${line}`))
    : undefined;
  const findings: Finding[] = [];
  let lastProgress = Date.now();
  const timeBounds = timeBound ? new SeedTimeBounds(timeBound, timeoutMs) : undefined;
  const cpu = new CpuMeter();
  const result = await runCampaign(config, seeds, {
    runner: pool,
    ...(timeBounds ? { timeBounds } : {}),
    store,
    facts: new FileFacts(join(cacheDir(), 'facts')),
    ...(optionTables ? { optionTables } : {}),
    versions,
    onEvent: (e) => {
      if (e.type === 'finding') {
        findings.push(e.finding);
        const under = e.finding.solverOptions?.marked ?? [];
        console.log(
          `  finding ${e.finding.kind} [${e.finding.lanes.join(', ')}] ${e.finding.made?.mutantId ?? ''}${under.length ? ` [marked: ${markedText(under)}]` : ''}`,
        );
      } else if (e.type === 'progress' && Date.now() - lastProgress >= 60_000) {
        lastProgress = Date.now();
        console.log(
          `  ${e.stats.wallSeconds.toFixed(0)} s: ${e.stats.mutantsTested} tested, ${e.stats.seeds.mutated} seeds mutated, load ${load()}`,
        );
      }
    },
  });
  const { stats } = result;
  console.log(
    `campaign: wall ${stats.wallSeconds.toFixed(1)} s, ${stats.mutantsTested} mutants tested, ${stats.mutantsPerSecond.toFixed(2)} mutants/s, ` +
      `${stats.seeds.mutated} seeds mutated (${stats.seeds.skipped} skipped), ${(stats.solverFraction * 100).toFixed(1)} % of wall time in solvers, ` +
      `timeouts ${stats.timeouts}, invalid mutants ${(stats.invalidMutantRate * 100).toFixed(1)} %, load ${load()}`,
  );
  const used = cpu.read();
  for (const line of profileLines(stats.profile, stats.wallSeconds, used)) console.log(line);
  // Per CPU-second of this process and its solvers: the rate a core of its own would give, whatever else shared it.
  if (used.children !== undefined) {
    const perCpuSecond = stats.mutantsTested / (used.ours + used.children);
    console.log(
      `  ${perCpuSecond.toFixed(2)} mutants per CPU-second of this process and its solvers (${Math.round(perCpuSecond * 1800)} in 30 CPU-minutes)`,
    );
  }
  if (timeBounds) {
    const c = timeBounds.counts;
    console.log(
      `per-seed limits: ${c.seedRuns} seed runs (${c.rerunsAtSeedLimit} mutants run again within their seed's limit), ` +
        `${c.loweredRuns} runs under a limit below the timeout, ${c.timeoutsAtLimit} of them ended at it, ` +
        `${c.rerunsAtCeiling} unknowns run again at the timeout`,
    );
  }
  console.log(
    `findings before reduction: ${findings.length} (campaign signatures; ${stats.findingOccurrences} occurrences) — ` +
      FINDING_KINDS.map((k) => `${k} ${findings.filter((f) => f.kind === k).length}`).join(', '),
  );
  // By design: the solver's own words say the input or option is outside what it supports. Listed with those words,
  // never reduced, checked or counted as bugs.
  const byDesign = findings.filter((f) => f.byDesign);
  const candidates = findings.filter((f) => !f.byDesign);
  console.log(`by design (no bug, the solver's own words): ${byDesign.length}`);
  for (const f of byDesign)
    console.log(
      `  - ${f.kind} [${f.lanes.join(', ')}] ${f.byDesign!.rule}: \u201c${oneLine(f.byDesign!.words)}\u201d (${f.byDesign!.why}) | seed ${f.made?.seedId ?? f.seedId ?? '?'} via ${f.made?.mutator ?? 'itself'}`,
    );

  // Reduction: one finding at a time, each reduction using every instance of its lanes; on solvers started afresh,
  // as `smtplay triage` or the recipient of a report runs them. A Z3 module that ran an hour of mutants once read
  // unsat where a fresh one reads sat every time (BENCHMARKS.md, live bug 3): what counts is what reproduces anew.
  pool.dispose();
  pool = new SolverPool(lanes, (lane) => createNodeSolver(lane, { nativeProcesses }), jobs);
  await pool.start();
  const run = optionLanes(
    (id, text, options) => pool.run(id, text, options),
    lanes.map((l) => l.id),
  );
  if (reduceSeconds === 0) {
    console.log(`no reduction (--reduce-seconds 0); done at ${new Date().toISOString()}, load ${load()}`);
    process.exit(0);
  }
  // The hand-over (src/handover/pipeline.ts, as `smtplay triage` does it): each finding reduced and re-checked on the
  // lanes started above, the findings grouped into bugs by their identity after reduction, then each bug's best
  // member live-checked on the newest release of the solver that misbehaved (its reduced record, else itself).
  const newest = await newestReleases();
  console.log(`live checks on the newest releases at hand: ${releasesText(newest.releases)}`);
  for (const note of newest.notes) console.log(`live checks: ${note}`);
  const startedAt = new Map<string, number>();
  const seconds = new Map<string, number>();
  let n = 0;
  const handed = await handOverAll(
    candidates,
    { lanesOf: (_finding, work) => work(run), run: cliPool(1).run },
    {
      reduce: {
        jobs,
        capMs: reduceSeconds * 1000,
        ...(carryOnSeconds > 0 ? { carryOnMs: carryOnSeconds * 1000 } : {}),
      },
      live: { newest: newest.releases, note: newest.notes.join('; ') },
      keepGoing: true,
      onStep: (e) => {
        if (e.step !== 'reduce') return;
        if (e.phase === 'start') return void startedAt.set(e.finding.id, Date.now());
        const s = (Date.now() - startedAt.get(e.finding.id)!) / 1000;
        // A second reduction of one finding is the carry-on of a bug the cap stopped.
        const again = seconds.has(e.finding.id);
        seconds.set(e.finding.id, (seconds.get(e.finding.id) ?? 0) + s);
        console.log(
          again
            ? `  carried on ${e.finding.kind}: ${e.text} (${s.toFixed(0)} s more)`
            : `  reduced ${++n}/${candidates.length} ${e.finding.kind}: ${e.text} (${s.toFixed(0)} s)`,
        );
      },
    },
  );
  const figures = new Map(handed.findings.map((h) => [h, figuresOf(h, seconds.get(h.finding.id) ?? 0)]));
  const reduced: Reduced[] = [...figures.values()];
  const distinct = distinctOf(handed.bugs, figures);
  const byKind = FINDING_KINDS.map((k) => `${k} ${distinct.filter((d) => d.best.finding.kind === k).length}`).join(
    ', ',
  );
  console.log(`distinct after reduction: ${distinct.length} — ${byKind}`);
  console.log(
    `  reproduce after reduction: ${distinct.filter((d) => d.reproduces).length} distinct (${reduced.filter((r) => r.reproduces).length} of ${reduced.length} findings)`,
  );
  console.log(
    `  under non-experimental options (no marked option that matters): ${distinct.filter((d) => d.unmarked).length} distinct, ` +
      `${distinct.filter((d) => d.unmarkedReproduces).length} of them reproducing`,
  );
  const lives = new Map<string, LiveCheck>(distinct.map((d) => [d.key, d.live]));
  const verdicts = [...lives.values()].map((l) => l.verdict);
  const count = (v: LiveCheck['verdict']): number => verdicts.filter((x) => x === v).length;
  const undecided = verdicts.filter((v) => !['live', 'fixed', 'unchecked'].includes(v));
  console.log(
    `  live in the newest release of their solver: ${count('live')} distinct, ${count('fixed')} fixed there, ` +
      `${count('unchecked')} not checked (no newer release of their solver at hand, or the wrong side is not known)` +
      `${undecided.length ? `, ${undecided.length} not decided (${[...new Set(undecided)].join(', ')})` : ''}`,
  );
  // A live bug: a wrong answer, an invalid model or a crash still in the newest release. By solver, and whether it
  // shows under the solver's default configuration (no option on a misbehaving lane but model validation).
  const liveOnes = distinct.filter((d) => lives.get(d.key)?.verdict === 'live');
  const isBug = (d: Distinct): boolean => ['soundness', 'invalid-model', 'crash'].includes(d.best.finding.kind);
  const record = (d: Distinct): Finding => d.best.reduced ?? d.best.finding;
  const bugs = liveOnes.filter(isBug);
  const bySolver = (family: string): number => bugs.filter((d) => lives.get(d.key)?.family === family).length;
  console.log(
    `    of the live ones: ${bugs.length} wrong answers, invalid models or crashes (cvc5 ${bySolver('cvc5')}, Z3 ${bySolver('z3')}; ` +
      `${bugs.filter((d) => underDefaultConfiguration(record(d))).length} under the default configuration), ` +
      `${liveOnes.length - bugs.length} unknowns or errors (read them: options may ask for them)`,
  );
  for (const d of distinct) {
    const b = d.best;
    const f = b.finding;
    const config = underDefaultConfiguration(record(d))
      ? 'default configuration'
      : `options: ${optionsThatMatter(record(d)).join(' ')}`;
    console.log(
      `  - ${f.kind} [${f.lanes.join(', ')}] ${oneLine(f.message)} | seed ${f.made?.seedId ?? f.seedId ?? '?'} via ${f.made?.mutator ?? 'itself'} | ` +
        `reduced ${b.bytesAfter} bytes (from ${b.bytesBefore})${b.failed ? ` [${oneLine(b.failed).slice(0, 120)}]` : ''}, ` +
        `${d.reproduces ? 'reproduces' : 'does not reproduce'}, ${config}${b.marked.length ? `, marked: ${b.marked.join(', ')}` : ''}` +
        `${d.members.length > 1 ? `, ${d.members.length} findings` : ''} | ${lives.get(d.key)!.text} | key ${d.key}`,
    );
  }
  // What would be filed: each distinct bug through the hand-over's report decision (handover/report-decision.ts), on the tracker
  // of the solver whose newest build decided its live check; the reports as `smtplay report` writes them.
  const context = nodeReportContext();
  const alone = handed.bugs.map((bug) => {
    const best = bug.members[0]!;
    const live = lives.get(bug.key);
    return reportOf(best.finding, context, live?.family ? { tracker: live.family } : {});
  });
  // One report per cause: an offer under the options of a more urgent one joins its report (handover/one-cause.ts).
  const decisions = onePerCause(alone).map((decision, i) => ({ bug: handed.bugs[i]!, decision }));
  const offered = decisions.filter((d) => d.decision.ok);
  const heldBy = new Map<string, number>();
  for (const { decision } of decisions)
    if (!decision.ok) heldBy.set(decision.held, (heldBy.get(decision.held) ?? 0) + 1);
  const recordOf = (d: (typeof decisions)[number]): Finding => d.decision.record;
  console.log(
    `offered for filing: ${offered.length} distinct (cvc5 ${offered.filter((d) => d.decision.tracker === 'cvc5').length}, ` +
      `Z3 ${offered.filter((d) => d.decision.tracker === 'z3').length}; ` +
      `${offered.filter((d) => underDefaultConfiguration(recordOf(d))).length} under the default configuration; ` +
      `${offered.filter((d) => ['soundness', 'invalid-model'].includes(recordOf(d).kind)).length} wrong answers or invalid models); ` +
      `held back: ${[...heldBy].map(([h, n]) => `${n} ${h}`).join(', ') || 'none'}`,
  );
  for (const { decision } of decisions) {
    const f = decision.record;
    const known = knownIssueOf(f);
    const what = decision.ok
      ? `OFFERED (${decision.report.priorityText}): ${decision.report.title} | search ${decision.report.searchUrl}`
      : `held (${decision.held}${known ? `, ${knownIssueText(known)}` : ''}): ${oneLine(decision.why)}`;
    console.log(`  - ${f.kind} [${f.lanes.join(', ')}] ${f.mutant.length} bytes | ${what}`);
  }
  console.log(`done at ${new Date().toISOString()}, load ${load()}`);
  if (out) {
    mkdirSync(join(out, 'reports'), { recursive: true });
    offered.forEach(({ decision }, i) => {
      if (decision.ok)
        writeFileSync(
          join(out, 'reports', `${i + 1}-${decision.tracker}-${decision.record.kind}.md`),
          `# ${decision.report.title}\n\n${decision.report.body}`,
        );
    });
    mkdirSync(join(out, 'reduced'), { recursive: true });
    reduced.forEach((r, i) =>
      writeFileSync(join(out, 'reduced', `${i + 1}-${r.finding.kind}-${r.finding.id}.smt2`), r.text),
    );
    writeFileSync(
      join(out, 'yield.json'),
      JSON.stringify(
        {
          config: configName,
          lanes: lanes.map((l) => l.id),
          minutes,
          stats,
          reduced: reduced.map(({ finding, reduced: _record, ...r }) => ({
            id: finding.id,
            kind: finding.kind,
            lanes: finding.lanes,
            ...r,
          })),
          newest,
          byDesign: byDesign.map((f) => ({ id: f.id, kind: f.kind, lanes: f.lanes, ...f.byDesign })),
          distinct: distinct.map((d) => ({
            key: d.key,
            reproduces: d.reproduces,
            unmarked: d.unmarked,
            findings: d.members.map((m) => m.finding.id),
            live: lives.get(d.key),
            defaultConfiguration: underDefaultConfiguration(d.best.reduced ?? d.best.finding),
          })),
        },
        null,
        2,
      ),
    );
    console.log(`kept in ${out}`);
  }
} finally {
  pool.dispose();
}
process.exit(0);

function oneLine(text: string): string {
  return text.replace(/\s+/g, ' ').slice(0, 200);
}
