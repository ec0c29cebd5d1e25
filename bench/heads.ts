// Per-call cost of the native builds at hand: the solvers' heads built by scripts/head-solvers.sh (with assertions;
// Z3's debug build beside its release build with assertions), Debian unstable's releases (scripts/newest-solvers.sh)
// and the system's. Each run is a whole process, as smtplay's fresh native lanes start it: one query file, the
// solver's exit. Runs of one query go round the builds in turn (a drift of the machine's speed hits every build
// alike); the figures are medians of the wall time and of the CPU the process used (the shell's `times`).
//   npm run bench:heads [-- --runs 7 --queries trivial,QF_BV/popcount,QF_S/…]
// Figures: BENCHMARKS.md ("The solvers' heads").
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { headSolversDir, installedSolvers } from '../src/solvers/native/installed.js';

const { values } = parseArgs({
  options: {
    runs: { type: 'string', default: '7' },
    queries: {
      type: 'string',
      default: 'trivial,QF_BV/popcount,QF_S/contains-b,QF_FP/double-add,LIA/frobenius,QF_NIA/cubes-sum',
    },
  },
});
const runs = Number(values.runs);
if (!Number.isInteger(runs) || runs < 1) {
  console.error(`bench:heads: --runs takes a positive whole number, e.g. --runs 7 (got '${values.runs}')`);
  process.exit(2);
}

interface Build {
  name: string;
  family: 'z3' | 'cvc5';
  path: string;
}

/** The head builds (their -debug builds too: the script builds Z3's to measure it here), then the releases. */
function builds(): Build[] {
  const heads = headSolversDir();
  let debug: Build[] = [];
  try {
    debug = readdirSync(join(heads, 'bin'))
      .filter((n) => /^(z3|cvc5)-.*-debug$/.test(n))
      .map((n) => ({ name: n, family: n.startsWith('z3') ? 'z3' : 'cvc5', path: join(heads, 'bin', n) }));
  } catch {
    // no head builds here
  }
  const installed = installedSolvers().map((s) => ({
    name: `${s.family}-${s.version}`,
    family: s.family as 'z3' | 'cvc5',
    path: s.path,
  }));
  const system = [
    { name: 'z3 (system)', family: 'z3' as const, path: '/usr/bin/z3' },
    { name: 'cvc5 (system)', family: 'cvc5' as const, path: '/usr/bin/cvc5' },
  ];
  return [...installed, ...debug, ...system].sort((a, b) => a.family.localeCompare(b.family));
}

const dir = mkdtempSync(join(tmpdir(), 'bench-heads-'));
const corpus = join(import.meta.dirname, '..', 'test', 'corpus');

/** A query's file: `trivial` is `(check-sat)` after a set-logic (cvc5 notes its absence); the rest are files of our corpus without their status line. */
function queryFile(q: string): string {
  const file = join(dir, `${q.replace(/\//g, '-')}.smt2`);
  const text =
    q === 'trivial'
      ? '(set-logic ALL)\n(check-sat)\n'
      : readFileSync(join(corpus, `${q}.smt2`), 'utf8').replace(/^.*:status.*$/m, '');
  writeFileSync(file, text);
  return file;
}

const argsOf = (b: Build, file: string): string[] =>
  b.family === 'z3' ? ['-smt2', 'model_validate=true', file] : ['--lang', 'smt2', '--check-models', file];

/** One whole-process run: wall ms, CPU ms (user + system of the solver, from the shell's `times`), its answer. */
function once(b: Build, file: string): { wall: number; cpu: number; answer: string } {
  const t = performance.now();
  const out = execFileSync(
    'sh',
    [
      '-c',
      'out=$(timeout 60 "$@" 2>&1 | head -n 3 | tr "\\n" " "); echo "$out"; times',
      'sh',
      b.path,
      ...argsOf(b, file),
    ],
    { encoding: 'utf8' },
  );
  const wall = performance.now() - t;
  const lines = out.trim().split('\n');
  // `times` prints the shell's user/system, then its children's: `0m0.120s 0m0.010s`.
  const child = lines.at(-1)!.match(/(\d+)m([\d.]+)s (\d+)m([\d.]+)s/);
  const cpu = child
    ? (Number(child[1]) * 60 + Number(child[2]) + Number(child[3]) * 60 + Number(child[4])) * 1000
    : NaN;
  return { wall, cpu, answer: lines[0] ?? '' };
}

const median = (xs: number[]): number => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2]! : (s[s.length / 2 - 1]! + s[s.length / 2]!) / 2;
};

const all = builds();
const queries = values.queries.split(',').filter(Boolean);
console.log(
  `bench:heads ${new Date().toISOString()}, ${runs} runs per build and query, load ${loadavg()[0]!.toFixed(1)}`,
);
console.log(`builds: ${all.map((b) => b.name).join(', ')}`);
for (const q of queries) {
  const file = queryFile(q);
  const wall = new Map<string, number[]>(all.map((b) => [b.name, []]));
  const cpu = new Map<string, number[]>(all.map((b) => [b.name, []]));
  const answers = new Map<string, Set<string>>(all.map((b) => [b.name, new Set()]));
  for (let r = 0; r < runs + 1; r++)
    for (const b of all) {
      const x = once(b, file);
      if (r === 0) continue; // the first round warms the page cache
      wall.get(b.name)!.push(x.wall);
      cpu.get(b.name)!.push(x.cpu);
      answers.get(b.name)!.add(x.answer);
    }
  console.log(`\n${q}`);
  console.log('| build | wall (median) | CPU (median) | answer |');
  console.log('| ----- | ------------- | ------------ | ------ |');
  for (const b of all)
    console.log(
      `| ${b.name} | ${median(wall.get(b.name)!).toFixed(0)} ms | ${median(cpu.get(b.name)!).toFixed(0)} ms | ${[...answers.get(b.name)!].join(' / ').slice(0, 60)} |`,
    );
}
console.log(`\ndone, load ${loadavg()[0]!.toFixed(1)}`);
