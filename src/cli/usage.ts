// Usage lines of the sub-commands, apart from the commands themselves so that `smtplay --help` and
// `smtplay COMMAND --help` print them without loading the engine (main.ts loads a command only to run it).
import { cvc5ReleasesDir } from '../solvers/cvc5/cache-dir.js';
import { BUNDLED_Z3, NEWEST_Z3 } from '../solvers/z3/bundled.js';
import { z3ReleasesDir } from '../solvers/z3/cache-dir.js';

export const CHECK_USAGE =
  'smtplay check PATH… [--roundtrip] [--json] [--dialect smtlib|z3|cvc5[@VERSION]]… (a symbol must be read by every dialect given)';

export const SOLVE_USAGE =
  'smtplay solve FILE [--solver LANE…] [--timeout ms] [--json]\n' +
  '  no --solver: cvc5 and Z3 as smtplay fuzz takes them (their heads when built here, else their newest releases)';

export const FUZZ_USAGE =
  'smtplay fuzz SEEDS… --mutator NAME[,NAME] [--solver LANE…] [--iterations N] [--seed-steps N] ' +
  '[--walk chain|reset] [--timeout ms] [--timeout-factor K] [--timeout-floor ms] [--time-budget s] [--max-mutants N] ' +
  '[--jobs N] [--rng N] [--shard i/N|auto|auto/N] [--known PATH…] [--models] [--fuzz-options] [--reference LANE] ' +
  '--out DIR [--resume] [--json]\n' +
  "  no --solver: the solvers' heads when scripts/head-solvers.sh built them (cvc5 main, Z3 main, assertions on),\n" +
  "  else the newest release of each solver at hand (scripts/newest-solvers.sh installs Debian's newest; else those\n" +
  "  on PATH), each validating its own models, and Z3's newest WebAssembly build;\n" +
  '  seeds × mutators take turns breadth first (--iterations: steps per seed and mutator, --seed-steps: per seed);\n' +
  '  --fuzz-options: each mutant runs under options drawn from each lane’s own parameter table;\n' +
  '  a mutant gets --timeout-factor (default 10) × its seed’s own time on the lane, at least --timeout-floor\n' +
  '  (default 1000 ms), at most --timeout (default 5000 ms); --timeout-factor 0: every mutant gets --timeout;\n' +
  '  --shard auto: the shard of a Kubernetes Indexed Job (JOB_COMPLETION_INDEX, with auto/N or SMTPLAY_SHARDS=N)\n' +
  '  or a Slurm array (SLURM_ARRAY_TASK_ID, _MIN, _COUNT); --known: findings already known (a merged campaign\n' +
  '  folder or a findings file exported from the page) are counted, not reported as new (exit 10: new findings);\n' +
  '  --resume with SEEDS… also starts the campaign when DIR holds none yet (a scheduler may run it again);\n' +
  '  seed labels, STORM reference models and option tables are cached in $SMTPLAY_CACHE, else\n' +
  '  $XDG_CACHE_HOME/smtplay, else ~/.cache/smtplay';

export const MERGE_USAGE =
  'smtplay merge DIR… --out DIR [--known PATH…] [--json]\n' +
  '  de-duplicates the findings of campaign folders (shards); with --known, DIR gets the union with the known\n' +
  '  findings (the next run’s --known) and summary.json lists the new ones (newFindings); exit 10: new findings';

export const MUTATE_USAGE =
  'smtplay mutate SEED [SEED2] --mutator NAME --rng N --count K [--walk chain|reset] [--out DIR] [--json]\n' +
  '  fusion: SEED SEED2 [--label sat|unsat] (both seeds have this answer; default: their (set-info :status))\n' +
  '  janus, sae: [--solver LANE] (the seed is solved on LANE; default: its (set-info :status))\n' +
  '  storm: [--reference LANE] (the lane whose model M the instances are true under; default z3) [--timeout ms]';

