// The coordinator's side of issue 21 with stand-in lanes: a finding's report (checked on the newest release first,
// of the reduced finding once reduced, opened on GitHub through its address and nothing sent, the whole report on
// the clipboard past GitHub's length), its hand-over state, a stored finding opened on its own lanes and options,
// and links: run at once, refused (with what to do) when they name what the page cannot run, cancelled.
import { describe, expect, it } from 'vitest';
import { MAX_ISSUE_URL } from '../../src/finding/report/index.js';
import { encodeShare } from '../../src/share/codec.js';
import type { Outcome } from '../../src/solvers/outcome.js';
import { Playground } from '../../src/ui-state/playground.js';
import { literalLink } from '../support/links.js';
import { answered, outcome } from '../support/outcome.js';
import { deps } from '../support/playground-deps.js';

const NEW = 'z3@5.2.0';
const OLD = 'z3@4.8.17';
const MUTANT = '(declare-const n Int)\n(declare-const m Int)\n(assert (= (* n n) 1))\n(assert (> m 0))\n(check-sat)\n';
const UPSTREAM = 'https://github.com/Z3Prover/z3/issues/4242';

/** Stand-in lanes where Z3 5.2.0 (with any options) crashes on every text and the rest answer sat. */
function crashing() {
  const d = deps();
  d.run = (laneId: string): Promise<Outcome> => {
    d.ran.push(laneId);
    return Promise.resolve(
      laneId.startsWith(NEW)
        ? outcome(laneId, { status: 'crash', message: 'RuntimeError: remainder by zero' })
        : answered(laneId, 'sat'),
    );
  };
  return d;
}

/** A page showing the crash of `text` on both lanes (opened as a link, so it ran at once). */
async function withCrash(text = MUTANT) {
  const d = crashing();
  const app = new Playground(d);
  await app.boot('');
  await app.openLink(await literalLink(text, [NEW, OLD], 3000));
  expect(app.view.step.reading?.kind).toBe('crash');
  return { d, app };
}

