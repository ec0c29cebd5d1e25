// The page's coordinator with stand-in lanes (fixed outcomes) and in-memory storage: links open with their
// lanes, a step's finding is stored once however often it is re-run, findings export and import as JSON Lines,
// and what the page says about links.
import { describe, expect, it } from 'vitest';
import type { Finding } from '../../src/campaign/finding.js';
import { encodeShare } from '../../src/share/codec.js';
import type { Outcome } from '../../src/solvers/outcome.js';
import { addFinding, emptyFindings, type StoredFindings } from '../../src/ui-state/findings.js';
import { Playground, type PlaygroundDeps } from '../../src/ui-state/playground.js';

const SEED = '(declare-fun s () String)\n(assert (str.< s ""))\n(check-sat)\n';
const answers: Record<string, 'sat' | 'unsat'> = { 'z3@5.2.0': 'unsat', 'z3@4.8.17': 'sat' };

function deps(): PlaygroundDeps & {
  copied: string[];
  downloads: string[];
  stored: Map<string, unknown>;
  synced: string[][];
} {
  let book: StoredFindings = emptyFindings();
  const stored = new Map<string, unknown>();
  const copied: string[] = [];
  const downloads: string[] = [];
  const synced: string[][] = [];
  const findings = {
    get book() {
      return book;
    },
    open: () => Promise.resolve(book),
    add: (f: Finding) => ((book = addFinding(book, f)), Promise.resolve()),
    update: (change: (b: StoredFindings) => StoredFindings) => ((book = change(book)), Promise.resolve()),
    campaignStore: () => ({
      load: () => Promise.resolve({ findings: [], seedsDone: [] }),
      saveFinding: findings.add,
      saveSeedDone: () => Promise.resolve(),
    }),
  };
  const run = (laneId: string): Promise<Outcome> =>
    Promise.resolve({
      laneId,
      answers: [answers[laneId] ?? 'sat'],
      stdout: '',
      stderr: '',
      status: 'ok',
      message: '',
      timeMs: 1,
    });
  return {
    run,
    runner: () => ({ lanes: [], run }),
    syncLanes: (ids) => (synced.push([...ids]), Promise.resolve()),
    version: () => undefined,
    load: <T>(key: string) => Promise.resolve(stored.get(key) as T | undefined),
    save: (key, value) => (stored.set(key, value), Promise.resolve()),
    findings,
    copy: (text) => (copied.push(text), Promise.resolve()),
    download: (name) => void downloads.push(name),
    pageUrl: (fragment) => `https://example.org/play/${fragment}`,
    gallery: [{ id: 'first', text: SEED }],
    copied,
    downloads,
    stored,
    synced,
  };
}

describe('the playground coordinator', () => {
  it('opens a link with its lanes, re-runs it, and stores its finding once however often it is re-run', async () => {
    const d = deps();
    const app = new Playground(d);
    await app.boot('');
    const link = await encodeShare({
      v: 1,
      seeds: [SEED],
      rngSeed: 0,
      step: 0,
      mutant: SEED,
      lanes: ['z3@5.2.0', 'z3@4.8.17', 'native:cvc5'],
      timeoutMs: 3000,
    });
    await app.openLink(link);
    expect(app.laneIds).toEqual(['z3@5.2.0', 'z3@4.8.17']);
    expect(d.synced.at(-1)).toEqual(['z3@5.2.0', 'z3@4.8.17']);
    expect(app.view.notice?.text).toMatch(
      /a literal mutant\)\. Nothing has run yet\. Lanes this playground cannot run were left out: native:cvc5\./,
    );
    await app.rerunLink();
    await app.rerunLink();
    expect(app.view.step.reading?.kind).toBe('soundness');
    expect(app.view.groups).toHaveLength(1);
    expect(app.view.groups[0]!.count).toBe(2);
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
    await app.openLink(
      await encodeShare({
        v: 1,
        seeds: [SEED],
        rngSeed: 0,
        step: 0,
        mutant: SEED,
        lanes: ['z3@5.2.0', 'z3@4.8.17'],
        timeoutMs: 3000,
      }),
    );
    await app.rerun();
    await app.shareStep();
    expect(app.view.notice).toMatchObject({
      kind: 'made',
      link: expect.stringMatching(/^https:\/\/example\.org\/play\/#s=/),
    });
    await app.copyIssue();
    expect(d.copied.at(-1)).toMatch(/^### wrong answer \(soundness\)/);
    await app.downloadBundle();
    expect(d.downloads.at(-1)).toMatch(/^finding-.*\.tar$/);
    expect(app.view.copied).toBe(
      'bundle downloaded: mutant.smt2, seed.smt2, finding.json, outcomes.txt, reproduce.sh, issue.md',
    );
  });

  it('exports findings as JSON Lines and imports them back, refusing lines that are not records', async () => {
    const d = deps();
    const app = new Playground(d);
    await app.openLink(
      await encodeShare({
        v: 1,
        seeds: [SEED],
        rngSeed: 0,
        step: 0,
        mutant: SEED,
        lanes: ['z3@5.2.0', 'z3@4.8.17'],
        timeoutMs: 3000,
      }),
    );
    await app.rerun();
    let text = '';
    d.download = (name, bytes) => void (text = new TextDecoder().decode(bytes));
    app.exportFindings();
    expect(text.split('\n').filter(Boolean)).toHaveLength(1);
    await app.clearFindings();
    expect(app.view.groups).toEqual([]);
    await app.importFindings(`${text}not json\n{"kind":"crash"}\n`, 'findings.jsonl');
    expect(app.view.groups).toHaveLength(1);
    expect(app.view.findingsMessage).toBe(
      'findings.jsonl: 1 imported, refused line 2: not JSON; line 3: the record has no mutant or seed text',
    );
  });
});
