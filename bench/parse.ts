// Throughput of the front end: parse + sort-check + print over every public seed, in MB/s.
import { readFileSync } from 'node:fs';
import { listSmt2, SEEDS_DIR } from '../test/support/seeds.js';
import { join } from 'node:path';
import { checkScript } from '../src/smtlib/check/index.js';
import { parseScript } from '../src/smtlib/parser.js';
import { printScript } from '../src/smtlib/printer.js';

const texts = listSmt2(join(SEEDS_DIR, 'public')).map((f) => readFileSync(f, 'utf8'));
const bytes = texts.reduce((n, t) => n + Buffer.byteLength(t), 0);

function pass(stage: 'parse' | 'check' | 'print'): void {
  for (const text of texts) {
    const parsed = parseScript(text);
    if (!parsed.ok) throw new Error(`seed failed to parse: ${parsed.error.message}`);
    if (stage === 'parse') continue;
    const checked = checkScript(parsed.value);
    if (!checked.ok) throw new Error(`seed failed to sort-check: ${checked.errors[0]?.message}`);
    if (stage === 'print') printScript(parsed.value);
  }
}

/** MB/s over wall time, and over this process's CPU time (the honest figure when other jobs share the cores). */
function measure(stage: 'parse' | 'check' | 'print', minMs = 3000): string {
  for (let i = 0; i < 3; i++) pass(stage); // warm-up
  let rounds = 0;
  const cpu = process.cpuUsage();
  const start = performance.now();
  while (performance.now() - start < minMs) {
    pass(stage);
    rounds++;
  }
  const wall = (performance.now() - start) / 1000;
  const used = process.cpuUsage(cpu);
  const cpuSeconds = (used.user + used.system) / 1e6;
  const mb = (rounds * bytes) / 1e6;
  return `${(mb / wall).toFixed(1)} MB/s wall, ${(mb / cpuSeconds).toFixed(1)} MB/s per CPU-second`;
}

console.log(`corpus: ${texts.length} files, ${(bytes / 1e6).toFixed(3)} MB (${SEEDS_DIR}/public)`);
console.log(`parse only:                 ${measure('parse')}`);
console.log(`parse + sort-check:         ${measure('check')}`);
console.log(`parse + sort-check + print: ${measure('print')}`);
