// Findings kept as fixtures (test/fixtures/findings/*.json): the campaign id of a mutant, not its text; the
// mutant is rebuilt from a seed of the repository's corpus (test/corpus/) with the campaign's own code.
// `seedId` is the seed's id as the campaign recorded it (the path it was given, relative to the repository
// root), which seeds the walk's rng; `seedPath` is where the text is, relative to test/corpus.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { rebuildMutant } from '../../src/campaign/mutants.js';
import { inputOf, parseSeed } from '../../src/campaign/prepare.js';
import type { CampaignConfig } from '../../src/campaign/types.js';
import type { Answer } from '../../src/solvers/outcome.js';
import { encodeShare } from '../../src/share/codec.js';
import { CORPUS_DIR } from './corpus.js';

export interface FindingFixture {
  note: string;
  config: CampaignConfig;
  seedId: string;
  seedPath: string;
  mutator: string;
  step: number;
  lanes: [string, string];
  answers: [Answer, Answer];
  /** The rebuilt mutant, as the lanes were given it. */
  mutant: string;
}

const FIXTURES = join(import.meta.dirname, '..', 'fixtures', 'findings');

export function loadFindingFixture(name: string): FindingFixture {
  const raw = JSON.parse(readFileSync(join(FIXTURES, `${name}.json`), 'utf8')) as Omit<FindingFixture, 'mutant'>;
  const seed = { id: raw.seedId, text: readFileSync(join(CORPUS_DIR, raw.seedPath), 'utf8') };
  const prepared = parseSeed(seed);
  if (!prepared.ok) throw new Error(`${raw.seedPath}: ${prepared.reason}`);
  const id = { rngSeed: raw.config.rngSeed, seedId: raw.seedId, mutator: raw.mutator, step: raw.step };
  const rebuilt = rebuildMutant(raw.config, id, inputOf(prepared));
  if (!rebuilt) throw new Error(`${name}: step ${raw.step} of ${raw.mutator} gives no mutant`);
  return { ...raw, mutant: rebuilt.text };
}

export const Z3STR3_DISAGREEMENT = 'z3str3-str-lt-empty';

/** The share link's fragment that opens a fixture's mutant, as a literal, on its two lanes. */
export function fixtureLink(fixture: FindingFixture, timeoutMs = 20_000): Promise<string> {
  return encodeShare({
    v: 1,
    seeds: [fixture.mutant],
    mutant: fixture.mutant,
    lanes: fixture.lanes,
    timeoutMs,
    rngSeed: 0,
    step: 0,
  });
}
