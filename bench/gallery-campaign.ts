// The page's campaign over every gallery seed against the CLI's on the same WebAssembly lanes and seeds (issue 39:
// the page within 1.5× of the CLI): all six mutators, the page's default lanes (Z3 5.2.0 and its CVC5 build), one
// instance per lane, a walk as long as the budget (the page's plan: campaign-control.ts), timeout 5 s, for
// `--seconds` each; the page in Debian's Chromium through the dev server, the CLI as `smtplay fuzz` with the CVC5
// build the page serves (public/wasm/cvc5, installed for this run into a cache of its own: the CLI's cache keeps the
// cvc5 it has). Prints mutants tested per second for both.
// Usage: npm run bench:gallery-campaign [-- --seconds 180]
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { MUTATORS } from '../src/mutators/registry.js';
import { installCvc5Build } from '../src/solvers/cvc5/install-build.js';
import { GALLERY } from '../src/ui/gallery/examples.js';
import { startE2e } from '../test/e2e/browser.js';

const { values } = parseArgs({ options: { seconds: { type: 'string', default: '180' } } });
const SECONDS = Number(values.seconds);
if (!(SECONDS > 0)) {
  console.error('bench:gallery-campaign: --seconds must be a positive number');
  process.exit(2);
}
const MUTATOR_NAMES = MUTATORS.map((m) => m.info.name);
const load = (): string =>
  loadavg()
    .map((x) => x.toFixed(1))
    .join(' ');

/** The version of the page's CVC5 build (public/wasm/cvc5/, as wasm/install-cvc5.ts recorded it): the CLI runs it too. */
function pageCvc5Version(): string {
  const info = JSON.parse(readFileSync('public/wasm/cvc5/release.json', 'utf8')) as { version?: string };
  if (!info.version) throw new Error('public/wasm/cvc5/release.json names no version: npx tsx wasm/install-cvc5.ts');
  return info.version;
}

/** The page's default lanes as the lane panel names them (test/e2e/playground-page.ts waits the same way, with Vitest). */
const PAGE_LANES = ['z3@5.2.0', 'cvc5'];

/** Polls `check` once a second until it holds; fails after `seconds`. */
async function until(what: string, seconds: number, check: () => Promise<boolean>): Promise<void> {
  const deadline = Date.now() + seconds * 1000;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`${what}: not after ${seconds} s`);
    await new Promise((r) => setTimeout(r, 1000));
  }
}

async function inPage(): Promise<{ tested: number; seconds: number }> {
  const env = await startE2e();
  try {
    const page = await env.browser.newPage({ viewport: { width: 1280, height: 800 } });
    await page.goto(env.url);
    for (const lane of PAGE_LANES)
      await until(`lane ${lane} ready`, 300, async () => {
        const status = page.locator(`lane-panel [data-lane="${lane}"] [data-testid=lane-status]`);
        return (await status.textContent()) === 'ready';
      });
    await page.locator('[data-testid=tab-campaign]').click();
    const campaign = page.locator('campaign-view');
    for (const [id, value] of [
      ['c-max', 100_000],
      ['c-secs', SECONDS],
    ] as const) {
      await campaign.locator(`#${id}`).fill(String(value));
      await campaign.locator(`#${id}`).dispatchEvent('change');
    }
    for (const m of MUTATOR_NAMES) {
      const box = campaign.locator(`input[data-mutator=${m}]`);
      if (!(await box.isChecked())) await box.check();
    }
    await campaign.locator('[data-testid=campaign-all-seeds]').check();
    await campaign.locator('[data-testid=campaign-start]').click();
    const phase = campaign.locator('[data-testid=campaign-phase]');
    await until('the page campaign ends', SECONDS + 300, async () =>
      /done|stopped|failed/.test((await phase.textContent()) ?? ''),
    );
    const text = (await campaign.locator('[data-testid=campaign-counters]').textContent()) ?? '';
    const m = /(\d+) mutants tested of \d+ generated[\s\S]*?(\d+) s\b/.exec(text);
    if (!m) throw new Error(`no counters in the page: ${text}`);
    return { tested: Number(m[1]), seconds: Number(m[2]) };
  } finally {
    await env.close();
  }
}

async function inCli(cvc5: string): Promise<{ tested: number; seconds: number }> {
  const dir = mkdtempSync(join(tmpdir(), 'gallery-campaign-'));
  try {
    const env = { ...process.env, SMTPLAY_CACHE: join(dir, 'cache') };
    await installCvc5Build(join('public', 'wasm', 'cvc5'), { env });
    for (const g of GALLERY) writeFileSync(join(dir, `${g.id}.smt2`), g.text);
    const out = join(dir, 'out');
    const args = [
      'bin/smtplay.js',
      'fuzz',
      ...GALLERY.map((g) => join(dir, `${g.id}.smt2`)),
      '--mutator',
      MUTATOR_NAMES.join(','),
      '--solver',
      'z3@5.2.0',
      '--solver',
      `cvc5@${cvc5}`,
      '--jobs',
      '1',
      '--iterations',
      '100000',
      '--max-mutants',
      '100000',
      '--timeout',
      '5000',
      '--time-budget',
      String(SECONDS),
      '--out',
      out,
    ];
    // Exit code 10 says the campaign has findings (docs/CLI.md): the total is printed either way.
    const ran = spawnSync('node', args, { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024, env });
    const printed = ran.stdout ?? '';
    const m = /done: (\d+) mutants tested in ([\d.]+) s/.exec(printed);
    if (!m)
      throw new Error(`smtplay fuzz (exit ${ran.status}) printed no total:\n${printed.slice(-2000)}${ran.stderr}`);
    return { tested: Number(m[1]), seconds: Number(m[2]) };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

const cvc5 = pageCvc5Version();
console.log(
  `gallery campaign, ${GALLERY.length} seeds, mutators ${MUTATOR_NAMES.join(',')}, lanes Z3 5.2.0 + CVC5 ${cvc5} (WebAssembly), ${SECONDS} s each; load ${load()}`,
);
const page = await inPage();
const pageRate = page.tested / page.seconds;
console.log(`page: ${page.tested} mutants in ${page.seconds} s, ${pageRate.toFixed(2)} mutants/s; load ${load()}`);
const cli = await inCli(cvc5);
const cliRate = cli.tested / cli.seconds;
console.log(`cli:  ${cli.tested} mutants in ${cli.seconds} s, ${cliRate.toFixed(2)} mutants/s; load ${load()}`);
console.log(`the CLI tests ${(cliRate / pageRate).toFixed(2)}× the page's mutants per second`);
process.exit(0);
