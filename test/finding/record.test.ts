// The one finding record: made from a judgement, laid out as files, read back from any format (the flat
// records campaigns wrote before, a file a person imports).
import { describe, expect, it } from 'vitest';
import { findingFiles, issueText } from '../../src/handover/finding-files.js';
import { makeFinding, witnessId } from '../../src/finding/record.js';
import { readFinding } from '../../src/finding/read.js';
import { finding as rawFinding } from '../../src/oracles/index.js';
import type { Outcome } from '../../src/solvers/outcome.js';
import { outcome } from '../support/outcome.js';

const said = (laneId: string, answer: 'sat' | 'unsat'): Outcome =>
  outcome(laneId, { answers: [answer], stdout: `${answer}\n`, timeMs: 12.6 });

const CONTEXT = {
  platform: 'Linux x86_64, Node.js 20',
  link: 'https://example.org/#s=abc',
};
const MUTANT = '(declare-fun x_7 () String)\n(assert (str.< x_7 ""))\n(check-sat)\n';
const finding = makeFinding({
  raw: rawFinding({
    kind: 'soundness',
    lanes: ['z3@4.8.17+smt.string_solver=z3str3', 'z3@5.2.0'],
    said: ['sat', 'unsat'],
  }),
  logic: 'QF_S',
  rules: ['typefuzz:str.<'],
  origin: 'campaign',
  mutant: MUTANT,
  seed: '(check-sat)\n',
  oracle: { kind: 'differential', expected: null },
  outcomes: [said('z3@5.2.0', 'unsat'), said('z3@4.8.17+smt.string_solver=z3str3', 'sat')],
  solvers: [
    { id: 'z3@5.2.0', family: 'z3', version: '5.2.0', backend: 'wasm', options: [], reportedVersion: '5.1.0.0' },
    {
      id: 'z3@4.8.17+smt.string_solver=z3str3',
      family: 'z3',
      version: '4.8.17',
      backend: 'wasm',
      options: ['smt.string_solver=z3str3'],
    },
  ],
  timeoutMs: 2000,
  made: {
    mutantId: '31:typefuzz:8:seeds/a.smt2',
    seedId: 'seeds/a.smt2',
    mutator: 'typefuzz',
    options: { portable: true },
    walk: { rngSeed: '31/seeds/a.smt2', mode: 'chain', iterations: 60 },
    rngSeed: 31,
    step: 8,
  },
  now: new Date('2026-11-26T10:00:00Z'),
});

