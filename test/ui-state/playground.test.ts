// The page's coordinator with stand-in lanes (fixed outcomes) and in-memory storage: links open with their
// lanes, a step's finding is stored once however often it is re-run, findings export and import as JSON Lines,
// and what the page says about links.
import { describe, expect, it } from 'vitest';
import { parseLane } from '../../src/solvers/lane-spec.js';
import { Playground } from '../../src/ui-state/playground.js';
import { GALLERY } from '../../src/ui/gallery/examples.js';
import { literalLink } from '../support/links.js';
import { deps, SEED } from '../support/playground-deps.js';

describe('the playground coordinator', () => {
  it('opens a link with its lanes and runs it at once, storing its finding once however often it runs', async () => {
    const d = deps();
    const app = new Playground(d);
    await app.boot('');
    const link = await literalLink(SEED, ['z3@5.2.0', 'z3@4.8.17'], 3000);
    await app.openLink(link);
    expect(app.laneIds).toEqual(['z3@5.2.0', 'z3@4.8.17']);
    expect(d.synced.at(-1)).toEqual(['z3@5.2.0', 'z3@4.8.17']);
    // No click: it ran on open, and the notice no longer says nothing has run.
    expect(app.view.step.rows.map((r) => r.mutant?.answers)).toEqual([['unsat'], ['sat']]);
    expect(app.view.notice?.text).toBe('Opened a shared link (a literal mutant), run on its lanes.');
    expect(app.view.notice?.running).toBeUndefined();
    expect(app.view.notice?.reproduced).toBe(true);
    await app.rerunLink();
    expect(app.view.step.reading?.kind).toBe('soundness');
    expect(app.view.groups).toHaveLength(1);
    // The same mutant re-run is one occurrence (issue 15: re-running a link stored a duplicate).
    expect(app.view.groups[0]!.count).toBe(1);
  });

  it('a link opened while the page boots is not replaced by the seed boot restores', async () => {
    const d = deps();
    d.stored.set('seed', '(declare-const restored Int)\n(check-sat)\n');
    // Storage answers slowly (a busy machine): the link arrives before boot reads the saved seed.
    let release: () => void = () => undefined;
    const slow = new Promise<void>((r) => (release = r));
    const load = d.load;
    d.load = async <T>(key: string) => (await slow, load<T>(key));
    const app = new Playground(d);
    const booting = app.boot('');
    const link = await literalLink(SEED, ['z3@5.2.0'], 3000);
    const opening = app.openLink(link);
    // Long enough for the link to be decoded and opened, were it not waiting for boot.
    await new Promise((r) => setTimeout(r, 100));
    release();
    await Promise.all([booting, opening]);
    expect(app.view.step.literal?.mutant).toBe(SEED);
    expect(app.view.step.seed).toBe(SEED);
  });

  it('never enables nor runs a lane that cannot run here, and says why', async () => {
    const d = deps();
    const app = new Playground(d);
    await app.boot('');
    expect(app.view.laneProblems.cvc5).toMatch(/wasm\/README\.md/);
    await app.setLanes(
      app.view.lanes.map((l) => ({ ...l, enabled: true })),
      2000,
    );
    expect(app.view.lanes.find((l) => l.base === 'cvc5')?.enabled).toBe(false);
    expect(app.laneIds).toEqual(['z3@5.2.0', 'z3@4.8.17']);
    await app.go(0);
    expect(new Set(d.ran)).toEqual(new Set(['z3@5.2.0', 'z3@4.8.17']));
    await app.startCampaign();
    expect(d.runners.at(-1)).toEqual(['z3@5.2.0', 'z3@4.8.17']);
    // A link naming the CVC5 lane is refused with why, and runs nothing (never on the other lanes alone).
    const ran = d.ran.length;
    await app.openLink(await literalLink(SEED, ['z3@5.2.0', 'cvc5'], 3000));
    expect(app.view.notice).toMatchObject({ kind: 'refused', text: expect.stringMatching(/CVC5.*wasm\/README\.md/) });
    expect(d.ran).toHaveLength(ran);
  });

  it('locks the lanes while a campaign runs, so a lane is never stopped under it', async () => {
    const d = deps();
    let release: () => void = () => undefined;
    const held = new Promise<void>((r) => (release = r));
    let started: () => void = () => undefined;
    const first = new Promise<void>((r) => (started = r));
    d.runner = (ids) => ({
      lanes: ids.flatMap((id) => {
        const lane = parseLane(id);
        return lane.ok ? [lane.value] : [];
      }),
      run: async (laneId, text, options) => {
        started();
        await held;
        return d.run(laneId, text, options);
      },
    });
    const app = new Playground(d);
    await app.boot('');
    const synced = d.synced.length;
    const campaign = app.startCampaign();
    await first;
    expect(app.view.lanesLocked).toMatch(/campaign is running/);
    await app.setLanes(
      app.view.lanes.map((l) => ({ ...l, enabled: false })),
      2000,
    );
    expect(app.laneIds).toEqual(['z3@5.2.0', 'z3@4.8.17']);
    expect(d.synced).toHaveLength(synced);
    await app.openLink(await literalLink(SEED, ['z3@5.2.0'], 3000));
    expect(app.view.notice).toMatchObject({ kind: 'refused', text: expect.stringMatching(/campaign is running/) });
    app.stopCampaign();
    release();
    await campaign;
    expect(app.view.lanesLocked).toBe('');
    expect(app.view.campaignView.phase).toBe('stopped');
  });

  it('counts a bug once everywhere: the campaign list and the findings list say the same', async () => {
    const d = deps();
    // Every mutant crashes the newer lane the same way: one bug, seen once per mutant.
    d.runner = (ids) => ({
      lanes: ids.flatMap((id) => {
        const lane = parseLane(id);
        return lane.ok ? [lane.value] : [];
      }),
      run: async (laneId, text, options) =>
        laneId === 'z3@5.2.0'
          ? {
              laneId,
              answers: [],
              stdout: '',
              stderr: '',
              status: 'crash',
              message: 'RuntimeError: unreachable',
              timeMs: 1,
            }
          : d.run(laneId, text, options),
    });
    const app = new Playground(d);
    await app.boot('');
    app.setCampaign({ plan: { ...app.view.campaignPlan, maxMutants: 6 } });
    await app.startCampaign();
    const [group] = app.view.campaignView.groups;
    expect(group?.count).toBeGreaterThan(1);
    expect(app.view.campaignGroups.map((g) => g.count)).toEqual([group!.count]);
    expect(app.view.groups.map((g) => g.count)).toEqual([group!.count]);
  });

  it('refuses a tampered link, saying why, and runs nothing', async () => {
    const app = new Playground(deps());
    await app.openLink('#s=not-a-link');
    expect(app.view.notice?.kind).toBe('refused');
    expect(app.view.step.rows).toEqual([]);
  });

  it('shares the step as a link on the page and bundles its finding', async () => {
    const d = deps();
    const app = new Playground(d);
    await app.openLink(await literalLink(SEED, ['z3@5.2.0', 'z3@4.8.17'], 3000));
    await app.rerun();
    await app.shareStep();
    expect(app.view.notice).toMatchObject({
      kind: 'made',
      link: expect.stringMatching(/^https:\/\/example\.org\/play\/#s=/),
      home: 'The link opens this page, https://example.org/play/.',
    });
    expect(d.copied.at(-1)).toBe(app.view.notice?.link);
    // Confirmed beside the button, not only in the banner.
    expect(app.view.said).toEqual({ at: 'step', text: 'Link copied to the clipboard.' });
    await app.downloadBundle();
    expect(d.downloads.at(-1)).toMatch(/^finding-.*\.tar$/);
    expect(app.view.said).toEqual({
      at: 'step-bundle',
      text: 'bundle downloaded: mutant.smt2, seed.smt2, finding.json, outcomes.txt, reproduce.sh, issue.md',
    });
  });

  it('exports findings as JSON Lines and imports them back, refusing lines that are not records', async () => {
    const d = deps();
    const app = new Playground(d);
    await app.openLink(await literalLink(SEED, ['z3@5.2.0', 'z3@4.8.17'], 3000));
    await app.rerun();
    let text = '';
    d.download = (name, bytes) => void (text = new TextDecoder().decode(bytes));
    app.exportFindings();
    expect(text.split('\n').filter(Boolean)).toHaveLength(1);
    expect(app.view.findingsMessage).toBe('findings.jsonl downloaded: 1 record');
    await app.clearFindings();
    expect(app.view.groups).toEqual([]);
    await app.importFindings(`${text}not json\n{"kind":"crash"}\n`, 'findings.jsonl');
    expect(app.view.groups).toHaveLength(1);
    expect(app.view.findingsMessage).toBe(
      'findings.jsonl: 1 imported, refused line 2: not JSON; line 3: the record has no mutant or seed text',
    );
  });

  it('gives Fusion a second seed with the same answer, which a person can change (issue 15: it fused a copy)', async () => {
    const d = deps();
    const sat = (name: string) =>
      `(set-info :status sat)\n(declare-const ${name} Int)\n(assert (> ${name} 0))\n(check-sat)\n`;
    const unsat = '(set-info :status unsat)\n(declare-const u Int)\n(assert (< u u))\n(check-sat)\n';
    d.gallery = [
      { id: 'a', text: sat('a') },
      { id: 'u', text: unsat },
      { id: 'b', text: sat('b') },
    ];
    const app = new Playground(d);
    await app.boot('');
    app.configureStep({ mutator: 'fusion', options: { label: 'sat' }, rngSeed: 1 });
    expect(app.view.step.secondSeed).toBe(sat('b'));
    app.setSecondSeed(sat('pasted'));
    expect(app.view.step.secondSeed).toBe(sat('pasted'));
  });

  it('takes a class through the tour: it sets the seed, mutator and lanes, and each Next waits for the page', async () => {
    const d = { ...deps(), gallery: GALLERY };
    const app = new Playground(d);
    await app.boot('');
    await app.startTour();
    expect(app.view.tour?.id).toBe('seed');
    expect(app.view.gallery).toBe('qf_s_order');
    expect(app.view.step.config).toMatchObject({ mutator: 'typefuzz', rngSeed: 93 });
    expect(app.laneIds).toEqual(['z3@5.2.0', 'z3@4.8.17+smt.string_solver=z3str3']);
    expect(d.synced.at(-1)).toEqual(app.laneIds);
    expect(app.view.timeoutMs).toBe(30_000);
    app.tourNext();
    expect(app.view.tour?.id).toBe('mutate');
    app.tourNext(); // nothing has run: Next is not enabled
    expect(app.view.tour).toMatchObject({ id: 'mutate', canNext: false });
    await app.go(0);
    expect(app.view.step.result?.ok && app.view.step.result.mutant).toContain('(str.< x "")');
    app.tourNext();
    // The stand-in lanes answer unsat (5.2.0) and sat (4.8.17): a disagreement.
    expect(app.view.tour).toMatchObject({ id: 'disagreement', canNext: true });
    app.tourNext();
    expect(app.view.tour).toMatchObject({ id: 'reduce', canNext: false });
    await app.reduce();
    app.tourNext();
    expect(app.view.tour).toMatchObject({ id: 'share', canNext: false, last: true });
    app.tourBack();
    expect(app.view.tour?.id).toBe('reduce');
    app.tourNext();
    await app.shareStep();
    expect(app.view.tour?.canNext).toBe(true);
    app.tourNext();
    expect(app.view.tour).toBeUndefined();
  });

  it('shows a gallery bug live: its witness on its lanes, run at once, and stores the finding', async () => {
    const d = { ...deps(), gallery: GALLERY };
    const app = new Playground(d);
    await app.showBug('qf_s_order');
    // The lanes are the bug's; the mutant is TypeFuzz's step, rebuilt from the seed.
    expect(app.laneIds).toEqual(['z3@5.2.0', 'z3@4.8.17+smt.string_solver=z3str3']);
    expect(app.view.gallery).toBe('qf_s_order');
    expect(app.view.step.result?.ok && app.view.step.result.mutant).toContain('(str.< x "")');
    // It ran at once (the seed too, as a step does).
    expect(app.view.step.rows.map((r) => [r.lane, r.parent?.status, r.mutant?.status])).toEqual([
      ['z3@5.2.0', 'ok', 'ok'],
      ['z3@4.8.17+smt.string_solver=z3str3', 'ok', 'ok'],
    ]);
    expect(app.view.notice?.text).toMatch(/^A real bug from the gallery \(typefuzz, rng seed 93, step 0\)/);
    expect(app.view.notice?.reproduced).toBe(true);
    expect(d.findings.book.groups).toHaveLength(1);

    await app.showBug('qf_ania_horner');
    expect(app.laneIds).toEqual([
      'z3@5.2.0+smt.arith.nl.horner_frequency=0',
      'z3@4.8.17+smt.arith.nl.horner_frequency=0',
    ]);
    expect(app.view.notice?.text).toMatch(/\(the seed itself\)/);
    // No link was used: the step view says the gallery's seed runs itself.
    expect(app.view.step.literal?.note).toMatch(/^The gallery seed itself/);
    // A seed without a bug shows nothing.
    const notice = app.view.notice;
    await app.showBug('qf_lira');
    expect(app.view.notice).toBe(notice);
  });
});
