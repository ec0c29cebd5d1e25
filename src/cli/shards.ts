// Splitting a campaign over N processes (`smtplay fuzz --shard`): shard i of N takes every N-th seed of the
// campaign's seed list from offset i, so shards are disjoint, together they are the whole list, and their sizes
// differ by at most one. A seed's walks depend only on the rng, the seed's id and the mutator, so with fixed work
// (--iterations, no time budget) the shards run exactly the mutants of the unsharded campaign.
//
// The shard is given as `i/N` (GitHub Actions: `--shard ${{ matrix.shard }}/N`) or read from the scheduler that
// started the process with `auto` or `auto/N`:
// - Kubernetes Indexed Job: the index is JOB_COMPLETION_INDEX; the count comes from `auto/N` or SMTPLAY_SHARDS
//   (the Job's `completions`, which the pod cannot read itself);
// - Slurm job array: the index is SLURM_ARRAY_TASK_ID − SLURM_ARRAY_TASK_MIN, the count SLURM_ARRAY_TASK_COUNT;
//   the array must be one contiguous range (`--array=0-15`, `--array=1-16%4`), not a list or a range with a step.
// Anything missing or inconsistent is refused with a message that says what to set or type.

export interface Shard {
  /** 0 ≤ index < count. */
  index: number;
  count: number;
}

export type ShardRead = { ok: true; shard: Shard; from: string } | { ok: false; message: string };

/** The variable that carries the shard count next to JOB_COMPLETION_INDEX (the templates set it). */
export const SHARD_COUNT_VARIABLE = 'SMTPLAY_SHARDS';

export function shardText(shard: Shard): string {
  return `${shard.index}/${shard.count}`;
}

/** The seeds (or any items) of one shard: every `count`-th item from offset `index`, in order. */
export function shardOf<T>(items: readonly T[], shard: Shard): T[] {
  return items.filter((_, k) => k % shard.count === shard.index);
}

/** Where a shard can come from, and what to type: the end of every message about a shard that cannot be read. */
const HOW =
  `in a Kubernetes Indexed Job, JOB_COMPLETION_INDEX with --shard auto/N or ${SHARD_COUNT_VARIABLE}=N (N: the Job's completions); ` +
  'in a Slurm job array, SLURM_ARRAY_TASK_ID, SLURM_ARRAY_TASK_MIN and SLURM_ARRAY_TASK_COUNT (sbatch sets them); ' +
  'anywhere else type --shard i/N with 0 <= i < N (GitHub Actions: --shard ${{ matrix.shard }}/N)';

type Env = Readonly<Record<string, string | undefined>>;
type Part = { ok: true; value: number } | { ok: false; message: string };

/** A whole number ≥ `min` from a text (of a variable, or of the command line). */
function whole(name: string, text: string, min: number): Part {
  const t = text.trim();
  const n = /^\d+$/.test(t) ? Number(t) : NaN;
  if (!Number.isSafeInteger(n) || n < min)
    return { ok: false, message: `${name} must be a whole number${min > 0 ? ` >= ${min}` : ''}, got '${text}'` };
  return { ok: true, value: n };
}

function fromShard(shard: Shard, from: string): ShardRead {
  if (shard.index >= shard.count)
    return {
      ok: false,
      message: `${from} gives shard index ${shard.index}, which is not below the shard count ${shard.count}`,
    };
  return { ok: true, shard, from };
}

/** Kubernetes: JOB_COMPLETION_INDEX, the count from `auto/N` or SMTPLAY_SHARDS. */
function kubernetes(env: Env, given: number | undefined): ShardRead | undefined {
  const raw = env.JOB_COMPLETION_INDEX;
  if (raw === undefined) return undefined;
  const index = whole('JOB_COMPLETION_INDEX', raw, 0);
  if (!index.ok) return index;
  const fromEnv = env[SHARD_COUNT_VARIABLE];
  let count = given;
  if (fromEnv !== undefined) {
    const c = whole(SHARD_COUNT_VARIABLE, fromEnv, 1);
    if (!c.ok) return c;
    if (given !== undefined && c.value !== given)
      return {
        ok: false,
        message: `--shard auto/${given} and ${SHARD_COUNT_VARIABLE}=${c.value} disagree on the shard count: give one of them, equal to the Job's completions`,
      };
    count = c.value;
  }
  if (count === undefined)
    return {
      ok: false,
      message: `JOB_COMPLETION_INDEX=${raw} gives the shard index but not the count: type --shard auto/N or set ${SHARD_COUNT_VARIABLE}=N, with N the Job's completions`,
    };
  const source = given !== undefined ? `--shard auto/${given}` : `${SHARD_COUNT_VARIABLE}=${count}`;
  return fromShard({ index: index.value, count }, `Kubernetes (JOB_COMPLETION_INDEX=${raw}, ${source})`);
}

