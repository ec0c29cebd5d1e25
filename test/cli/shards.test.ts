// Shards: the partition of a campaign's seeds (property-based: disjoint, together the whole list in order, sizes
// within one), and the shard read from `--shard i/N`, a Kubernetes Indexed Job or a Slurm array, with every
// missing or inconsistent variable refused by a message that names it and says what to type.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { readShard, shardOf, type Shard } from '../../src/cli/shards.js';

const shardArb = fc
  .integer({ min: 1, max: 40 })
  .chain((count) => fc.record({ index: fc.integer({ min: 0, max: count - 1 }), count: fc.constant(count) }));

describe('the partition of seeds into shards', () => {
  it('is disjoint, and the shards together are the whole list (each item exactly once)', () => {
    fc.assert(
      fc.property(fc.array(fc.string(), { maxLength: 300 }), fc.integer({ min: 1, max: 40 }), (items, count) => {
        const ids = items.map((_, k) => k);
        const shards = Array.from({ length: count }, (_, index) => shardOf(ids, { index, count }));
        const all = shards.flat().sort((a, b) => a - b);
        expect(all).toEqual(ids);
        expect(new Set(shards.flat()).size).toBe(ids.length);
      }),
    );
  });

  it('keeps the campaign order inside a shard and balances the shards within one seed', () => {
    fc.assert(
      fc.property(fc.array(fc.integer(), { maxLength: 300 }), fc.integer({ min: 1, max: 40 }), (items, count) => {
        const sizes: number[] = [];
        for (let index = 0; index < count; index++) {
          const positions = shardOf(
            items.map((_, k) => k),
            { index, count },
          );
          expect(positions).toEqual([...positions].sort((a, b) => a - b));
          expect(positions.map((k) => items[k])).toEqual(shardOf(items, { index, count }));
          sizes.push(positions.length);
        }
        expect(Math.max(...sizes) - Math.min(...sizes)).toBeLessThanOrEqual(1);
      }),
    );
  });

  it('is the same shard whichever engine names it: i/N, Kubernetes, Slurm (any first task id)', () => {
    fc.assert(
      fc.property(shardArb, fc.integer({ min: 0, max: 1000 }), ({ index, count }: Shard, min) => {
        const want = { ok: true, shard: { index, count } };
        expect(readShard(`${index}/${count}`, {})).toMatchObject(want);
        expect(readShard(`auto/${count}`, { JOB_COMPLETION_INDEX: `${index}` })).toMatchObject(want);
        expect(readShard('auto', { JOB_COMPLETION_INDEX: `${index}`, SMTPLAY_SHARDS: `${count}` })).toMatchObject(want);
        const slurm = {
          SLURM_ARRAY_TASK_ID: `${min + index}`,
          SLURM_ARRAY_TASK_MIN: `${min}`,
          SLURM_ARRAY_TASK_MAX: `${min + count - 1}`,
          SLURM_ARRAY_TASK_COUNT: `${count}`,
        };
        expect(readShard('auto', slurm)).toMatchObject(want);
        expect(readShard(`auto/${count}`, slurm)).toMatchObject(want);
      }),
    );
  });
});

