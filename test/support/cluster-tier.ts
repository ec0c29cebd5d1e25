// The cluster tier (test/**/*.cluster.test.ts): sharded campaigns submitted to a real Slurm, the one-node cluster
// of deploy/slurm/local-cluster.sh. vitest.config.ts runs it when that cluster answers (the script's own `status`)
// or when CI is set, where a cluster that does not answer fails the tier's tests instead of leaving them out.
import { spawnSync } from 'node:child_process';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export const LOCAL_CLUSTER = resolve(
  dirname(fileURLToPath(import.meta.url)),
  '..',
  '..',
  'deploy',
  'slurm',
  'local-cluster.sh',
);

/** What `local-cluster.sh status` says, and whether the cluster takes jobs (exit 0). */
export function localClusterStatus(): { running: boolean; said: string } {
  const r = spawnSync('bash', [LOCAL_CLUSTER, 'status'], { encoding: 'utf8' });
  return { running: r.status === 0, said: `${r.stdout}${r.stderr}`.trim() };
}

/** CI is set (GitHub and most CI systems set CI=true); "false" and "0" count as unset. */
export function inCI(): boolean {
  const ci = process.env.CI;
  return ci !== undefined && ci !== '' && ci !== 'false' && ci !== '0';
}

export const CLUSTER_ABSENT = 'no local Slurm cluster runs (start one, as root: deploy/slurm/local-cluster.sh start)';
