// Every `npx smtplay …` line of a fenced ```sh block in README.md and docs/CLI.md runs as written, through the real
// binary: each document's lines in order in a temporary folder that holds what they name (test/corpus, and the
// placeholder files f.smt2, seed.smt2, a.smt2, b.smt2 and seeds/ as copies of corpus seeds), a finding folder written
// DIR/KIND-<id> read as a finding the commands before it made, and campaigns capped (--max-mutants) so the whole test
// costs seconds of CPU. A line passes with exit 0 or 10 (findings) and no stack trace; 1 (a check that failed, a
// finding held back), 2 (a usage error) or 3 (our bug) fails it, with one exception the docs announce: `report` on a
// finding the tracker already holds (the tours find cvc5 1.3.2's crash, cvc5 #9697) holds it back with exit 1 and names
// the issue, and the docs say so beside the line. SKIPPED names the few lines that need the network, each with its
// reason.
import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { smtplay } from '../cli/run-cli.js';

const REPO = join(import.meta.dirname, '..', '..');
const DOCS = ['README.md', 'docs/CLI.md'];

/** Lines that cannot run here, each with why; every entry must match a line of the docs (else it is stale). */
const SKIPPED: { pattern: RegExp; reason: string }[] = [
  { pattern: /\bz3@(?!5\.2\.0\b|4\.8\.17\b)\d/, reason: 'fetches a Z3 release that is not bundled from npm' },
  { pattern: /^npx smtplay bisect /, reason: 'runs the finding on Z3 releases fetched from npm' },
  { pattern: /^npx smtplay triage (?!.*--no-bisect)/, reason: 'bisects over every Z3 release on npm' },
];

/** Campaigns in the docs are capped at this many mutants here (a line that names a smaller cap keeps it). */
const MAX_MUTANTS = 20;

/** The `npx smtplay` lines of a markdown file's ```sh blocks, comments dropped. */
function smtplayLines(markdown: string): string[] {
  const blocks = [...markdown.matchAll(/^[ \t]*```sh\n([\s\S]*?)^[ \t]*```/gm)].map((m) => m[1]!);
  return blocks
    .flatMap((b) => b.split('\n'))
    .map((l) => l.replace(/\s+#\s.*$/, '').trim())
    .filter((l) => l.startsWith('npx smtplay '));
}

/** The temporary folder the lines of one document run in. */
function workspace(): string {
  const dir = mkdtempSync(join(tmpdir(), 'smtplay-docs-'));
  cpSync(join(REPO, 'test', 'corpus'), join(dir, 'test', 'corpus'), { recursive: true });
  const corpus = (p: string): string => join(REPO, 'test', 'corpus', p);
  cpSync(corpus('QF_LIA/bounds.smt2'), join(dir, 'f.smt2'));
  cpSync(corpus('QF_LIA/bounds.smt2'), join(dir, 'seed.smt2'));
  cpSync(corpus('QF_ALIA/const-array.smt2'), join(dir, 'a.smt2')); // both unsat, for Fusion's --label unsat
  cpSync(corpus('QF_ALIA/swap-keeps-sum.smt2'), join(dir, 'b.smt2'));
  cpSync(corpus('QF_BVFP'), join(dir, 'seeds'), { recursive: true }); // cvc5 crashes on OpFuzz mutants of these
  return dir;
}

/** `run1/crash-<id>`: a folder of that kind the commands before made, else any finding folder in run1. */
function findingFolder(dir: string, parent: string, kind: string): string {
  const at = join(dir, parent);
  const folders = existsSync(at) ? readdirSync(at).filter((f) => existsSync(join(at, f, 'finding.json'))) : [];
  const pick = folders.find((f) => f.startsWith(`${kind}-`)) ?? folders.find((f) => !f.startsWith('error-'));
  if (!pick) throw new Error(`${parent}/${kind}-<id>: the commands before it made no finding in ${parent}`);
  return `${parent}/${pick}`;
}

/** The arguments of a line as it runs here. */
function argsOf(line: string, dir: string): string[] {
  expect(line, 'a docs line the test can split on spaces').not.toMatch(/["'$`\\]/);
  const args = line
    .split(/\s+/)
    .slice(2)
    .map((a) =>
      a.replace(/^([\w./-]+)\/(\w+)-<id>$/, (_, parent: string, kind: string) => findingFolder(dir, parent, kind)),
    );
  if (args[0] === 'fuzz' && !args.includes('--max-mutants')) args.push('--max-mutants', String(MAX_MUTANTS));
  return args;
}

/** `report` held the finding back because the tracker already holds it (src/handover/report-decision.ts): exit 1, the issue named. */
function heldAsKnown(args: string[], code: number, stderr: string): boolean {
  return (
    args[0] === 'report' &&
    code === 1 &&
    /https:\/\/github\.com\/[\w-]+\/[\w-]+\/issues\/\d+ .*The tracker holds it: nothing to report\./.test(stderr)
  );
}

/** One sentence of the document tells its reader that `report` holds back (exit 1) what the tracker already holds. */
function docsAnnounceKnown(doc: string): boolean {
  const text = readFileSync(join(REPO, doc), 'utf8').replace(/\s+/g, ' ');
  return text.split(/\. /).some((s) => /already holds/.test(s) && /exit (code )?1\b/.test(s));
}

describe.each(DOCS)('the smtplay commands of %s', (doc) => {
  const lines = smtplayLines(readFileSync(join(REPO, doc), 'utf8'));
  const skipped = (l: string) => SKIPPED.find((s) => s.pattern.test(l));

  it('has commands, and every line it skips is named with a reason', () => {
    expect(lines.length).toBeGreaterThan(3);
    for (const l of lines.filter(skipped)) expect(skipped(l)!.reason).not.toBe('');
  });

  it('runs each line: exit 0 or 10, no stack trace', async () => {
    const dir = workspace();
    const ran: string[] = [];
    for (const line of lines) {
      if (skipped(line)) continue;
      const args = argsOf(line, dir);
      const { code, stdout, stderr } = await smtplay(args, {}, dir);
      const said = `${line}\n(ran: smtplay ${args.join(' ')} in ${dir})\nexit ${code}\n${stderr}\n${stdout.slice(0, 2000)}`;
      if (heldAsKnown(args, code, stderr)) expect(docsAnnounceKnown(doc), said).toBe(true);
      else expect([0, 10], said).toContain(code);
      expect(stderr, said).not.toMatch(/\n\s+at .+:\d+:\d+\)?\n/);
      ran.push(line);
    }
    expect(ran.length).toBeGreaterThan(3);
  });
});

it('every skip names a line of the docs (none is stale)', () => {
  const all = DOCS.flatMap((d) => smtplayLines(readFileSync(join(REPO, d), 'utf8')));
  for (const s of SKIPPED)
    expect(
      all.some((l) => s.pattern.test(l)),
      s.reason,
    ).toBe(true);
});
