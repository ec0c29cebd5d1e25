// Janus's regression-incompleteness oracle over a campaign's lanes: two lanes that run different versions
// of one solver with the same options form a pair (e.g. z3@4.8.17 and z3@5.2.0); one decides a mutant whose
// answer is implied and the other answers unknown. The finding names both lanes and the direction.
import type { Expected } from '../mutators/types.js';
import { parseLaneSpec } from '../solvers/lane-spec.js';
import { compareVersions } from '../solvers/versions.js';
import { finding } from './finding-words.js';
import type { Observation, RawFinding } from './types.js';
import { janusVerdict, type JanusAnswer, type VersionPair } from './janus.js';

/** A lane id's family, version and options; undefined when it names no version. */
function versioned(id: string): { family: string; version: string; options: string } | undefined {
  const lane = parseLaneSpec(id);
  if (!lane.ok || !lane.value.version) return undefined;
  const { family, version, options } = lane.value;
  return { family, version, options: options.join('+') };
}

export function versionPairs(laneIds: readonly string[]): VersionPair[] {
  const pairs: VersionPair[] = [];
  const parsed = laneIds.map((id) => ({ id, p: versioned(id) }));
  for (const a of parsed)
    for (const b of parsed) {
      if (!a.p || !b.p || a.p.family !== b.p.family || a.p.options !== b.p.options) continue;
      if (compareVersions(a.p.version, b.p.version) < 0) pairs.push({ older: a.id, newer: b.id });
    }
  return pairs;
}

const answerOf = (o: Observation): JanusAnswer =>
  o.status === 'ok' ? (o.answers[o.answers.length - 1] ?? 'error') : o.status;

export function regressionFindings(outcomes: readonly Observation[], expected: Expected): RawFinding[] {
  const pairs = versionPairs(outcomes.map((o) => o.laneId));
  if (pairs.length === 0) return [];
  const lanes = outcomes.map((o) => ({ laneId: o.laneId, seed: expected, mutant: answerOf(o) }));
  return janusVerdict({ expected, lanes, pairs }).flatMap((f) =>
    f.kind === 'regression-incompleteness'
      ? [
          finding({
            kind: 'incompleteness',
            lanes: [f.unknownOn, f.decidedBy],
            said: ['unknown', f.answer],
            regression: f.direction,
          }),
        ]
      : [],
  );
}
