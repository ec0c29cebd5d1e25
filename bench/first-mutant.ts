// How soon a campaign's first mutant runs, as a person starts one on seeds: N public seeds of the external corpus
// (default 271, every logic in turn), all six mutators, the newest lanes at hand (no --solver), option fuzzing on.
// Two figures per case:
//   - in process, as `smtplay fuzz` does it (lanes started and checked, option tables read, the campaign run): the time
//     from the start to the moment the first mutant goes to a solver, and how many seed runs came before it;
//   - the command itself, `smtplay fuzz … --max-mutants 1`: wall time until its first mutant is judged (a mutant under
//     drawn options may take up to its time limit).
// Cases: nothing cached (the solvers' option tables are read first), seeds never seen (the usual case: option tables
// cached, every seed run as itself for the first time), everything cached (the same seeds again).
//   npm run bench:first-mutant -- [--seeds 271] [--repeat 2]
import { execFileSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync } from 'node:fs';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { parseArgs } from 'node:util';
import { runCampaign } from '../src/campaign/engine.js';
import { FileFacts } from '../src/facts/node/file-facts.js';
import { MemoryStore } from '../src/campaign/store.js';
import type { CampaignSeed } from '../src/campaign/types.js';
import { checkLanesAnswer } from '../src/cli/lane-start.js';
import { resolveLanes } from '../src/cli/lanes.js';
import { newestLanes } from '../src/cli/newest.js';
import { loadOptionTables } from '../src/cli/option-tables.js';
import { mutatorNames } from '../src/mutators/registry.js';
import { dialectsOfLanes } from '../src/solvers/dialects.js';
import { createNodeSolver } from '../src/solvers/node-solvers.js';
import { SolverPool } from '../src/solvers/pool.js';
import { stripStatusText } from '../src/smtlib/status.js';
import { smtplayCacheDir } from '../src/solvers/z3/cache-dir.js';
import { listSmt2, SEEDS_DIR } from '../test/support/seeds.js';

const { values } = parseArgs({
  options: { seeds: { type: 'string', default: '271' }, repeat: { type: 'string', default: '2' } },
});
const count = Number(values.seeds);
const repeat = Number(values.repeat);
const all = listSmt2(join(SEEDS_DIR, 'public'));
if (all.length === 0) throw new Error(`no public seeds under ${SEEDS_DIR}: set SMT_SEEDS to the external corpus`);
const byLogic = new Map<string, string[]>();
for (const path of all) {
  const logic = path.slice(SEEDS_DIR.length + 1).split('/')[1]!;
  byLogic.set(logic, [...(byLogic.get(logic) ?? []), path]);
}
const picked: string[] = [];
for (let i = 0; picked.length < Math.min(count, all.length); i++)
  for (const paths of byLogic.values()) if (paths[i] && picked.length < count) picked.push(paths[i]!);

const work = mkdtempSync(join(tmpdir(), 'smtplay-first-'));
const seedDir = join(work, 'seeds');
mkdirSync(seedDir);
picked.forEach((p, i) => cpSync(p, join(seedDir, `${String(i).padStart(3, '0')}-${basename(p)}`)));
const seeds: CampaignSeed[] = picked.map((p, i) => ({ id: `${i}`, text: readFileSync(p, 'utf8') }));
const seedTexts = new Set(seeds.map((s) => stripStatusText(s.text)));
const userCache = smtplayCacheDir();
const load = (): string =>
  loadavg()
    .map((x) => x.toFixed(2))
    .join(' ');
console.log(
  `bench:first-mutant: ${new Date().toISOString()}, ${availableParallelism()} cores, load ${load()}; ${picked.length} seeds over ${byLogic.size} logics`,
);

/** In process, as the CLI does it: seconds to the first mutant's first run, and the seed runs before it. */
async function inProcess(cache: string): Promise<{ seconds: number; seedRuns: number }> {
  const env = { ...process.env, SMTPLAY_CACHE: cache };
  const t0 = performance.now();
  const lanes = await resolveLanes((await newestLanes(env)).specs, { env });
  const pool = new SolverPool(lanes, (lane) => createNodeSolver(lane), 1);
  try {
    const started = await pool.start();
    await checkLanesAnswer(lanes, started, (id, text, options) => pool.run(id, text, options));
    const versions: Record<string, string> = {};
    for (const [id, info] of started) if ('version' in info) versions[id] = info.version;
    const optionTables = await loadOptionTables(lanes, pool, versions, cache, () => {});
    let first: number | undefined;
    let seedRuns = 0;
    const runner = {
      lanes,
      run: (id: string, text: string, options: Parameters<SolverPool['run']>[2]) => {
        if (seedTexts.has(text)) seedRuns += first === undefined ? 1 : 0;
        else first ??= performance.now();
        return pool.run(id, text, options);
      },
    };
    await runCampaign(
      {
        rngSeed: 1,
        mutators: mutatorNames().map((name) => ({ name })),
        walk: { iterations: 20 },
        timeoutMs: 5000,
        maxMutants: 1,
        lookahead: 16,
        fuzzOptions: true,
        dialects: dialectsOfLanes(lanes),
      },
      seeds,
      { runner, store: new MemoryStore(), facts: new FileFacts(join(cache, 'facts')), optionTables, versions },
    );
    return { seconds: ((first ?? NaN) - t0) / 1000, seedRuns };
  } finally {
    pool.dispose();
  }
}

/** The command, until its first mutant is judged. */
function command(cache: string): number {
  const out = join(work, 'out');
  rmSync(out, { recursive: true, force: true });
  const t0 = performance.now();
  execFileSync(
    process.execPath,
    ['bin/smtplay.js', 'fuzz', seedDir, '--mutator', mutatorNames().join(','), '--fuzz-options'].concat([
      '--max-mutants',
      '1',
      '--out',
      out,
    ]),
    { env: { ...process.env, SMTPLAY_CACHE: cache }, stdio: 'ignore' },
  );
  return (performance.now() - t0) / 1000;
}

try {
  for (let r = 1; r <= repeat; r++) {
    for (const [label, fresh] of [
      ['nothing cached', 'all'],
      ['seeds never seen', 'facts'],
      ['everything cached', 'none'],
    ] as const) {
      const cache = join(work, `cache-${r}-${label.replaceAll(' ', '-')}`);
      mkdirSync(cache);
      // The solvers installed in the user's cache (newest-solvers, CVC5 builds, Z3 releases), and what the case keeps.
      for (const keep of ['newest-solvers', 'cvc5', 'z3']) symlinkSync(join(userCache, keep), join(cache, keep));
      if (fresh !== 'all') {
        await inProcess(cache);
        if (fresh === 'facts') rmSync(join(cache, 'facts'), { recursive: true, force: true });
      }
      const cli = command(cache);
      // The command cached what it ran: the in-process run starts from the case's state again.
      if (fresh !== 'none') rmSync(join(cache, 'facts'), { recursive: true, force: true });
      if (fresh === 'all') rmSync(join(cache, 'options'), { recursive: true, force: true });
      const { seconds, seedRuns } = await inProcess(cache);
      console.log(
        `  ${label}: first mutant on a solver ${seconds.toFixed(2)} s after the start, after ${seedRuns} seed runs; ` +
          `smtplay fuzz --max-mutants 1 judged it after ${cli.toFixed(2)} s; load ${load()}`,
      );
    }
  }
} finally {
  rmSync(work, { recursive: true, force: true });
}
process.exit(0);
