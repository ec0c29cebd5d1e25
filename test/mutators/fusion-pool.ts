// Labelled seeds for the fusion tests, and same-label seed pairs that share a fusable variable sort.
import { fusionBase, labelOf } from '../../src/mutators/fusion/index.js';
import type { Expected } from '../../src/mutators/types.js';
import { Rng } from '../../src/rng.js';
import type { Script } from '../../src/smtlib/ast.js';
import { parseScript } from '../../src/smtlib/parser.js';
import type { ManifestRow, Seed } from '../support/seed-set.js';

export interface LabelledSeed {
  path: string;
  script: Script;
  label: Expected;
  row: ManifestRow | undefined;
  bytes: number;
}

/** The seeds whose label comes from their manifest row or their status line. */
export function labelledSeeds(seeds: readonly Seed[]): LabelledSeed[] {
  const out: LabelledSeed[] = [];
  for (const seed of seeds) {
    const parsed = parseScript(seed.text);
    if (!parsed.ok) continue;
    const label = labelOf(parsed.value, seed.row?.expected);
    if (label) out.push({ path: seed.path, script: parsed.value, label, row: seed.row, bytes: seed.text.length });
  }
  return out;
}

export interface SeedPair {
  first: LabelledSeed;
  second: LabelledSeed;
  label: Expected;
}

/** Up to `count` random distinct pairs with the same label that fusion can fuse (a common sort). */
export function fusablePairs(
  pool: readonly LabelledSeed[],
  label: Expected,
  count: number,
  rngSeed: string,
): SeedPair[] {
  const rng = Rng.of(rngSeed, label);
  const same = pool.filter((s) => s.label === label);
  const pairs: SeedPair[] = [];
  const seen = new Set<string>();
  for (let tries = 0; pairs.length < count && tries < count * 400; tries++) {
    const first = rng.pick(same);
    const second = rng.pick(same);
    const key = `${first.path}|${second.path}`;
    if (first === second || seen.has(key)) continue;
    seen.add(key);
    const base = fusionBase(first.script, second.script, label);
    if ('pairsBySort' in base && base.pairsBySort.size > 0) pairs.push({ first, second, label });
  }
  return pairs;
}