export const REDUCE_USAGE =
  'smtplay reduce (FINDING_DIR | FILE --predicate crash|disagree|unknown|invalid-model|cmd:COMMAND --solver LANE…) [--jobs N] [--out FILE] [--json]';

export const BISECT_USAGE =
  'smtplay bisect (FINDING_DIR | FILE --predicate crash|disagree|unknown|invalid-model --solver LANE…) ' +
  '[--versions A..B|A,B,…] [--vary LANE] [--timeout ms] [--jobs N] [--fresh] [--json]\n' +
  '  runs the finding on every Z3 release in the range (default: all on npm) in place of the lane that misbehaved,\n' +
  '  prints a verdict per release and the range (last good/first bad, or first fixed); a FINDING_DIR gets it in\n' +
  '  finding.json and issue.md';

export const REPORT_USAGE =
  'smtplay report FINDING_DIR [--for z3|cvc5] [--force] [--no-reduce] [--no-live] [--jobs N] [--out FILE] [--json]\n' +
  '  the report its solver’s tracker asks for (Z3’s issue form, cvc5’s sections), of the finding reduced first\n' +
  '  (kept as reduced.smt2 and in finding.json; a finding `smtplay reduce` reduced is not reduced again) and checked\n' +
  '  on the newest release of its solver at hand (npm’s newest Z3, Debian’s newest native z3 and cvc5, installed\n' +
  '  by scripts/newest-solvers.sh): a finding the newest release no longer shows, or one marked reported, is\n' +
  '  refused without --force (exit 1);\n' +
  '  a disagreement between two solvers needs --for unless a model shows which is wrong; SMTPLAY_PUBLIC_URL adds a\n' +
  '  link that opens it in the page';

export const TRIAGE_USAGE =
  'smtplay triage MERGED_DIR [--jobs N] [--reduce-seconds N] [--carry-on-seconds N] [--no-bisect]\n' +
  '               [--versions A..B|A,B,…] [--json]\n' +
  '  the new findings of a merge (summary.json newFindings): each reduced (at most --reduce-seconds, default 120; a\n' +
  '  bug the cap stopped carries on, wrong answers first, within --carry-on-seconds in all, default 600), re-checked,\n' +
  '  checked on the newest release\n' +
  '  of its solver at hand and bisected over Z3 releases (default: all on npm), grouped by their key after\n' +
  '  reduction and ordered by the solver teams’ priority into MERGED_DIR/report.md; the records are updated in\n' +
  '  place. Exit 10: a new\n' +
  '  bug to report (reproduces, not fixed in the newest release, not reported before)';

export const MARK_USAGE =
  'smtplay mark FINDING_DIR (reported URL | fixed-upstream [URL] | new) [--json]\n' +
  '  where a finding’s hand-over stands, kept in its record (finding.json, and the campaign’s findings.jsonl):\n' +
  '  triage and report never report a finding marked reported again';

/** What every command that takes --solver says about lanes, with this environment's release cache. */
export function lanesHelp(env: NodeJS.ProcessEnv = process.env): string {
  return [
    `lanes: z3 (Z3 ${NEWEST_Z3.version}), z3@VERSION (any z3-solver release on npm; ` +
      `${BUNDLED_Z3.map((z) => z.version).join(' and ')} are bundled, others are`,
    `  fetched on first use into ${z3ReleasesDir(env)}; set SMTPLAY_CACHE to move the cache), cvc5@VERSION`,
    `  (a CVC5 WebAssembly build in ${cvc5ReleasesDir(env)}/VERSION/: wasm/install-cvc5.ts puts one there,`,
    "  or cvc5's released cvc5-Wasm.zip), native:z3, native:cvc5 (the programs on PATH), native:z3@VERSION,",
    "  native:cvc5@VERSION (PATH's, or the one scripts/newest-solvers.sh installed), native:PATH;",
    '  +option adds a solver option (z3+model_validate=true)',
  ].join('\n');
}