describe('a finding’s report in the page', () => {
  it('checks the newest release first, then opens GitHub’s new-issue form filled in; the page sends nothing', async () => {
    const { d, app } = await withCrash();
    await app.report();
    const v = app.view.reportView!;
    expect(v).toMatchObject({ phase: 'ready', tracker: 'z3', standing: 'open' });
    expect(v.live?.text).toBe('live in Z3 5.2.0');
    expect(v.report?.title).toMatch(/^Crash: remainder by zero$/);
    const copies = d.copied.length;
    await app.openIssue();
    expect(d.opened).toHaveLength(1);
    expect(d.opened[0]).toBe(v.issue!.url);
    expect(new URL(d.opened[0]!).searchParams.get('body')).toContain(MUTANT.trimEnd());
    expect(d.copied).toHaveLength(copies);
    expect(app.view.said).toMatchObject({ at: 'report', text: expect.stringMatching(/This page sent nothing\.$/) });
    await app.copyReport();
    expect(d.copied.at(-1)).toBe(v.report!.body);
    expect(app.view.said).toEqual({ at: 'report', text: 'Report copied to the clipboard (markdown).' });
    // The finding in the list carries its check.
    expect(app.view.groups[0]!.witness.live?.verdict).toBe('live');
  });

  it('after Reduce, the step’s Report holds the reduced formula, not the mutant', async () => {
    const { app } = await withCrash();
    await app.reduce();
    const reduced = app.view.reduceView?.result?.reduced;
    expect(reduced).toBeDefined();
    expect(reduced!.length).toBeLessThan(MUTANT.length);
    await app.report();
    const v = app.view.reportView!;
    expect(v.reduced).toBe(true);
    expect(v.finding.mutant).toBe(reduced);
    expect(v.report?.body).toContain('```smt2\n' + reduced!.trimEnd() + '\n```');
    expect(v.report?.body).not.toContain('(> m 0)');
    // Marked reported, the reduced form's report says so: the state is the finding's, whichever form is shown.
    await app.markFinding('reported', 'https://github.com/Z3Prover/z3/issues/99999');
    expect(app.view.reportView).toMatchObject({
      standing: 'reported',
      held: expect.stringContaining('Already reported'),
    });
    expect(app.view.reportView?.finding.mutant).toBe(reduced);
  });

  it('past GitHub’s length copies the whole report, says so beside the button, and opens the short address', async () => {
    const long = `${Array.from({ length: 300 }, (_, i) => `(declare-const padding_${i} Int)`).join('\n')}\n${MUTANT}`;
    const { d, app } = await withCrash(long);
    await app.report();
    await app.openIssue();
    const v = app.view.reportView!;
    expect(v.issue?.complete).toBe(false);
    expect(d.copied.at(-1)).toBe(v.report!.body);
    expect(d.opened.at(-1)!.length).toBeLessThanOrEqual(MAX_ISSUE_URL);
    expect(app.view.said?.text).toMatch(/^The whole report is on the clipboard/);
    // A clipboard that refuses: said beside the button, and the form still opens.
    d.copy = () => Promise.reject(new Error('denied'));
    const opened = d.opened.length;
    await app.openIssue();
    expect(app.view.said?.text).toMatch(/^The clipboard was refused: copy the report below/);
    expect(d.opened).toHaveLength(opened + 1);
  });

  it('keeps the hand-over state with the finding: a bad address is refused, reported says so, new again', async () => {
    const { app } = await withCrash();
    await app.report();
    await app.markFinding('reported', 'see the tracker');
    expect(app.view.said).toMatchObject({ at: 'report-state', text: expect.stringMatching(/is not an address/) });
    expect(app.view.groups[0]!.witness.state).toBeUndefined();
    await app.markFinding('reported', UPSTREAM);
    expect(app.view.groups[0]!.witness.state).toMatchObject({ status: 'reported', url: UPSTREAM });
    expect(app.view.reportView).toMatchObject({ standing: 'reported', canForce: true });
    expect(app.view.reportView?.report).toBeUndefined();
    // Opened again later, its Report still says so.
    app.closeReport();
    await app.report(app.view.groups[0]!.witness);
    expect(app.view.reportView?.held).toMatch(/^Already reported upstream/);
    app.chooseReport({ force: true });
    expect(app.view.reportView?.report?.tracker).toBe('z3');
    await app.markFinding('fixed-upstream');
    expect(app.view.groups[0]!.witness.state).toMatchObject({ status: 'fixed-upstream', url: UPSTREAM });
    await app.markFinding('new');
    expect(app.view.groups[0]!.witness.state?.status).toBe('new');
  });
});

