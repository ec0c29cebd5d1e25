// The test tiers, as Vitest projects (docs/ARCHITECTURE.md, "Tests and benchmarks"):
//   unit    test/**/*.test.ts          no solver, no process, no external corpus: seconds
//   solvers test/**/*.solvers.test.ts  real Z3 wasm and native z3/cvc5, on the repo's corpus test/corpus/
//   corpus  test/**/*.corpus.test.ts   corpus-wide suites over the external corpus ($SMT_SEEDS)
//   cvc5    test/**/*.cvc5.test.ts     the CVC5 WebAssembly build (installed into the cache by `npm test` first)
//   e2e     test/e2e/**/*.e2e.test.ts  the playground in Chromium
//   cluster test/**/*.cluster.test.ts  sharded campaigns on a real Slurm (deploy/slurm/local-cluster.sh)
// `npm test` runs all but e2e. Without the external corpus or a CVC5 build (a fresh clone) the corpus or cvc5 project
// is left out and one line at the end of the run names its suites; with SMT_SEEDS_REQUIRED=1 (CI) that is an error.
// The cluster project likewise: left out with one line when no local Slurm runs, unless CI is set (then its
// tests fail on the missing cluster).
import { defineConfig } from 'vitest/config';
import { CLUSTER_ABSENT, inCI, localClusterStatus } from './test/support/cluster-tier.js';
import { cvc5BuildAtHand } from './test/support/cvc5-build.js';
import { externalSeedsPresent, SEEDS_DIR } from './test/support/seeds-location.js';
import { SkippedTierNotice, suitesOfTier } from './test/support/skipped-tier-notice.js';

const UNIT = 'test/**/*.test.ts';
const SOLVERS = 'test/**/*.solvers.test.ts';
const CORPUS = 'test/**/*.corpus.test.ts';
const CVC5 = 'test/**/*.cvc5.test.ts';
const E2E = 'test/e2e/**/*.e2e.test.ts';
const CLUSTER = 'test/**/*.cluster.test.ts';

const corpusPresent = externalSeedsPresent();
if (!corpusPresent && process.env.SMT_SEEDS_REQUIRED === '1') {
  throw new Error(
    `SMT_SEEDS_REQUIRED=1 but the external seed corpus is absent: ${SEEDS_DIR} (set SMT_SEEDS=/path/to/seeds, ` +
      'the folder with public/ and features/, or put the checkout beside shared/seeds)',
  );
}
const cvc5Present = cvc5BuildAtHand() !== undefined;
if (!cvc5Present && process.env.SMT_SEEDS_REQUIRED === '1') {
  throw new Error('SMT_SEEDS_REQUIRED=1 but no CVC5 WebAssembly build is installed (npx tsx wasm/install-cvc5.ts DIR)');
}
const clusterRuns = inCI() || localClusterStatus().running;
// One hang guard for every tier but e2e and cluster (they set their own), not a speed bound: a test meets it only
// when it hangs. On a laptop with both cores busy (a CI run beside `npm test`, load 8) a 120-mutant campaign took
// over 300 s and tests that take 30 s unloaded over 120 s; at load 16 the wasm lanes on every public seed took over
// 900 s (450 s in a CI run of its own); at load 20 a corpus-wide property's setup took over 10 s. A test sets a
// longer guard only for a campaign longer than this.
const HANG_GUARD_MS = 1_800_000;

export default defineConfig({
  test: {
    testTimeout: HANG_GUARD_MS,
    hookTimeout: HANG_GUARD_MS,
    // The solvers' heads that scripts/head-solvers.sh may have built on this machine would become the CLI's default
    // lanes: the suite runs on the releases alone, as in CI, and a test of the heads names its own folder.
    env: { SMTPLAY_HEAD_SOLVERS: process.env.SMTPLAY_HEAD_SOLVERS ?? '/nonexistent/smtplay-head-solvers' },
    reporters: [
      'default',
      new SkippedTierNotice(
        'corpus',
        corpusPresent ? [] : suitesOfTier('corpus'),
        `no external seed corpus at ${SEEDS_DIR} (set SMT_SEEDS to run them)`,
      ),
      new SkippedTierNotice(
        'cvc5',
        cvc5Present ? [] : suitesOfTier('cvc5'),
        'no CVC5 WebAssembly build installed (npx tsx wasm/install-cvc5.ts DIR; wasm/README.md)',
      ),
      new SkippedTierNotice('cluster', clusterRuns ? [] : suitesOfTier('cluster'), CLUSTER_ABSENT),
    ],
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: [UNIT],
          exclude: [SOLVERS, CORPUS, CVC5, CLUSTER, 'test/e2e/**'],
          setupFiles: ['test/support/unit-guard.ts'],
          // In-process and CPU-bound: one file per core (Vitest's default leaves one core idle), and modules
          // loaded once per worker instead of once per file (half the CPU; unit tests keep no global state).
          maxWorkers: 2,
          isolate: false,
        },
      },
      {
        extends: true,
        // Two files at a time (Vitest's default on 2 cores is one): most of a file's time is its solvers' work.
        test: { name: 'solvers', include: [SOLVERS], maxWorkers: 2 },
      },
      ...(corpusPresent
        ? [
            {
              extends: true as const,
              test: {
                name: 'corpus',
                include: [CORPUS],
                maxWorkers: 2,
              },
            },
          ]
        : []),
      ...(cvc5Present
        ? [
            {
              extends: true as const,
              test: { name: 'cvc5', include: [CVC5], maxWorkers: 2 },
            },
          ]
        : []),
      {
        extends: true,
        test: {
          name: 'e2e',
          include: [E2E],
          // One Vite dev server and one Chromium for every e2e file (test/e2e/shared-env.ts says how a file uses them).
          globalSetup: ['test/e2e/global-setup.ts'],
          testTimeout: 180_000,
          hookTimeout: 180_000,
          fileParallelism: false,
          // A wait for the page, not a speed bound: in CI the node tiers share the two cores, and a click's
          // result can take more than the default second to render.
          expect: { poll: { timeout: 15_000 } },
        },
      },
      ...(clusterRuns
        ? [
            {
              extends: true as const,
              // One file at a time: the jobs of two would queue on the one node. The timeouts only stop a hang.
              test: {
                name: 'cluster',
                include: [CLUSTER],
                testTimeout: 1_200_000,
                hookTimeout: 1_200_000,
                fileParallelism: false,
              },
            },
          ]
        : []),
    ],
  },
});
