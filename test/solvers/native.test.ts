// runNative against the real Debian binaries (z3 4.8.12, cvc5 1.0.3) and small misbehaving stand-ins.
import { HARD_NIA } from './fixtures/hard-queries.js';
import { chmodSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { detectNativeVersion, runNative } from '../../src/solvers/native/index.js';
import type { Lane } from '../../src/solvers/lane.js';
import { SEEDS_DIR } from '../support/seeds.js';
import { CVC5_NATIVE, Z3_NATIVE, nativeLane } from './native-lanes.js';

const SAT = '(set-logic QF_LIA)\n(declare-const x Int)\n(assert (> x 1))\n(check-sat)\n';
const UNSAT = '(set-logic QF_LIA)\n(declare-const x Int)\n(assert (> x 1))\n(assert (< x 0))\n(check-sat)\n';
const PUSH_POP =
  '(set-logic QF_LIA)\n(declare-const x Int)\n(assert (> x 1))\n(check-sat)\n(push 1)\n(assert (< x 0))\n(check-sat)\n(pop 1)\n(check-sat)\n';

const PARSE_ERROR = '(set-logic QF_LIA)\n(declare-const x Int)\n(assert (> x y))\n(check-sat)\n';
const GET_MODEL_AFTER_UNSAT = `(set-option :produce-models true)\n${UNSAT}(get-model)\n(get-value (x))\n`;
const UNKNOWN = {
  z3: '(set-logic QF_SLIA)\n(declare-const x String)\n(assert (= (str.replace_all x "a" "b") "bb"))\n(assert (str.in_re x (re.+ (str.to_re "a"))))\n(check-sat)\n(get-info :reason-unknown)\n',
  cvc5: '(set-logic ALL)\n(declare-fun f (Int) Int)\n(assert (forall ((x Int)) (> (f x) (f (+ x 1)))))\n(check-sat)\n(get-info :reason-unknown)\n',
};

const known = (name: string): string => readFileSync(join(SEEDS_DIR, 'known-bugs', 'cvc5-1.0.3', name), 'utf8');
const opts = { timeoutMs: 10_000 };

/** Gone, or a zombie nobody reaped yet (an orphan's reaper may be slow or absent in a container). */
async function isDead(pid: number): Promise<boolean> {
  for (let attempt = 0; attempt < 20; attempt++) {
    if (!existsSync(`/proc/${pid}`) || /^\d+ \(.*\) Z/.test(readFileSync(`/proc/${pid}/stat`, 'utf8'))) return true;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return false;
}

const tempDirs: string[] = [];
afterAll(() => tempDirs.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

function tempDir(): string {
  const dir = mkdtempSync(join(tmpdir(), 'smtfuzz-test-'));
  tempDirs.push(dir);
  return dir;
}

function executable(name: string, body: string): string {
  const dir = tempDir();
  const path = join(dir, name);
  writeFileSync(path, `#!/bin/sh\n${body}\n`);
  chmodSync(path, 0o755);
  return path;
}

describe('detectNativeVersion', () => {
  it('reads the versions of the Debian binaries', async () => {
    expect(await detectNativeVersion('z3')).toBe('4.8.12');
    expect(await detectNativeVersion('cvc5')).toBe('1.0.3');
  });

  it('is undefined for a missing binary or one that prints no version', async () => {
    expect(await detectNativeVersion('/nonexistent/solver')).toBeUndefined();
    expect(await detectNativeVersion('/bin/true')).toBeUndefined();
  });
});

describe.each([
  ['z3', Z3_NATIVE],
  ['cvc5', CVC5_NATIVE],
] as const)('runNative on %s', (family, lane: Lane) => {
  it('answers sat and unsat', async () => {
    const sat = await runNative(lane, SAT, opts);
    expect(sat).toMatchObject({ laneId: lane.id, status: 'ok', answers: ['sat'] });
    expect(sat.timeMs).toBeGreaterThan(0);
    expect(await runNative(lane, UNSAT, opts)).toMatchObject({ status: 'ok', answers: ['unsat'] });
  });

  it('answers every check-sat of a push/pop script (cvc5 gets --incremental by itself)', async () => {
    expect(await runNative(lane, PUSH_POP, opts)).toMatchObject({ status: 'ok', answers: ['sat', 'unsat', 'sat'] });
  });

  it('answers unknown with the reason the solver gives', async () => {
    const outcome = await runNative(lane, UNKNOWN[family], opts);
    expect(outcome).toMatchObject({ status: 'ok', answers: ['unknown'] });
    expect(outcome.unknownReason).toMatch(family === 'z3' ? /incomplete \(theory seq\)/ : /^incomplete$/);
  });

  it('returns the model of a sat answer when asked, and nothing breaks after an unsat', async () => {
    const sat = await runNative(lane, SAT, { ...opts, produceModel: true });
    expect(sat).toMatchObject({ status: 'ok', answers: ['sat'] });
    expect(sat.model).toMatch(/\(define-fun x \(\) Int\s+\d+\)/);
    const unsat = await runNative(lane, UNSAT, { ...opts, produceModel: true });
    expect(unsat).toMatchObject({ status: 'ok', answers: ['unsat'] });
    expect(unsat.model).toBeUndefined();
    const explicit = await runNative(lane, GET_MODEL_AFTER_UNSAT, opts);
    expect(explicit).toMatchObject({ status: 'ok', answers: ['unsat'] });
    expect(explicit.stdout).toContain('(error');
  });

  it('reports a parse error as error/parse', async () => {
    const outcome = await runNative(lane, PARSE_ERROR, opts);
    expect(outcome).toMatchObject({ status: 'error', errorKind: 'parse' });
    expect(outcome.message).toMatch(family === 'z3' ? /unknown constant y/ : /^Parse Error: input\.smt2:3\.14/);
  });

  it("times out on the host's clock within 1.5 s, then answers the next query", async () => {
    const started = performance.now();
    const outcome = await runNative(lane, HARD_NIA, { timeoutMs: 1000 });
    const wall = performance.now() - started;
    expect(outcome.status).toBe('timeout');
    expect(outcome.answers).toEqual([]);
    expect(wall).toBeGreaterThanOrEqual(1000);
    expect(wall).toBeLessThan(1500);
    expect(outcome.timeMs).toBeLessThan(1500);
    expect(await runNative(lane, SAT, opts)).toMatchObject({ status: 'ok', answers: ['sat'] });
  });
});

describe('runNative on the known cvc5 1.0.3 bugs', () => {
  const files = ['issue9078-1.smt2', 'issue9472-2-cmv.smt2', 'proj-issue622-fmf-dt-u.smt2'];

  it('classifies each as a crash with a message that is the same on every run and differs between bugs', async () => {
    const messages: string[] = [];
    for (const file of files) {
      const first = await runNative(CVC5_NATIVE, known(file), opts);
      const second = await runNative(CVC5_NATIVE, known(file), opts);
      expect(first.status, file).toBe('crash');
      expect(second.status, file).toBe('crash');
      expect(second.message, file).toBe(first.message);
      messages.push(first.message);
    }
    console.log(messages.map((m, i) => `${files[i]}: ${m}`).join('\n'));
    expect(new Set(messages).size).toBe(3);
    expect(messages[0]).toMatch(/^cvc5 suffered a segfault\./);
    expect(messages[1]).toMatch(/model_manager\.cpp:120 Check failure d_modelBuiltSuccess$/);
    expect(messages[2]).toMatch(/^Illegal argument detected .* bad kind$/);
  });

  it('z3 answers the same scripts (they are cvc5 bugs)', async () => {
    for (const file of files) {
      expect((await runNative(Z3_NATIVE, known(file), opts)).status, file).not.toBe('crash');
    }
  });
});

describe('runNative on stand-ins that misbehave', () => {
  it('calls an empty output with a clean exit an error, not a timeout', async () => {
    const outcome = await runNative(nativeLane('/bin/true'), SAT, opts);
    expect(outcome).toMatchObject({ status: 'error', errorKind: 'other', answers: [] });
  });

  it('calls a process killed by SIGABRT a crash', async () => {
    const outcome = await runNative(nativeLane(executable('abort.sh', 'kill -ABRT $$')), SAT, opts);
    expect(outcome).toMatchObject({ status: 'crash', message: 'killed by SIGABRT' });
  });

  it('kills the whole process group on timeout', async () => {
    const pidFile = join(tempDir(), 'child.pid');
    const binary = executable('spawner.sh', `sleep 30 &\necho $! > ${pidFile}\nwait`);
    const outcome = await runNative(nativeLane(binary), SAT, { timeoutMs: 500 });
    expect(outcome.status).toBe('timeout');
    // The orphaned `sleep 30` holds the output pipe: the run ends early only if it was killed too.
    expect(outcome.timeMs).toBeLessThan(1500);
    const child = Number(readFileSync(pidFile, 'utf8'));
    expect(await isDead(child)).toBe(true);
  });

  it('reports a binary that cannot start as a lane error', async () => {
    const outcome = await runNative(nativeLane('/nonexistent/solver'), SAT, opts);
    expect(outcome).toMatchObject({ status: 'error', errorKind: 'other' });
    expect(outcome.message).toMatch(/cannot start \/nonexistent\/solver: .*ENOENT/);
  });

  it('passes lane options: cvc5 rejects floats other than 32/64 bits unless --fp-exp', async () => {
    const seed = readFileSync(join(SEEDS_DIR, 'public/FP/unsat/3_5_RNE_fp.sqrt_fp.leq.smt2'), 'utf8');
    expect(await runNative(CVC5_NATIVE, seed, opts)).toMatchObject({ status: 'error', errorKind: 'unsupported' });
    const withFlag = { ...CVC5_NATIVE, id: 'cvc5+fp-exp', options: ['--fp-exp'] };
    expect(await runNative(withFlag, seed, opts)).toMatchObject({ status: 'ok', answers: ['unsat'] });
  });

  it('passes z3 key=value parameters (model_validate=true on a sat answer)', async () => {
    const lane = { ...Z3_NATIVE, id: 'z3+mv', options: ['model_validate=true'] };
    expect(await runNative(lane, SAT, opts)).toMatchObject({ status: 'ok', answers: ['sat'] });
    const bad = { ...Z3_NATIVE, id: 'z3+bad', options: ['no_such_param=1'] };
    expect(await runNative(bad, SAT, opts)).toMatchObject({ status: 'error', errorKind: 'other' });
  });
});
