// The page's coordinator with stand-in lanes (fixed outcomes by lane: Z3 5.2.0 says unsat, every other lane sat)
// and in-memory storage, for Node tests of the coordinator (test/ui-state/playground.test.ts, report-flow.test.ts).
import type { Finding } from '../../src/finding/record.js';
import type { Outcome } from '../../src/solvers/outcome.js';
import { addFinding, addOccurrence, emptyFindings, type StoredFindings } from '../../src/ui-state/findings.js';
import type { PlaygroundDeps } from '../../src/ui-state/playground.js';
import { outcome } from './outcome.js';

export const SEED = '(declare-fun s () String)\n(assert (str.< s ""))\n(check-sat)\n';
export const answers: Record<string, 'sat' | 'unsat'> = { 'z3@5.2.0': 'unsat', 'z3@4.8.17': 'sat' };

export function deps(): PlaygroundDeps & {
  copied: string[];
  downloads: string[];
  stored: Map<string, unknown>;
  synced: string[][];
  ran: string[];
  runners: string[][];
  opened: string[];
} {
  let book: StoredFindings = emptyFindings();
  const stored = new Map<string, unknown>();
  const copied: string[] = [];
  const downloads: string[] = [];
  const synced: string[][] = [];
  const ran: string[] = [];
  const runners: string[][] = [];
  const opened: string[] = [];
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
      countOccurrence: (o: Parameters<typeof addOccurrence>[1]) => ((book = addOccurrence(book, o)), Promise.resolve()),
      saveSeedDone: () => Promise.resolve(),
    }),
  };
  const run = (laneId: string): Promise<Outcome> => (
    ran.push(laneId),
    Promise.resolve(outcome(laneId, { answers: [answers[laneId] ?? 'sat'] }))
  );
  return {
    run,
    runner: (ids) => (runners.push([...ids]), { lanes: [], run }),
    laneProblem: (base) =>
      Promise.resolve(base === 'cvc5' ? 'no CVC5 WebAssembly build: see wasm/README.md' : undefined),
    syncLanes: (ids) => (synced.push([...ids]), Promise.resolve()),
    version: () => undefined,
    load: <T>(key: string) => Promise.resolve(stored.get(key) as T | undefined),
    save: (key, value) => (stored.set(key, value), Promise.resolve()),
    findings,
    copy: (text) => (copied.push(text), Promise.resolve()),
    download: (name) => void downloads.push(name),
    openUrl: (url) => void opened.push(url),
    linkHome: () => ({
      base: 'https://example.org/play/',
      note: 'The link opens this page, https://example.org/play/.',
    }),
    gallery: [{ id: 'first', text: SEED }],
    copied,
    downloads,
    stored,
    synced,
    ran,
    runners,
    opened,
  };
}
