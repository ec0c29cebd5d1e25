// Scale-out on this machine: mutants/s of one shard on one core, and of two shards at once (two `smtplay fuzz`
// processes, --shard 0/2 and 1/2, each pinned to a core of its own with taskset), and their ratio. The goal is
// >= 1.8x on 2 cores: nothing of ours serialises the shards (a lock, a shared cache, a build). Rounds alternate
// one and two shards so a machine whose speed drifts moves both alike; the load average is printed with each.
//   npm run bench:scale -- [--seconds 60] [--rounds 3] [--seeds DIR] [--mutators opfuzz,typefuzz]
//                          [--solver native:z3 --solver native:cvc5] [--timeout 5000]
// Seeds: the external corpus's public/ when present (SMT_SEEDS or ../shared/seeds), else test/corpus.
// Each shard runs as `smtplay fuzz` does, with a time budget: its own per-seed limits, 1 instance per lane (the
// CLI's default on one core). Figures go to BENCHMARKS.md ("Scale-out").
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { CORPUS_DIR } from '../test/support/corpus.js';
import { SEEDS_DIR } from '../test/support/seeds-location.js';

const { values } = parseArgs({
  options: {
    seconds: { type: 'string', default: '60' },
    rounds: { type: 'string', default: '3' },
    seeds: { type: 'string' },
    mutators: { type: 'string', default: 'opfuzz,typefuzz' },
    solver: { type: 'string', multiple: true, default: ['native:z3', 'native:cvc5'] },
    timeout: { type: 'string', default: '5000' },
  },
});
const seconds = Number(values.seconds);
const rounds = Number(values.rounds);
if (!(seconds > 0) || !(Number.isInteger(rounds) && rounds > 0)) {
  console.error('bench:scale: --seconds must be positive, --rounds a positive integer');
  process.exit(2);
}
const seeds = values.seeds ?? (existsSync(join(SEEDS_DIR, 'public')) ? join(SEEDS_DIR, 'public') : CORPUS_DIR);
const BIN = join(import.meta.dirname, '..', 'bin', 'smtplay.js');
const pinned = spawnSync('taskset', ['-c', '0', 'true']).status === 0 && availableParallelism() >= 2;
const load = (): string =>
  loadavg()
    .map((x) => x.toFixed(2))
    .join(' ');

interface Shard {
  mutants: number;
  wall: number;
}

/** One `smtplay fuzz` shard on core `core` (pinned when taskset can), for the time budget. */
function shard(spec: string, core: number, out: string): Promise<Shard> {
  const args = [
    BIN,
    'fuzz',
    seeds,
    '--mutator',
    values.mutators,
    ...values.solver.flatMap((s) => ['--solver', s]),
    '--iterations',
    '1000',
    '--timeout',
    values.timeout,
    '--time-budget',
    String(seconds),
    '--shard',
    spec,
    '--jobs',
    '1',
    '--out',
    out,
    '--json',
  ];
  const [file, argv] = pinned ? ['taskset', ['-c', String(core), process.execPath, ...args]] : [process.execPath, args];
  return new Promise((resolve, reject) => {
    // The shards' own progress lines would interleave: kept, and shown only if a shard fails.
    const child = spawn(file, argv as string[], { stdio: ['ignore', 'ignore', 'pipe'] });
    let stderr = '';
    child.stderr!.on('data', (d: Buffer) => (stderr += d.toString()));
    child.on('error', reject);
    child.on('close', (code) => {
      if (code !== 0 && code !== 10) return reject(new Error(`shard ${spec} exited ${code}:\n${stderr}`));
      const s = JSON.parse(readFileSync(join(out, 'summary.json'), 'utf8')) as {
        mutantsTested: number;
        wallSeconds: number;
      };
      resolve({ mutants: s.mutantsTested, wall: s.wallSeconds });
    });
  });
}

const root = mkdtempSync(join(tmpdir(), 'smtplay-scale-'));
console.log(
  `bench:scale: ${new Date().toISOString()}, ${availableParallelism()} cores, load ${load()}; ` +
    `seeds ${seeds}, mutators ${values.mutators}, lanes ${values.solver.join(' + ')}, ${seconds} s per shard, ` +
    `${pinned ? 'each shard pinned to one core (taskset)' : 'NOT pinned (no taskset or one core): the ratio says little'}`,
);
const ones: number[] = [];
const twos: number[] = [];
for (let r = 1; r <= rounds; r++) {
  const l1 = load();
  const one = await shard('0/1', 0, join(root, `r${r}-one`));
  const rate1 = one.mutants / one.wall;
  ones.push(rate1);
  console.log(
    `round ${r}: 1 shard:  ${one.mutants} mutants in ${one.wall.toFixed(1)} s = ${rate1.toFixed(2)}/s (load ${l1})`,
  );
  const l2 = load();
  const two = await Promise.all([shard('0/2', 0, join(root, `r${r}-a`)), shard('1/2', 1, join(root, `r${r}-b`))]);
  const rate2 = two.reduce((sum, s) => sum + s.mutants / s.wall, 0);
  twos.push(rate2);
  console.log(
    `round ${r}: 2 shards: ${two.map((s) => `${s.mutants} in ${s.wall.toFixed(1)} s`).join(' + ')} = ${rate2.toFixed(2)}/s ` +
      `(load ${l2}); ratio ${(rate2 / rate1).toFixed(2)}x`,
  );
}
const median = (xs: number[]): number => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2]! : (s[s.length / 2 - 1]! + s[s.length / 2]!) / 2;
};
const m1 = median(ones);
const m2 = median(twos);
const ratios = ones.map((o, i) => twos[i]! / o);
console.log(
  `median: 1 shard ${m1.toFixed(2)} mutants/s (${Math.round(m1 * 3600)} mutants per hour on one core), ` +
    `2 shards ${m2.toFixed(2)} mutants/s; ratio ${(m2 / m1).toFixed(2)}x; per round ${ratios.map((x) => x.toFixed(2)).join(', ')}, ` +
    `median ${median(ratios).toFixed(2)}x; ` +
    `goal >= 1.8x; load now ${load()}`,
);
