// Ships cvc5's released cvc5-Wasm.zip: the Pages workflow's CVC5 step (.github/workflows/pages.yml), and a
// person's way to get a release into the CLI's cache. The steps are src/solvers/cvc5/fetch-release.ts:
// download (or read) the zip, verify its SHA-256 against the pin and against GitHub's asset digest, check the
// build as the playground runs it, install cvc5.js + cvc5.wasm.
//
//   npx tsx wasm/fetch-cvc5.ts                      # the pinned release (wasm/cvc5-release.json) → public/wasm/cvc5/
//   npx tsx wasm/fetch-cvc5.ts --cache --no-dest    # … into the CLI's cache instead (cvc5@VERSION lanes)
//   npx tsx wasm/fetch-cvc5.ts --version 1.3.2 --cache --no-dest   # another release (verified by GitHub's digest)
//   npx tsx wasm/fetch-cvc5.ts --zip FILE --pin PIN # a zip at hand (the tests: the fixture's zip and pin)
//
// Options: --pin FILE, --version V (instead of a pin), --zip FILE, --dest DIR (default public/wasm/cvc5),
// --no-dest, --cache, --offline (no GitHub API), --summary FILE (Markdown appended, e.g. $GITHUB_STEP_SUMMARY).
// GITHUB_TOKEN, when set, is sent to GitHub's API. Exit codes: 0 shipped, 1 a step failed (message on
// stderr), 2 a usage error. Downloading needs a machine that reaches GitHub: the project's own machines do not.
import { appendFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import {
  Cvc5FetchError,
  fetchCvc5Release,
  readPin,
  unmeasuredPin,
  type Cvc5Pin,
} from '../src/solvers/cvc5/fetch-release.js';
import { Cvc5BuildError } from '../src/solvers/cvc5/releases.js';

const USAGE =
  'usage: npx tsx wasm/fetch-cvc5.ts [--pin FILE | --version V] [--zip FILE] [--dest DIR | --no-dest] [--cache] [--offline] [--summary FILE]';

function usage(message: string): never {
  console.error(`fetch-cvc5: ${message}\n${USAGE}`);
  process.exit(2);
}

const OPTIONS = {
  pin: { type: 'string' },
  version: { type: 'string' },
  zip: { type: 'string' },
  dest: { type: 'string' },
  'no-dest': { type: 'boolean' },
  cache: { type: 'boolean' },
  offline: { type: 'boolean' },
  summary: { type: 'string' },
} as const;

function parse(): ReturnType<typeof parseArgs<{ options: typeof OPTIONS }>>['values'] {
  try {
    return parseArgs({ options: OPTIONS }).values;
  } catch (e) {
    return usage((e as Error).message);
  }
}
const values = parse();
if (values.pin && values.version) usage('give --pin or --version, not both');
if (values.dest && values['no-dest']) usage('give --dest or --no-dest, not both');

let pin: Cvc5Pin;
try {
  pin = values.version ? unmeasuredPin(values.version) : readPin(values.pin ?? 'wasm/cvc5-release.json');
} catch (e) {
  usage((e as Error).message);
}
const dest = values['no-dest'] ? undefined : (values.dest ?? 'public/wasm/cvc5');

function summary(lines: string[]): void {
  if (values.summary) appendFileSync(values.summary, `${lines.join('\n')}\n`);
}

try {
  const result = await fetchCvc5Release(pin, {
    ...(values.zip ? { zipFile: values.zip } : {}),
    ...(dest ? { dest } : {}),
    cache: values.cache ?? false,
    offline: values.offline ?? false,
    ...(process.env.GITHUB_TOKEN ? { token: process.env.GITHUB_TOKEN } : {}),
    log: (line) => console.log(line),
  });
  const unpinned = pin.sha256 === null;
  if (unpinned)
    console.log(`::warning::cvc5 ${pin.version}: the pin records no SHA-256; record "sha256": "${result.sha256}"`);
  summary([
    `### CVC5 ${pin.version} (${pin.tag}/${pin.asset})`,
    `SHA-256 \`${result.sha256}\`, verified against ${result.verifiedBy.join(' and ')}.`,
    ...(unpinned
      ? [`The pin records no SHA-256 yet: put \`"sha256": "${result.sha256}"\` into wasm/cvc5-release.json.`]
      : []),
    ...result.report.checks.map((c) => `- ${c.ok ? 'PASS' : 'FAIL'} ${c.what}`),
    ...result.report.notes.map((n) => `- ${n}`),
  ]);
} catch (e) {
  if (!(e instanceof Cvc5FetchError || e instanceof Cvc5BuildError)) throw e;
  console.error(`fetch-cvc5: ${e.message}`);
  summary([`### CVC5 ${pin.version}: not shipped`, e.message]);
  process.exitCode = 1;
}
