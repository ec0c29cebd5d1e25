// Checks a cvc5.js + cvc5.wasm pair the way the playground uses it (src/solvers/cvc5/emscripten-cli.ts):
// one fresh instance per run, script in the virtual FS, output through print/printErr.
//
//   npx tsx wasm/check-cvc5.ts [DIR]        # DIR defaults to public/wasm/cvc5
//
// Prints one line per check and exits 1 if any fails. Use it on your own build and on cvc5's released
// cvc5-Wasm.zip alike.
import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { EmscriptenCli, type EmscriptenRun } from '../src/solvers/cvc5/emscripten-cli.js';

const dir = process.argv[2] ?? 'public/wasm/cvc5';
const jsPath = join(dir, 'cvc5.js');
const wasmPath = join(dir, 'cvc5.wasm');
let failures = 0;

function report(ok: boolean, what: string, detail = ''): void {
  if (!ok) failures++;
  console.log(`${ok ? 'PASS' : 'FAIL'}  ${what}${detail ? `  — ${detail}` : ''}`);
}

const show = (r: EmscriptenRun): string =>
  JSON.stringify({
    stdout: r.stdout.slice(0, 300),
    stderr: r.stderr.slice(0, 300),
    exitCode: r.exitCode,
    trap: r.trap,
  });

const glue = readFileSync(jsPath, 'utf8');
const wasm = readFileSync(wasmPath);
console.log(
  `${jsPath}: ${(statSync(jsPath).size / 1024).toFixed(0)} KB, ${wasmPath}: ${(wasm.length / 1048576).toFixed(1)} MB`,
);
if (/ENVIRONMENT_IS_WORKER\s*=\s*false/.test(glue)) {
  // A web-only build (ENVIRONMENT=web). The loader supplies the wasm, stdin and output itself, which avoids
  // most environment-specific code, so it may still work in a worker: the runs below decide.
  console.log('NOTE  the glue was built for ENVIRONMENT=web only; prefer -sENVIRONMENT=web,worker,node');
}

const cli = await EmscriptenCli.load({ glue, wasm, name: 'cvc5' });
report(
  cli.kind === 'modularized',
  'MODULARIZE factory',
  cli.kind === 'plain' ? 'plain glue: works, but re-evaluates the glue per run' : '',
);
console.log(`      compile ${cli.compileMs.toFixed(0)} ms`);

try {
  const version = await cli.version();
  report(/^\d+\.\d+/.test(version), 'cvc5 --version', version);
} catch (e) {
  report(false, 'cvc5 --version', (e as Error).message);
}

const sat = await cli.run({
  args: ['--incremental'],
  script: '(set-logic QF_LIA)\n(declare-const x Int)\n(assert (> x 0))\n(check-sat)\n(assert (< x 0))\n(check-sat)\n',
});
report(
  sat.stdout === 'sat\nunsat\n' && sat.exitCode === 0,
  'answers sat then unsat (FS + callMain + print)',
  show(sat),
);
console.log(`      fresh instance ${sat.instantiateMs.toFixed(1)} ms, callMain ${sat.timeMs.toFixed(1)} ms`);

const model = await cli.run({
  args: ['--produce-models'],
  script: '(set-logic QF_LIA)\n(declare-const x Int)\n(assert (= x 42))\n(check-sat)\n(get-model)\n',
});
report(/sat\n[\s\S]*42/.test(model.stdout), 'prints a model', show(model));

// A parse error must come back as cvc5's (error …) and exit code 1. If it aborts instead, the build does not
// catch C++ exceptions: rebuild with -fexceptions (CXXFLAGS, LDFLAGS and --wasm-flags), see wasm/README.md.
const parse = await cli.run({ args: [], script: '(assert (> x\n' });
report(
  parse.trap === undefined && /\(error/.test(parse.stdout + parse.stderr),
  'a parse error is an (error …), not a crash',
  show(parse),
);

const unknownOption = await cli.run({ args: ['--no-such-option'], script: '(check-sat)\n' });
report(
  unknownOption.trap === undefined && unknownOption.exitCode !== 0,
  'a bad option exits non-zero without trapping',
  show(unknownOption),
);

const again = await cli.run({
  args: ['--incremental'],
  script: '(set-logic QF_LIA)\n(declare-const x Int)\n(assert (> x 0))\n(check-sat)\n',
});
report(again.stdout === 'sat\n', 'still answers after an error (fresh instance per run)', show(again));

const times: number[] = [];
for (let i = 0; i < 5; i++) times.push((await cli.run({ args: [], script: '(check-sat)\n' })).instantiateMs);
times.sort((a, b) => a - b);
console.log(`      per-run instance overhead, median of 5: ${times[2]?.toFixed(1)} ms`);

console.log(failures === 0 ? 'all checks passed' : `${failures} check(s) failed`);
process.exitCode = failures === 0 ? 0 : 1;