/** Slurm: SLURM_ARRAY_TASK_ID − SLURM_ARRAY_TASK_MIN of SLURM_ARRAY_TASK_COUNT, on a contiguous array. */
function slurm(env: Env, given: number | undefined): ShardRead | undefined {
  const rawId = env.SLURM_ARRAY_TASK_ID;
  if (rawId === undefined) return undefined;
  const missing = ['SLURM_ARRAY_TASK_MIN', 'SLURM_ARRAY_TASK_COUNT'].filter((v) => env[v] === undefined);
  if (missing.length > 0)
    return {
      ok: false,
      message: `SLURM_ARRAY_TASK_ID=${rawId} is set but ${missing.join(' and ')} ${missing.length > 1 ? 'are' : 'is'} not: submit the script with sbatch --array=0-N (Slurm sets them all), or give --shard i/N`,
    };
  const id = whole('SLURM_ARRAY_TASK_ID', rawId, 0);
  const min = whole('SLURM_ARRAY_TASK_MIN', env.SLURM_ARRAY_TASK_MIN!, 0);
  const count = whole('SLURM_ARRAY_TASK_COUNT', env.SLURM_ARRAY_TASK_COUNT!, 1);
  for (const p of [id, min, count]) if (!p.ok) return p;
  const [i, lo, n] = [id, min, count].map((p) => (p as { value: number }).value) as [number, number, number];
  const step = env.SLURM_ARRAY_TASK_STEP;
  const max = env.SLURM_ARRAY_TASK_MAX;
  const gapped =
    (step !== undefined && step.trim() !== '1') || (max !== undefined && Number(max.trim()) - lo + 1 !== n);
  if (gapped)
    return {
      ok: false,
      message:
        `the Slurm array is not one contiguous range (SLURM_ARRAY_TASK_MIN=${lo}, SLURM_ARRAY_TASK_MAX=${max ?? '?'}, ` +
        `SLURM_ARRAY_TASK_COUNT=${n}${step !== undefined ? `, SLURM_ARRAY_TASK_STEP=${step}` : ''}): ` +
        `submit it as --array=0-${n - 1} (a % limit is fine), or give --shard i/N`,
    };
  if (i < lo) return { ok: false, message: `SLURM_ARRAY_TASK_ID=${i} is below SLURM_ARRAY_TASK_MIN=${lo}` };
  if (given !== undefined && given !== n)
    return {
      ok: false,
      message: `--shard auto/${given} disagrees with the Slurm array's SLURM_ARRAY_TASK_COUNT=${n}: type --shard auto, or submit --array=0-${given - 1}`,
    };
  return fromShard(
    { index: i - lo, count: n },
    `Slurm (SLURM_ARRAY_TASK_ID=${i}, SLURM_ARRAY_TASK_MIN=${lo}, SLURM_ARRAY_TASK_COUNT=${n})`,
  );
}

/** Reads `--shard i/N`, `auto` or `auto/N` (the environment only for `auto`). */
export function readShard(spec: string, env: Env): ShardRead {
  const explicit = /^(\d+)\/(\d+)$/.exec(spec.trim());
  if (explicit) {
    const [i, n] = [Number(explicit[1]), Number(explicit[2])];
    if (n < 1 || i >= n) return { ok: false, message: `--shard ${spec} is not a shard (0 <= i < N): ${HOW}` };
    return { ok: true, shard: { index: i, count: n }, from: `--shard ${spec}` };
  }
  const auto = /^auto(?:\/(.*))?$/.exec(spec.trim());
  if (!auto) return { ok: false, message: `--shard must be i/N, auto or auto/N, got '${spec}': ${HOW}` };
  let given: number | undefined;
  if (auto[1] !== undefined) {
    const n = whole(`the N of --shard auto/N`, auto[1], 1);
    if (!n.ok) return n;
    given = n.value;
  }
  const k8s = kubernetes(env, given);
  const sl = slurm(env, given);
  if (k8s && !k8s.ok) return k8s;
  if (sl && !sl.ok) return sl;
  if (k8s?.ok && sl?.ok) {
    if (k8s.shard.index === sl.shard.index && k8s.shard.count === sl.shard.count) return k8s;
    return {
      ok: false,
      message: `Kubernetes and Slurm variables are both set and disagree: ${k8s.from} says shard ${shardText(k8s.shard)}, ${sl.from} says ${shardText(sl.shard)}; give --shard i/N`,
    };
  }
  const found = k8s ?? sl;
  if (found) return found;
  return {
    ok: false,
    message: `--shard ${spec} reads the shard from the scheduler, but none of its variables is set: ${HOW}`,
  };
}
