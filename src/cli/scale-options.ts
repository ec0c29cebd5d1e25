// The options of `smtplay fuzz` for running at scale (docs/CLI.md, "Campaigns across runs"): --shard (i/N, or auto
// from a Kubernetes Indexed Job or a Slurm array), per-seed time limits (--timeout-factor, --timeout-floor), and the
// check that a command run again with --resume (a replaced pod, a requeued task) names the campaign its folder
// holds.
import { readShard, shardOf, shardText, type Shard } from './shards.js';
import { DEFAULT_TIME_BOUND, type TimeBound } from '../scheduling/time-bound.js';
import type { CampaignFile } from './campaign-dir.js';
import { UsageError } from './io.js';

/** `--shard SPEC`, the environment read for `auto`; a shard that cannot be read is the user's to fix (exit 2). */
export function shardOption(spec: string, env: NodeJS.ProcessEnv = process.env): { shard: Shard; from: string } {
  const read = readShard(spec, env);
  if (!read.ok) throw new UsageError(read.message);
  return read;
}

/** The seeds of the shard (all of them without one), and a line saying which they are. */
export function shardSeeds(
  all: readonly string[],
  spec: string | undefined,
  env: NodeJS.ProcessEnv = process.env,
): { seeds: string[]; shard?: string; note?: string } {
  if (spec === undefined) return { seeds: [...all] };
  const { shard, from } = shardOption(spec, env);
  const seeds = shardOf(all, shard);
  const none = seeds.length === 0 ? ' (more shards than seeds: this one has nothing to do)' : '';
  return {
    seeds,
    shard: shardText(shard),
    note: `shard ${shardText(shard)} from ${from}: ${seeds.length} of ${all.length} seeds${none}`,
  };
}

function number(name: string, text: string, min: number): number {
  const n = Number(text);
  if (!Number.isFinite(n) || n < min || text.trim() === '')
    throw new UsageError(`--${name} must be a number >= ${min}, got '${text}'`);
  return n;
}

/**
 * Per-seed time limits: on unless `--timeout-factor 0`; the floor never above --timeout (the ceiling).
 * undefined: every mutant gets --timeout.
 */
export function timeBoundOption(
  factor: string | undefined,
  floor: string | undefined,
  timeoutMs: number,
): TimeBound | undefined {
  const k = factor === undefined ? DEFAULT_TIME_BOUND.factor : number('timeout-factor', factor, 0);
  const floorMs = floor === undefined ? DEFAULT_TIME_BOUND.floorMs : number('timeout-floor', floor, 1);
  if (k === 0) {
    if (floor !== undefined) throw new UsageError('--timeout-floor needs per-seed limits: drop --timeout-factor 0');
    return undefined;
  }
  return { factor: k, floorMs: Math.min(Math.round(floorMs), timeoutMs) };
}

/**
 * `fuzz SEEDS… --out DIR --resume` on a folder that already holds a campaign: the command line must name the same
 * one (the same seeds after sharding, shard and lanes), else the run would mix two campaigns in one folder.
 */
export function checkSameCampaign(out: string, saved: CampaignFile, asked: CampaignFile): void {
  const differs: string[] = [];
  if (saved.shard !== asked.shard) differs.push(`shard ${saved.shard ?? 'none'} there, ${asked.shard ?? 'none'} here`);
  if (JSON.stringify(saved.seeds) !== JSON.stringify(asked.seeds))
    differs.push(`${saved.seeds.length} seeds there, ${asked.seeds.length} here (or other ones)`);
  if (JSON.stringify(saved.solvers) !== JSON.stringify(asked.solvers))
    differs.push(`lanes ${saved.solvers.join(' ')} there, ${asked.solvers.join(' ')} here`);
  if (differs.length > 0)
    throw new UsageError(
      `${out} holds another campaign (${differs.join('; ')}): choose another --out, or resume it with smtplay fuzz --out ${out} --resume alone`,
    );
}
