// Checks a cvc5.js + cvc5.wasm pair the way the playground runs it (emscripten-cli.ts): answers in order, a
// model, a parse error that is an (error …) and not a crash, a refused option, and queries one after another.
// Used by wasm/check-cvc5.ts (a person's own build), wasm/fetch-cvc5.ts (the Pages workflow, on cvc5's
// released zip) and the CLI's release cache before a zip's build is used. The scripts are plain SMT-LIB that
// any cvc5 answers, and that the test fixture (test/fixtures/emscripten-cli/fake-solver.c) answers by its rules.
import type { EmscriptenCli, EmscriptenCliSource, EmscriptenRun } from './emscripten-cli.js';
import { loadCvc5 } from './load.js';

export interface BuildCheck {
  ok: boolean;
  what: string;
  detail?: string;
}

export interface BuildReport {
  ok: boolean;
  /** What `--version` reported ('' when it failed). */
  version: string;
  kind?: EmscriptenCli['kind'];
  checks: BuildCheck[];
  /** Figures and remarks for people (compile time, per-query time). */
  notes: string[];
}

const show = (r: EmscriptenRun): string =>
  JSON.stringify({
    stdout: r.stdout.slice(0, 300),
    stderr: r.stderr.slice(0, 300),
    exitCode: r.exitCode,
    trap: r.trap,
  });

const KIND_WORDS: Readonly<Record<EmscriptenCli['kind'], string>> = {
  library: 'a library: one call of our entry point per run, on one instance',
  'es-module': 'an ES module factory, one instance for every run',
  modularized: 'a MODULARIZE factory',
  plain: 'a classic script (global Module)',
};

const LIA = '(set-logic QF_LIA)\n(declare-const x Int)\n';

/** Runs every check; never throws for what the build does (a build that cannot load is one failed check). */
export async function checkCvc5Build(
  source: EmscriptenCliSource,
  options: { expectVersion?: string } = {},
): Promise<BuildReport> {
  const checks: BuildCheck[] = [];
  const notes: string[] = [];
  const check = (ok: boolean, what: string, detail?: string): void => {
    checks.push(detail ? { ok, what, detail } : { ok, what });
  };
  const report = (version: string, kind?: EmscriptenCli['kind']): BuildReport => ({
    ok: checks.every((c) => c.ok),
    version,
    ...(kind ? { kind } : {}),
    checks,
    notes,
  });

  let cli: EmscriptenCli;
  try {
    cli = await loadCvc5(source);
  } catch (e) {
    check(false, 'loads (glue evaluated, wasm compiled, first instance started)', (e as Error).message);
    return report('');
  }
  check(true, `loads: ${KIND_WORDS[cli.kind]}`);
  notes.push(`compile ${cli.compileMs.toFixed(0)} ms`);
  if (source.glue && /ENVIRONMENT_IS_WORKER\s*=\s*false/.test(source.glue))
    notes.push('built for ENVIRONMENT=web only (cvc5 --wasm-web): the loader supplies what a worker lacks');

  let version = '';
  try {
    version = await cli.version();
    const expected = options.expectVersion;
    check(
      /^\d+\.\d+/.test(version) && (expected === undefined || version === expected),
      expected === undefined ? '--version reports a version' : `--version reports ${expected}`,
      version,
    );
  } catch (e) {
    check(false, '--version reports a version', (e as Error).message);
  }

  const sat = await cli.run({
    args: ['--incremental'],
    script: `${LIA}(assert (> x 0))\n(check-sat)\n(assert false)\n(check-sat)\n`,
  });
  check(
    sat.stdout === 'sat\nunsat\n' && sat.exitCode === 0,
    'answers sat, then unsat (FS + callMain + print)',
    show(sat),
  );

  const model = await cli.run({
    args: ['--produce-models'],
    script: `${LIA}(assert (= x 42))\n(check-sat)\n(get-model)\n`,
  });
  check(/^sat\n[\s\S]*\b42\b/.test(model.stdout) && model.exitCode === 0, 'prints a model', show(model));

  // A parse error must come back as an (error …). If it aborts instead, the build does not catch C++
  // exceptions: cvc5 reports errors by exceptions (wasm/README.md).
  const parse = await cli.run({ args: [], script: '(assert (> x\n' });
  check(
    parse.trap === undefined && /\(error/.test(parse.stdout + parse.stderr),
    'a parse error is an (error …), not a crash',
    show(parse),
  );

  const badOption = await cli.run({ args: ['--no-such-option'], script: '(check-sat)\n' });
  check(
    badOption.trap === undefined && badOption.exitCode !== 0,
    'an unknown option exits non-zero without a crash',
    show(badOption),
  );

  const times: number[] = [];
  const fresh: number[] = [];
  let answered = 0;
  for (let i = 0; i < 5; i++) {
    const r = await cli.run({ args: [], script: `${LIA}(assert (= x ${i}))\n(check-sat)\n` });
    if (r.stdout === 'sat\n' && r.exitCode === 0) answered++;
    times.push(r.timeMs);
    fresh.push(r.instantiateMs);
  }
  check(answered === 5, 'answers 5 queries in a row after those errors', `${answered} of 5 answered sat`);
  const median = (xs: number[]): number => [...xs].sort((a, b) => a - b)[2] ?? NaN;
  notes.push(
    cli.kind !== 'modularized' && fresh.slice(1).every((ms) => ms === 0)
      ? `one instance for every query: ${cli.kind === 'library' ? 'a call' : 'callMain'} median ${median(times).toFixed(1)} ms`
      : `a fresh instance per query: instantiate median ${median(fresh).toFixed(1)} ms, callMain ${median(times).toFixed(1)} ms`,
  );
  return report(version, cli.kind);
}
