// Checks a cvc5.js + cvc5.wasm pair the way the playground runs it (src/solvers/cvc5/check-build.ts): your own
// build (wasm/build-cvc5.sh, wasm/build-cvc5-debian.sh) or cvc5's released cvc5-Wasm.zip, unzipped.
//
//   npx tsx wasm/check-cvc5.ts [DIR] [--version V]   # DIR defaults to public/wasm/cvc5; V: the version expected
//
// Prints one line per check and exits 1 if any fails.
import { statSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { checkCvc5Build } from '../src/solvers/cvc5/check-build.js';
import { readCvc5Files } from '../src/solvers/cvc5/node-source.js';

const { values, positionals } = parseArgs({ options: { version: { type: 'string' } }, allowPositionals: true });
const dir = positionals[0] ?? 'public/wasm/cvc5';
const jsPath = join(dir, 'cvc5.js');
const wasmPath = join(dir, 'cvc5.wasm');
console.log(
  `${jsPath}: ${(statSync(jsPath).size / 1024).toFixed(0)} KB, ${wasmPath}: ${(statSync(wasmPath).size / 1048576).toFixed(1)} MB`,
);
const report = await checkCvc5Build(
  await readCvc5Files(jsPath, wasmPath),
  values.version ? { expectVersion: values.version } : {},
);
for (const c of report.checks) console.log(`${c.ok ? 'PASS' : 'FAIL'}  ${c.what}${c.detail ? `  — ${c.detail}` : ''}`);
for (const n of report.notes) console.log(`      ${n}`);
const failed = report.checks.filter((c) => !c.ok).length;
console.log(failed === 0 ? 'all checks passed' : `${failed} check(s) failed`);
process.exitCode = failed === 0 ? 0 : 1;
