// The CVC5 lane's cold start on the built site (issue 39: ≤ 500 ms), what a person opening the playground gets: the
// site built once (`vite build`, as the Pages workflow builds it), served by `vite preview` on this machine, opened in
// a new browser context each time (no HTTP cache, no compiled code kept), until the CVC5 lane says `ready`. The page's
// own marks (ui/lane-service.ts START_MARKS) split the time: the build's bytes in (the network's part, not counted),
// compiled, and the lane's first answers (the worker, instantiation, the host's version and warm-up queries). The page
// loads both default lanes as it does for anyone, so Z3's start shares the two cores with CVC5's.
// Each CVC5 build in turn: the page's own (public/wasm/cvc5, as npm start installed it) and each library build given.
// Usage: npm run bench:cold-start [-- --trials 7] [--library DIR ...]
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { build, preview } from 'vite';
import type { AddressInfo } from 'node:net';
import { newestCvc5LibraryRelease } from '../src/solvers/cvc5/library-builds.js';
import { launchChromium } from '../test/e2e/browser.js';

const { values } = parseArgs({
  options: { trials: { type: 'string', default: '7' }, library: { type: 'string', multiple: true } },
});
const TRIALS = Number(values.trials);
if (!(Number.isInteger(TRIALS) && TRIALS > 0)) {
  console.error('bench:cold-start: --trials must be a positive whole number');
  process.exit(2);
}
const newest = newestCvc5LibraryRelease()?.dir;
const libraries = values.library ?? (newest ? [newest] : []);
for (const dir of libraries)
  if (!existsSync(join(dir, 'cvc5-library.wasm'))) {
    console.error(`bench:cold-start: ${dir} holds no cvc5-library.wasm: give a folder of wasm/build-cvc5-library.sh`);
    process.exit(2);
  }
if (!existsSync('public/wasm/cvc5/cvc5.wasm')) {
  console.error('bench:cold-start: the page has no CVC5 build: npx tsx wasm/install-cvc5.ts');
  process.exit(2);
}

const load = (): string =>
  loadavg()
    .map((x) => x.toFixed(1))
    .join(' ');
const median = (xs: number[]): number => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

console.log(`bench:cold-start: ${new Date().toISOString()}, load ${load()}, ${TRIALS} trials per build`);
const work = mkdtempSync(join(tmpdir(), 'smtplay-cold-start-'));
const site = join(work, 'site');
const t0 = performance.now();
await build({ build: { outDir: site, emptyOutDir: true }, logLevel: 'error' });
console.log(`site built in ${((performance.now() - t0) / 1000).toFixed(0)} s`);

interface Variant {
  label: string;
  dir: string;
}
const pageVersion = (JSON.parse(readFileSync('public/wasm/cvc5/release.json', 'utf8')) as { version?: string }).version;
const variants: Variant[] = [{ label: `the page's build (cvc5 ${pageVersion ?? '?'})`, dir: site }];
for (const lib of libraries) {
  // The same site with the library build as its CVC5; without the old build's .br/.gz, which preview would serve.
  const dir = join(work, `site-${variants.length}`);
  cpSync(site, dir, { recursive: true });
  for (const [from, to] of [
    ['cvc5-library.js', 'cvc5.js'],
    ['cvc5-library.wasm', 'cvc5.wasm'],
  ] as const) {
    cpSync(join(lib, from), join(dir, 'wasm/cvc5', to));
    for (const ext of ['.br', '.gz']) rmSync(join(dir, 'wasm/cvc5', to + ext), { force: true });
  }
  variants.push({ label: `library ${lib.split('/').pop()}`, dir });
}

interface Trial {
  compileMs: number;
  coldMs: number;
  toReadyMs: number;
}

// In the page: the CVC5 build's marks (its bytes in, compiled) and the CVC5 lane's ready mark, on the page's clock.
const MARKS = `() => {
  const marks = performance.getEntriesByType('mark');
  const at = (test) => marks.find((m) => test(m.name))?.startTime;
  return {
    bytes: at((n) => n.startsWith('smtplay:bytes ') && n.endsWith('/cvc5.wasm')),
    compiled: at((n) => n.startsWith('smtplay:compiled ') && n.endsWith('/cvc5.wasm')),
    ready: at((n) => n === 'smtplay:ready cvc5'),
  };
}`;

const browser = await launchChromium();
try {
  for (const v of variants) {
    const server = await preview({
      build: { outDir: v.dir },
      preview: { port: 0, host: '127.0.0.1' },
      logLevel: 'error',
    });
    const { port } = server.httpServer.address() as AddressInfo;
    const trials: Trial[] = [];
    try {
      for (let i = 0; i < TRIALS; i++) {
        const context = await browser.newContext();
        const page = await context.newPage();
        await page.goto(`http://127.0.0.1:${port}/`);
        const status = page.locator('lane-panel [data-lane="cvc5"] [data-testid=lane-status]');
        await status.filter({ hasText: /^ready$/ }).waitFor({ timeout: 300_000 });
        const m = (await page.evaluate(`(${MARKS})()`)) as { bytes?: number; compiled?: number; ready?: number };
        await context.close();
        if (m.bytes === undefined || m.compiled === undefined || m.ready === undefined)
          throw new Error(`the page left no CVC5 start marks (${JSON.stringify(m)}): is ui/lane-service.ts marking?`);
        trials.push({ compileMs: m.compiled - m.bytes, coldMs: m.ready - m.bytes, toReadyMs: m.ready });
      }
    } finally {
      await server.close();
    }
    const ms = (pick: (t: Trial) => number): string =>
      `${median(trials.map(pick)).toFixed(0)} ms (${trials.map((t) => pick(t).toFixed(0)).join(', ')})`;
    console.log(`${v.label}:`);
    console.log(`  cold start, bytes in to ready: ${ms((t) => t.coldMs)}`);
    console.log(`    of it the compile:           ${ms((t) => t.compileMs)}`);
    console.log(`  navigation to ready:          ${ms((t) => t.toReadyMs)}`);
  }
} finally {
  await browser.close();
  rmSync(work, { recursive: true, force: true });
}
console.log(`load ${load()}`);
