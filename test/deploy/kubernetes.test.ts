// The Kubernetes templates (deploy/kubernetes/) against the Kubernetes API schema (kubernetes-models), and what
// the schema cannot see: an Indexed Job whose shard count is its completions, pods replaced per index and resumed,
// a merge Job on the same run and volume, and the container image they name (deploy/container/Dockerfile, which
// cannot be built here: no Docker engine). Their shell runs in test/deploy/scale-simulation.solvers.test.ts.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Job } from 'kubernetes-models/batch/v1';
import { PersistentVolumeClaim } from 'kubernetes-models/v1';
import { describe, expect, it } from 'vitest';
import { parseAllDocuments } from 'yaml';

const DIR = join(import.meta.dirname, '..', '..', 'deploy', 'kubernetes');

interface Container {
  name: string;
  image: string;
  workingDir: string;
  env: { name: string; value: string }[];
  command: string[];
  args: string[];
  volumeMounts: { name: string; mountPath: string }[];
}

function manifests(): { file: string; doc: Record<string, unknown> }[] {
  return readdirSync(DIR)
    .filter((f) => f.endsWith('.yaml'))
    .flatMap((file) =>
      parseAllDocuments(readFileSync(join(DIR, file), 'utf8')).map((d) => ({
        file,
        doc: d.toJS() as Record<string, unknown>,
      })),
    );
}

const byName = (name: string): Record<string, unknown> => {
  const found = manifests().find((m) => (m.doc.metadata as { name: string }).name === name);
  if (!found) throw new Error(`no manifest named ${name}`);
  return found.doc;
};
/* eslint-disable @typescript-eslint/no-explicit-any -- manifests are read as the untyped YAML they are */
const podOf = (job: Record<string, unknown>): any => (job.spec as any).template.spec;
const env = (c: Container, name: string): string | undefined => c.env.find((e) => e.name === name)?.value;

describe('Kubernetes templates', () => {
  it('every manifest is valid against the API schema', () => {
    const all = manifests();
    expect(all.map((m) => m.doc.kind).sort()).toEqual(['Job', 'Job', 'PersistentVolumeClaim']);
    for (const { doc } of all) {
      const model = doc.kind === 'Job' ? new Job(doc as any) : new PersistentVolumeClaim(doc as any);
      expect(() => model.validate()).not.toThrow();
    }
  });

  it('the schema check can fail (a wrong type is refused)', () => {
    const job = structuredClone(byName('smtplay-fuzz')) as any;
    job.spec.completions = 'four';
    expect(() => new Job(job).validate()).toThrow(/completions must be integer/);
  });

  it('the fuzz Job is Indexed, its shard count is its completions, a failed index is retried and resumed', () => {
    const job = byName('smtplay-fuzz') as any;
    expect(job.spec.completionMode).toBe('Indexed');
    expect(job.spec.completions).toBeGreaterThan(1);
    expect(job.spec.parallelism).toBeLessThanOrEqual(job.spec.completions);
    expect(job.spec.backoffLimitPerIndex).toBeGreaterThan(0);
    // A wrong command line (exit 2) fails the Job at once instead of being retried per index.
    expect(job.spec.podFailurePolicy.rules).toContainEqual(
      expect.objectContaining({ action: 'FailJob', onExitCodes: expect.objectContaining({ values: [2] }) }),
    );
    const pod = podOf(job);
    expect(pod.restartPolicy).toBe('Never'); // backoffLimitPerIndex and podFailurePolicy need it
    const fuzz = pod.containers[0] as Container;
    expect(Number(env(fuzz, 'SMTPLAY_SHARDS'))).toBe(job.spec.completions);
    // One solver instance per lane for each core the pod requests (Node may count the node's cores instead).
    expect(env(fuzz, 'FUZZ_ARGS')).toContain(`--jobs ${pod.containers[0].resources.requests.cpu}`);
    const script = fuzz.args[0]!;
    expect(script).toMatch(/npx smtplay fuzz "\$SEEDS" .*--shard auto /s);
    expect(script).toContain('--out "$DATA/runs/$RUN/shard-$JOB_COMPLETION_INDEX" --resume');
    expect(script).toContain('--known "$DATA/known"');
  });

  it('the merge Job reads the fuzz Job’s run on the same volume and keeps the union as the known set', () => {
    const fuzzJob = byName('smtplay-fuzz');
    const mergeJob = byName('smtplay-merge');
    const fuzz = podOf(fuzzJob).containers[0] as Container;
    const merge = podOf(mergeJob).containers[0] as Container;
    for (const name of ['RUN', 'DATA']) expect(env(merge, name)).toBe(env(fuzz, name));
    expect(podOf(mergeJob).volumes).toEqual(podOf(fuzzJob).volumes);
    expect(merge.volumeMounts).toEqual(fuzz.volumeMounts);
    expect(podOf(fuzzJob).volumes[0].persistentVolumeClaim.claimName).toBe(
      (byName('smtplay-data').metadata as { name: string }).name,
    );
    expect(merge.args[0]).toContain('npx smtplay merge "$DATA/runs/$RUN"/shard-* --known "$DATA/known"');
  });

  it('the containers run the image the Dockerfile builds, in its working folder', () => {
    const dockerfile = readFileSync(join(DIR, '..', 'container', 'Dockerfile'), 'utf8');
    const workdir = /^WORKDIR (\S+)/m.exec(dockerfile)?.[1];
    const tag = /docker build .* -t (\S+) \./.exec(dockerfile)?.[1];
    expect(dockerfile).toMatch(/apt-get install .*z3 cvc5/);
    expect(dockerfile).toMatch(/RUN npm ci/);
    for (const name of ['smtplay-fuzz', 'smtplay-merge']) {
      const c = podOf(byName(name)).containers[0] as Container;
      expect(c.workingDir).toBe(workdir);
      expect(c.image).toBe(tag);
    }
  });
});