describe('the finding record', () => {
  it('is made from a judgement: id from the signature, outputs trimmed, times rounded', () => {
    expect(finding).toMatchObject({
      format: 2,
      kind: 'soundness',
      signature: 'soundness|z3@4.8.17+smt.string_solver=z3str3=sat,z3@5.2.0=unsat|QF_S|typefuzz:str.<',
    });
    expect(finding.id).toMatch(/^[0-9a-f]{14}$/);
    expect(finding.outcomes[0]!.timeMs).toBe(13);
    expect(witnessId(finding)).toBe('31:typefuzz:8:seeds/a.smt2');
    expect(witnessId({ mutant: MUTANT })).toMatch(/^literal:/);
  });

  it('round-trips through JSON, and reads the flat records written before', () => {
    expect(readFinding(JSON.parse(JSON.stringify(finding)))).toEqual({ ok: true, finding });
    const { made, format: _f, origin: _o, foundAt: _t, ...rest } = finding;
    const { walk, ...flatMade } = made!;
    const flat = { ...rest, ...flatMade, walk: { mode: walk.mode, iterations: walk.iterations } };
    const read = readFinding(flat);
    expect(read.ok && read.finding.made).toEqual(made);
    expect(read.ok && read.finding.signature).toBe(finding.signature);
  });

  it('refuses what is not a record, naming the first wrong field', () => {
    expect(readFinding('x')).toEqual({ ok: false, reason: 'not a finding record' });
    expect(readFinding({ ...finding, kind: 'pwned' })).toMatchObject({
      ok: false,
      reason: expect.stringMatching(/kind/),
    });
    expect(readFinding({ ...finding, oracle: { kind: 'expected', expected: 'maybe' } })).toMatchObject({ ok: false });
    expect(readFinding({ ...finding, outcomes: [{ laneId: 'a', status: 'exploded', answers: [] }] })).toMatchObject({
      ok: false,
      reason: expect.stringMatching(/outcome/),
    });
  });

  it('lays out the same files for the CLI folder and the page bundle', () => {
    const files = findingFiles(finding, CONTEXT);
    expect(files.map((f) => f.name)).toEqual([
      'mutant.smt2',
      'seed.smt2',
      'finding.json',
      'outcomes.txt',
      'reproduce.sh',
      'issue.md',
    ]);
    expect(JSON.parse(files.find((f) => f.name === 'finding.json')!.text)).toEqual(finding);
    const sh = files.find((f) => f.name === 'reproduce.sh')!;
    expect(sh.mode).toBe(0o755);
    expect(sh.text).toContain('# or, with that release on the PATH: z3 -smt2 smt.string_solver=z3str3 mutant.smt2');
    expect(sh.text).toContain('$SMTPLAY solve mutant.smt2 --solver z3@4.8.17+smt.string_solver=z3str3 --timeout 2000');
  });

  it("writes issue.md in the tracker's form, for the lane the finding suspects", () => {
    const md = issueText(finding, CONTEXT);
    expect(md).toMatch(
      /^> File at https:\/\/github\.com\/Z3Prover\/z3\/issues\/new once this search shows no such issue: https:\/\/github\.com\/Z3Prover\/z3\/issues\?q=is%3Aissue\+wrong\+str\.%3C\n/,
    );
    expect(md).toContain('# sat on an unsatisfiable QF_S formula with smt.string_solver=z3str3');
    expect(md).toContain(`\`\`\`smt2\n${MUTANT.trimEnd()}\n\`\`\``);
    expect(md).toContain('Expected: unsat (Z3 5.2.0 (WebAssembly) says unsat); instead it answers sat.');
    expect(md).toContain('Z3 version: npm z3-solver 4.8.17.');
    expect(md).not.toContain('$ z3');
    expect(md).toMatch(/^Found by mutation fuzzing \(TypeFuzz[^)]*\) of a seed formula\.$/m);
    expect(md).toContain('It opens in the browser, and runs at once, here: https://example.org/#s=abc');
  });

  it('keeps a bisection: read back when well-formed, left out when not, its range in the issue', () => {
    const bisect = {
      range: {
        kind: 'fixed' as const,
        lastBad: '4.13.3',
        firstGood: '4.13.4',
        text: 'fixed: last bad 4.13.3, first fixed 4.13.4',
      },
      verdicts: [
        { version: '4.13.3', verdict: 'bad' as const, detail: 'sat' },
        { version: '4.13.4', verdict: 'good' as const, detail: 'unsat' },
        { version: '5.2.0', verdict: 'good' as const, detail: 'unsat' },
      ],
      at: '2026-11-26T12:00:00.000Z',
      varied: ['z3@4.8.17+smt.string_solver=z3str3'],
      kept: ['z3@5.2.0'],
      why: 'the side that runs with options, against the default configuration',
    };
    const bisected = { ...finding, bisect };
    const read = readFinding(JSON.parse(JSON.stringify(bisected)));
    expect(read.ok && read.finding).toEqual(bisected);
    const broken = readFinding({
      ...bisected,
      bisect: { ...bisect, verdicts: [{ version: '4.13.3', verdict: 'maybe' }] },
    });
    expect(broken.ok && broken.finding.bisect).toBeUndefined();
    expect(issueText(bisected, CONTEXT)).toContain('Releases: fixed in 4.13.4 (last bad 4.13.3).');
    expect(issueText(finding, CONTEXT)).not.toContain('Releases:');
  });
});
