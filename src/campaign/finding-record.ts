// The record of a finding: everything needed to understand it and to rebuild and re-run its mutant.
import type { Expected, Mutator, Oracle } from '../mutators/types.js';
import type { ReferenceModel } from './reference.js';
import type { WalkConfig } from '../mutators/walk.js';
import type { RawFinding } from '../oracles/index.js';
import type { Lane } from '../solvers/lane.js';
import type { Outcome } from '../solvers/outcome.js';
import { hashId } from './hash.js';
import type { CampaignConfig, CampaignSeed, FindingRecord, SolverInfo } from './types.js';

/** Solver output kept per outcome: enough for a crash trace, bounded so records stay small. */
const OUTPUT_KEPT = 4000;

export interface FindingFacts {
  raw: RawFinding;
  signature: string;
  logic: string;
  rules: string[];
  mutantId: string;
  seed: CampaignSeed;
  secondSeedId?: string;
  mutator: Mutator;
  walk: WalkConfig;
  config: CampaignConfig;
  step: number;
  oracle: Oracle;
  label?: Expected;
  reference?: ReferenceModel;
  mutant: string;
  outcomes: readonly Outcome[];
  solvers: SolverInfo[];
}

export function findingRecord(f: FindingFacts): FindingRecord {
  return {
    id: hashId(f.signature),
    kind: f.raw.kind,
    signature: f.signature,
    lanes: f.raw.lanes,
    message: f.raw.message,
    logic: f.logic,
    rules: f.rules,
    mutantId: f.mutantId,
    seedId: f.seed.id,
    ...(f.secondSeedId ? { secondSeedId: f.secondSeedId } : {}),
    mutator: f.mutator.info.name,
    options: f.walk.options,
    walk: {
      mode: f.walk.mode,
      iterations: f.walk.iterations,
      ...(f.walk.restartEvery ? { restartEvery: f.walk.restartEvery } : {}),
    },
    rngSeed: f.config.rngSeed,
    step: f.step,
    oracle: f.oracle,
    ...(f.label ? { seedLabel: f.label } : {}),
    ...(f.reference ? { reference: f.reference } : {}),
    mutant: f.mutant,
    seed: f.seed.text,
    outcomes: f.outcomes.map(trimOutput),
    solvers: f.solvers,
    timeoutMs: f.config.timeoutMs,
  };
}

export function solverInfo(lane: Lane, reportedVersion: string | undefined): SolverInfo {
  return {
    id: lane.id,
    family: lane.family,
    version: lane.version,
    backend: lane.backend,
    options: [...lane.options],
    ...(lane.binary ? { binary: lane.binary } : {}),
    ...(reportedVersion ? { reportedVersion } : {}),
  };
}

function trimOutput(o: Outcome): Outcome {
  return {
    ...o,
    stdout: o.stdout.slice(0, OUTPUT_KEPT),
    stderr: o.stderr.slice(0, OUTPUT_KEPT),
    timeMs: Math.round(o.timeMs),
  };
}
