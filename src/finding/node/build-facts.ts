// The builds a CLI run uses, as reports state them (report/build-facts.ts): Debian unstable's packages that
// scripts/newest-solvers.sh installed, the builds scripts/head-solvers.sh made (commit, configure options and summary,
// libraries), the system's own solver on PATH. Read from the files those scripts leave; nothing is run.
import type { LaneRequest } from '../../solvers/lane-spec.js';
import { installedSolvers } from '../../solvers/native/installed.js';
import type { BuildFacts } from '../report/build-facts.js';

export function nodeBuildFacts(lane: LaneRequest, env: NodeJS.ProcessEnv = process.env): BuildFacts | undefined {
  if (lane.backend !== 'native' || !lane.version) return undefined;
  const installed = installedSolvers(env).find((s) => s.family === lane.family && s.version === lane.version);
  if (installed?.build) {
    const b = installed.build;
    return {
      origin: b.commit
        ? `${lane.family === 'z3' ? 'Z3' : 'cvc5'}'s main branch, built from source`
        : `${lane.family} ${lane.version}'s release source, built from source`,
      ...(b.printed ? { printed: b.printed } : {}),
      ...(b.commit ? { commit: b.commit } : {}),
      configure: b.configure,
      ...(b.configureSummary ? { configureSummary: b.configureSummary } : {}),
      ...(b.dependencies ? { dependencies: b.dependencies } : {}),
      assertions: true,
      wasm: false,
      ...(b.commit && lane.family === 'cvc5' && /libsymfpu-dev 0\.0~git/.test(b.dependencies ?? '')
        ? { olderSymfpu: /libsymfpu-dev (\S+)/.exec(b.dependencies!)![1]! }
        : {}),
    };
  }
  // What it prints for --version comes from the record (the campaign asked it at start).
  return {
    origin: installed
      ? `Debian unstable's ${lane.family} ${lane.version} package`
      : `the ${lane.family} ${lane.version} executable on PATH`,
    wasm: false,
  };
}