describe('links and stored findings on their own lanes', () => {
  it('opens a stored finding on its lanes with their options and its timeout, so Run again runs what found it', async () => {
    const d = crashing();
    const app = new Playground(d);
    await app.boot('');
    const lanes = [`${NEW}+smt.arith.nl.horner_frequency=0`, `${OLD}+smt.arith.nl.horner_frequency=0`];
    await app.openLink(await literalLink(MUTANT, lanes, 7000));
    const stored = app.view.groups[0]!.witness;
    // Elsewhere in the page: other lanes, another timeout.
    await app.setLanes(
      app.view.lanes.map((l) => ({ ...l, extra: [] })),
      2000,
    );
    expect(app.laneIds).toEqual([NEW, OLD]);
    await app.openFinding(stored);
    expect(app.laneIds).toEqual(lanes);
    expect(app.view.timeoutMs).toBe(7000);
    expect(app.view.step.rows.map((r) => r.mutant?.status)).toEqual(['crash', 'ok']);
    const ran = d.ran.length;
    await app.rerun();
    expect(d.ran.slice(ran)).toEqual(lanes);
    expect(app.view.step.reading?.kind).toBe('crash');
  });

  it('refuses a link naming a release this page does not ship, a solver program, or two lanes of one release', async () => {
    const d = deps();
    const app = new Playground(d);
    await app.boot('');
    const cases: [string[], RegExp][] = [
      [
        ['z3@4.13.0', NEW],
        /Z3 4\.13\.0, which this page does not ship .*SMTPLAY_Z3_RELEASES=5\.2\.0,4\.13\.0,4\.8\.17 .*smtplay solve bug\.smt2 --solver z3@4\.13\.0 --solver z3@5\.2\.0/,
      ],
      [
        ['native:z3', NEW],
        /z3 \(native\), a solver program .*WebAssembly builds only.*smtplay solve bug\.smt2 --solver native:z3/,
      ],
      [[NEW, `${NEW}+smt.arith.solver=2`], /two lanes of one release .*one lane per release/],
    ];
    for (const [lanes, why] of cases) {
      await app.openLink(await literalLink(MUTANT, lanes, 3000));
      expect(app.view.notice).toMatchObject({ kind: 'refused', text: expect.stringMatching(why), formula: MUTANT });
      expect(app.view.notice?.text).toMatch(/Nothing was run\.$/);
    }
    expect(d.ran).toEqual([]);
    app.downloadLinkFormula();
    expect(d.downloads.at(-1)).toBe('bug.smt2');
  });

  it('refuses a link whose option the release refuses, after its lanes said so', async () => {
    const d = deps();
    d.run = (laneId: string): Promise<Outcome> =>
      Promise.resolve(
        laneId.includes('smt.new_param')
          ? outcome(laneId, {
              status: 'error',
              errorKind: 'option',
              message: 'unknown parameter smt.new_param (lane option smt.new_param=1)',
            })
          : answered(laneId, 'sat'),
      );
    const app = new Playground(d);
    await app.openLink(await literalLink(MUTANT, [NEW, `${OLD}+smt.new_param=1`], 3000));
    expect(app.view.notice).toMatchObject({
      kind: 'refused',
      text: expect.stringMatching(/Z3 4\.8\.17 \(smt\.new_param=1\) refuses it: unknown parameter .*smtplay solve/),
    });
    expect(app.view.notice?.reproduced).toBeUndefined();
  });

  it('says per lane what a link claimed and what ran now, and stops waiting on Cancel', async () => {
    const d = deps();
    let release: () => void = () => undefined;
    const held = new Promise<void>((r) => (release = r));
    const run = d.run;
    d.run = async (laneId, text, options) => (await held, run(laneId, text, options));
    const app = new Playground(d);
    const link = await encodeShare({
      v: 1,
      seeds: [MUTANT],
      rngSeed: 0,
      step: 0,
      mutant: MUTANT,
      lanes: [NEW, OLD],
      timeoutMs: 3000,
      observed: [
        { lane: NEW, status: 'crash', answers: [], message: 'RuntimeError: unreachable' },
        { lane: OLD, status: 'ok', answers: ['sat'] },
      ],
    });
    const opening = app.openLink(link);
    // Decoding a link takes a few turns of the event loop: counted, not timed.
    for (let turns = 0; !app.view.notice?.running && turns < 1000; turns++) await new Promise((r) => setTimeout(r, 0));
    expect(app.view.notice).toMatchObject({
      running: true,
      progress: 'running on 2 lanes: 0 answered (each at most 3 s)',
    });
    app.cancelLink();
    await opening;
    expect(app.view.notice?.text).toMatch(/Cancelled: not run to the end\.$/);
    expect(app.view.notice?.running).toBeUndefined();
    expect(app.view.step.busy).toBe(false);
    release();
    // Run again: the stand-in lanes answer unsat and sat, not the crash the link claims.
    await app.rerunLink();
    expect(app.view.notice).toMatchObject({ reproduced: false });
    expect(app.view.notice?.verdict?.lanes).toEqual([
      { lane: NEW, claimed: 'crash', now: 'unsat', same: false },
      { lane: OLD, claimed: 'sat', now: 'sat', same: true },
    ]);
    expect(app.view.notice?.verdict?.text).toMatch(/^does not reproduce here: .*crash then, unsat now/);
  });
});
