#!/usr/bin/env node
// The CLI runs as JavaScript that scripts/build-cli.mjs bundles from src/ into build/cli/, so a start loads no
// TypeScript loader. `npm install` (prepare) and `npm test` (pretest) build it; when it is missing or older than
// the sources (an edit, a git pull), it is rebuilt here first, quietly, so `npx smtplay` always runs the sources
// on disk. Without esbuild (or on a build error) it says so in one line and exits 3.
import { ensureCliBuild } from '../scripts/build-cli.mjs';

// `smtplay mutate … | head` closes the pipe early: that is the reader's choice, not an error.
process.stdout.on('error', (e) => {
  if (e.code === 'EPIPE') process.exit(0);
  throw e;
});

try {
  await ensureCliBuild({ logLevel: 'error' });
} catch (e) {
  const why =
    e?.code === 'ERR_MODULE_NOT_FOUND'
      ? 'esbuild is not installed: run `npm install` (it runs `npm run build:cli`)'
      : `the build failed (${e?.errors ? 'see above' : (e?.message ?? e)}): run \`npm run build:cli\``;
  process.stderr.write(`smtplay: build/cli/ is missing or out of date and ${why}\n`);
  process.exit(3);
}
const { main } = await import('../build/cli/main.js');
process.exitCode = await main(process.argv.slice(2));
