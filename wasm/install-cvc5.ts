// Installs a CVC5 WebAssembly build (cvc5.js + cvc5.wasm) for the page (public/wasm/cvc5/) and for the CLI's and the
// tests' `cvc5@VERSION` lane (the smtplay cache), after checking it (src/solvers/cvc5/install-build.ts):
//
//   npx tsx wasm/install-cvc5.ts [DIR] [--required] [--quiet]
//
// DIR: a folder with the pair (a library build of wasm/build-cvc5-library.sh, a build of wasm/build-cvc5-debian.sh, an
// unzipped cvc5-Wasm.zip); default $SMTPLAY_CVC5_WASM, else the newest ../shared/wasm/cvc5-VERSION/ beside this
// checkout. --library: the newest release wasm/build-cvc5-library.sh built here. It is not the default yet: the
// gallery's showcase crash (cvc5 #9697) and the class lab's crash are cvc5 1.3.2's, and cvc5 1.3.4 answers those
// formulas (wasm/README.md). `npm start`, `npm test` and
// `npm run test:e2e` run it first: without a build it says how to get one and goes on (exit 0), unless --required
// (then exit 1). A build installed before (the same files) is not checked again.
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

/** The newest `cvc5-VERSION` folder under ../shared/wasm, if there is one. */
function besideCheckout(): { version: string; dir: string } | undefined {
  const root = join(repo, '..', 'shared', 'wasm');
  if (!existsSync(root)) return undefined;
  const versions = readdirSync(root)
    .map((name) => /^cvc5-(\d+(?:\.\d+)+)$/.exec(name)?.[1])
    .filter((v): v is string => v !== undefined)
    .sort(compareVersions);
  const newest = versions[versions.length - 1];
  return newest ? { version: newest, dir: join(root, `cvc5-${newest}`) } : undefined;
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

const from = values.library
  ? libraryBuild()
  : (positionals[0] ?? process.env.SMTPLAY_CVC5_WASM ?? besideCheckout()?.dir);
if (!from) {
  const say = values.required ? console.error : console.log;
  say(
    'No CVC5 WebAssembly build to install (none given, no $SMTPLAY_CVC5_WASM, no ../shared/wasm/cvc5-VERSION/): ' +
      'the page offers Z3 alone; wasm/README.md says how to get a build.',
  );
  process.exit(values.required ? 1 : 0);
}
try {
  // A library build is for the page alone: as the CLI's cvc5@1.3.4 it would become the CLI's newest cvc5, its default
  // lane, whose answers the README's tour (cvc5 1.3.2's crash) does not expect.
  const done = await installCvc5Build(from, {
    pageDir: join(repo, 'public', 'wasm', 'cvc5'),
    ...(values.library ? { cli: false } : {}),
  });
  if (!values.quiet || done.changed)
    console.log(
      `CVC5 ${done.version} (WebAssembly, from ${from}): ${done.changed ? 'checked and installed' : 'installed before'} ` +
        `for the page (${done.page})` +
        (values.library ? '' : ` and the CLI (cvc5@${done.version}, ${done.build.dir})`),
    );
} catch (e) {
  console.error(`wasm/install-cvc5.ts: ${(e as Error).message}`);
  process.exit(1);
}