describe('reading --shard', () => {
  const refused = (spec: string, env: Record<string, string> = {}): string => {
    const read = readShard(spec, env);
    if (read.ok) throw new Error(`--shard ${spec} was read as ${JSON.stringify(read.shard)}`);
    return read.message;
  };

  it('says where the shard came from', () => {
    expect(readShard('auto', { JOB_COMPLETION_INDEX: '2', SMTPLAY_SHARDS: '4' })).toMatchObject({
      from: 'Kubernetes (JOB_COMPLETION_INDEX=2, SMTPLAY_SHARDS=4)',
    });
    expect(
      readShard('auto', { SLURM_ARRAY_TASK_ID: '5', SLURM_ARRAY_TASK_MIN: '4', SLURM_ARRAY_TASK_COUNT: '2' }),
    ).toMatchObject({ shard: { index: 1, count: 2 }, from: expect.stringMatching(/^Slurm/) });
  });

  it('without any scheduler variable: names them all and what to type instead', () => {
    const message = refused('auto');
    for (const name of [
      'JOB_COMPLETION_INDEX',
      'SMTPLAY_SHARDS',
      'SLURM_ARRAY_TASK_ID',
      'SLURM_ARRAY_TASK_MIN',
      'SLURM_ARRAY_TASK_COUNT',
      '--shard i/N',
      '--shard ${{ matrix.shard }}/N',
    ])
      expect(message).toContain(name);
    expect(refused('auto/4')).toContain('JOB_COMPLETION_INDEX');
  });

  it('refuses malformed and out-of-range shards', () => {
    expect(refused('4/4')).toMatch(/0 <= i < N/);
    expect(refused('0/0')).toMatch(/0 <= i < N/);
    expect(refused('1-4')).toMatch(/i\/N, auto or auto\/N/);
    expect(refused('auto/0', { JOB_COMPLETION_INDEX: '0' })).toMatch(/auto\/N must be a whole number >= 1/);
    expect(refused('auto/x', { JOB_COMPLETION_INDEX: '0' })).toMatch(/got 'x'/);
  });

  it('Kubernetes: the count from --shard auto/N or SMTPLAY_SHARDS, which must agree, and an index below it', () => {
    expect(refused('auto', { JOB_COMPLETION_INDEX: '1' })).toMatch(/--shard auto\/N or set SMTPLAY_SHARDS=N/);
    expect(refused('auto/4', { JOB_COMPLETION_INDEX: '1', SMTPLAY_SHARDS: '3' })).toMatch(/disagree/);
    expect(refused('auto/4', { JOB_COMPLETION_INDEX: '4' })).toMatch(/index 4.*not below the shard count 4/);
    expect(refused('auto/4', { JOB_COMPLETION_INDEX: 'two' })).toMatch(/JOB_COMPLETION_INDEX must be a whole number/);
    expect(refused('auto', { JOB_COMPLETION_INDEX: '0', SMTPLAY_SHARDS: '0' })).toMatch(/SMTPLAY_SHARDS/);
  });

  it('Slurm: every variable present, one contiguous array, a count that agrees with auto/N', () => {
    const task = { SLURM_ARRAY_TASK_ID: '3', SLURM_ARRAY_TASK_MIN: '0', SLURM_ARRAY_TASK_COUNT: '4' };
    expect(refused('auto', { SLURM_ARRAY_TASK_ID: '3' })).toMatch(
      /SLURM_ARRAY_TASK_MIN and SLURM_ARRAY_TASK_COUNT are not.*sbatch --array/,
    );
    // --array=0-6:2 (a step) and --array=1,3,7 (a list): the ids are not 0..N-1 after the first.
    expect(refused('auto', { ...task, SLURM_ARRAY_TASK_MAX: '6' })).toMatch(/not one contiguous range.*--array=0-3/);
    expect(refused('auto', { ...task, SLURM_ARRAY_TASK_STEP: '2' })).toMatch(/SLURM_ARRAY_TASK_STEP=2/);
    expect(refused('auto/8', task)).toMatch(/auto\/8 disagrees with .*SLURM_ARRAY_TASK_COUNT=4/);
    expect(refused('auto', { ...task, SLURM_ARRAY_TASK_MIN: '5' })).toMatch(/below SLURM_ARRAY_TASK_MIN/);
    expect(refused('auto', { ...task, SLURM_ARRAY_TASK_COUNT: '-1' })).toMatch(/SLURM_ARRAY_TASK_COUNT must be/);
  });

  it('Kubernetes and Slurm variables both set: one shard if they agree, refused if not', () => {
    const both = {
      JOB_COMPLETION_INDEX: '1',
      SMTPLAY_SHARDS: '4',
      SLURM_ARRAY_TASK_ID: '1',
      SLURM_ARRAY_TASK_MIN: '0',
      SLURM_ARRAY_TASK_COUNT: '4',
    };
    expect(readShard('auto', both)).toMatchObject({ ok: true, shard: { index: 1, count: 4 } });
    expect(refused('auto', { ...both, SLURM_ARRAY_TASK_ID: '2' })).toMatch(/both set and disagree.*--shard i\/N/);
  });

  it('an explicit i/N ignores the environment', () => {
    expect(readShard('1/2', { JOB_COMPLETION_INDEX: '7' })).toMatchObject({ ok: true, shard: { index: 1, count: 2 } });
  });
});
