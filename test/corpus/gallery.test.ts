// The playground's gallery is built from our corpus and the papers' formulas: every "ours" entry must equal
// its corpus file byte for byte (so the two cannot drift), every other entry must cite a paper and figure,
// and the ids the UI and the e2e tests select must exist.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { GALLERY } from '../../src/ui/gallery/examples.js';
import { TOUR_SETUP } from '../../src/ui-state/tour.js';
import { CORPUS_DIR, readCorpusSeed } from '../support/corpus.js';
import { loadFindingFixture, Z3STR3_DISAGREEMENT } from '../support/finding-fixture.js';

const OURS = 'ours: test/corpus/';

describe('gallery', () => {
  it('copies each of our entries verbatim from its corpus file', () => {
    const ours = GALLERY.filter((g) => g.source.startsWith(OURS));
    expect(ours.length).toBeGreaterThanOrEqual(8);
    for (const g of ours) {
      const path = g.source.slice(OURS.length);
      expect(existsSync(join(CORPUS_DIR, path)), `${g.id}: ${path}`).toBe(true);
      expect(g.text, g.id).toBe(readCorpusSeed(path).text);
      expect(g.license, g.id).toBe('this project');
    }
  });

  it('cites a paper and figure for every entry that is not ours', () => {
    for (const g of GALLERY.filter((e) => !e.source.startsWith(OURS))) {
      expect(g.source, g.id).toMatch(/(OOPSLA|PLDI|FSE|ASE|ESEC\/FSE) 20\d\d, (Fig\.|slide)/);
      expect(g.license, g.id).toMatch(/short quotation/);
    }
  });

  it('keeps the ids the playground and its e2e tests select, each unique', () => {
    const ids = GALLERY.map((g) => g.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ['opfuzz-fig1', 'qf_nia', 'qf_lira']) expect(ids).toContain(id);
    expect(GALLERY.find((g) => g.id === 'qf_lira')?.text).toContain('QF_LIRA');
  });

  it("shows a real bug only on the seed its finding was made from, with that finding's lanes and mutant", () => {
    const withBugs = GALLERY.filter((g) => g.bug);
    expect(withBugs.map((g) => g.id)).toEqual(['qf_ania_horner', 'qf_s_order']);
    const fixture = loadFindingFixture(Z3STR3_DISAGREEMENT);
    const entry = withBugs[1]!;
    expect(entry.source).toBe(`${OURS}${fixture.seedPath}`);
    expect(entry.bug!.lanes).toEqual(fixture.lanes);
    // Shown live as the tour shows it: the step mode's TypeFuzz step (the fixture's id is a campaign's, whose
    // rng also depends on the seed's path).
    expect(TOUR_SETUP.galleryId).toBe(entry.id);
    expect(entry.bug!.witness).toEqual({ mutator: TOUR_SETUP.mutator, rngSeed: TOUR_SETUP.rngSeed, step: 0 });
    // The crash needs no mutation: the seed under the option (test/cli/bisect.solvers.test.ts runs it).
    expect(withBugs[0]!.bug!.witness).toBe('seed');
    // The summary quotes the literal the step writes (test/e2e/gallery-bugs.e2e.test.ts shows it live).
    expect(entry.bug!.summary).toContain('(str.< x "")');
  });
});
