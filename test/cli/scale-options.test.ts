// The fuzz options for running at scale (cli/scale-options.ts): the shard's seeds and the line saying which,
// per-seed limits on by default, and a command run again with --resume that names another campaign refused.
import { describe, expect, it } from 'vitest';
import type { CampaignFile } from '../../src/cli/campaign-dir.js';
import { UsageError } from '../../src/cli/io.js';
import { checkSameCampaign, shardSeeds, timeBoundOption } from '../../src/cli/scale-options.js';

describe('fuzz options at scale', () => {
  it('--shard: the shard’s seeds, and where the shard came from', () => {
    const all = ['a', 'b', 'c', 'd', 'e'];
    expect(shardSeeds(all, undefined)).toEqual({ seeds: all });
    expect(shardSeeds(all, 'auto', { JOB_COMPLETION_INDEX: '1', SMTPLAY_SHARDS: '2' })).toEqual({
      seeds: ['b', 'd'],
      shard: '1/2',
      note: 'shard 1/2 from Kubernetes (JOB_COMPLETION_INDEX=1, SMTPLAY_SHARDS=2): 2 of 5 seeds',
    });
    expect(shardSeeds(['a'], '3/4').note).toMatch(/more shards than seeds/);
    expect(() => shardSeeds(all, 'auto', {})).toThrow(UsageError);
  });

  it('per-seed limits: on by default (10×, 1 s floor), off with --timeout-factor 0, the floor under --timeout', () => {
    expect(timeBoundOption(undefined, undefined, 5000)).toEqual({ factor: 10, floorMs: 1000 });
    expect(timeBoundOption('4', '250', 5000)).toEqual({ factor: 4, floorMs: 250 });
    expect(timeBoundOption(undefined, '9000', 5000)).toEqual({ factor: 10, floorMs: 5000 });
    expect(timeBoundOption('0', undefined, 5000)).toBeUndefined();
    expect(() => timeBoundOption('0', '100', 5000)).toThrow(/drop --timeout-factor 0/);
    expect(() => timeBoundOption('-1', undefined, 5000)).toThrow(/--timeout-factor must be a number >= 0/);
    expect(() => timeBoundOption('2', 'x', 5000)).toThrow(/--timeout-floor/);
  });

  it('--resume with the command line of another campaign is refused, naming what differs', () => {
    const saved: CampaignFile = {
      config: { rngSeed: 1, mutators: [{ name: 'opfuzz' }], walk: { iterations: 2 }, timeoutMs: 5000 },
      seeds: ['s/a.smt2', 's/c.smt2'],
      solvers: ['native:z3'],
      shard: '0/2',
    };
    expect(() => checkSameCampaign('out', saved, structuredClone(saved))).not.toThrow();
    expect(() => checkSameCampaign('out', saved, { ...saved, shard: '1/2', seeds: ['s/b.smt2'] })).toThrow(
      /out holds another campaign \(shard 0\/2 there, 1\/2 here; 2 seeds there, 1 here/,
    );
    expect(() => checkSameCampaign('out', saved, { ...saved, solvers: ['native:cvc5'] })).toThrow(/lanes/);
  });
});
