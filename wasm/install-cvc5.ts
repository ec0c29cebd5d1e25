// Installs CVC5 WebAssembly builds (cvc5.js + cvc5.wasm) for the page (public/wasm/cvc5/) and for the CLI's and the
// tests' `cvc5@VERSION` lane (the smtplay cache), after checking them (src/solvers/cvc5/install-build.ts):
//
//   npx tsx wasm/install-cvc5.ts [DIR] [--library] [--required] [--quiet]
//
// DIR (else $SMTPLAY_CVC5_WASM): a folder with the pair (a library build of wasm/build-cvc5-library.sh, a build of
// wasm/build-cvc5-debian.sh, an unzipped cvc5-Wasm.zip), for the page and the CLI. --library: the newest release
// wasm/build-cvc5-library.sh built on this machine, for the page alone. Neither: the repository's own build
// (wasm/builds/cvc5-VERSION/: cvc5 1.3.4 as a library, made by wasm/build-cvc5-library.sh) for the page, and the newest
// ../shared/wasm/cvc5-VERSION/ beside this checkout, when there is one, for the CLI and the cvc5 test tier.
// The repository's build is the page's alone: as the CLI's cvc5@1.3.4 it would become the CLI's newest cvc5, its default
// lane in place of the native cvc5 (faster per run; the README's CLI tour is on it). `npm start`, `npm test` and
// `npm run test:e2e` run this first. --required: the CLI's build must be there (CI: exit 1 without one); otherwise a
// missing one is said and skipped (exit 0). A build installed before (the same files) is not checked again.
import { existsSync, readdirSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { installCvc5Build } from '../src/solvers/cvc5/install-build.js';
import { newestCvc5LibraryRelease } from '../src/solvers/cvc5/library-builds.js';
import { compareVersions } from '../src/solvers/versions.js';

const repo = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const { values, positionals } = parseArgs({
  options: { required: { type: 'boolean' }, quiet: { type: 'boolean' }, library: { type: 'boolean' } },
  allowPositionals: true,
});

/** The newest `cvc5-VERSION` folder under `root`, if there is one. */
function newestIn(root: string): string | undefined {
  if (!existsSync(root)) return undefined;
  const versions = readdirSync(root)
    .map((name) => /^cvc5-(\d+(?:\.\d+)+)$/.exec(name)?.[1])
    .filter((v): v is string => v !== undefined)
    .sort(compareVersions);
  const newest = versions[versions.length - 1];
  return newest ? join(root, `cvc5-${newest}`) : undefined;
}

/** The newest release wasm/build-cvc5-library.sh built here; a person who asks for one and has none is told how. */
function libraryBuild(): string {
  const build = newestCvc5LibraryRelease();
  if (build) return build.dir;
  console.error(
    'wasm/install-cvc5.ts: no library build here: run sudo bash wasm/build-cvc5-library.sh first (wasm/README.md)',
  );
  process.exit(2);
}

const pageDir = join(repo, 'public', 'wasm', 'cvc5');
const given = positionals[0] ?? process.env.SMTPLAY_CVC5_WASM;

/** Installs one build; a build that does not work is a failure (exit 1) with the checks it failed. */
async function install(from: string, forPage: boolean, forCli: boolean): Promise<void> {
  try {
    const done = await installCvc5Build(from, { ...(forPage ? { pageDir } : {}), ...(forCli ? {} : { cli: false }) });
    if (values.quiet && !done.changed) return;
    const where = [
      ...(forPage ? [`the page (${done.page})`] : []),
      ...(forCli ? [`the CLI (cvc5@${done.version}, ${done.build.dir})`] : []),
    ];
    console.log(
      `CVC5 ${done.version} (WebAssembly, from ${from}): ` +
        `${done.changed ? 'checked and installed' : 'installed before'} for ${where.join(' and ')}`,
    );
  } catch (e) {
    console.error(`wasm/install-cvc5.ts: ${(e as Error).message}`);
    process.exit(1);
  }
}

if (values.library) await install(libraryBuild(), true, false);
else if (given) await install(given, true, true);
else {
  const ours = newestIn(join(repo, 'wasm', 'builds'));
  if (ours) await install(ours, true, false);
  const shared = newestIn(join(repo, '..', 'shared', 'wasm'));
  if (shared) await install(shared, !ours, true);
  else {
    const say = values.required ? console.error : console.log;
    if (values.required || !values.quiet || !ours)
      say(
        'No CVC5 WebAssembly build for the CLI (none given, no $SMTPLAY_CVC5_WASM, no ../shared/wasm/cvc5-VERSION/): ' +
          (ours
            ? "its cvc5@VERSION lanes and the cvc5 test tier wait for one; the page has the repository's"
            : 'the page offers Z3 alone') +
          '; wasm/README.md says how to get a build.',
      );
    if (values.required) process.exit(1);
  }
}
