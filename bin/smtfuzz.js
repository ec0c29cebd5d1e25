#!/usr/bin/env node
// The CLI is TypeScript run through tsx's loader, so `npx smtfuzz` needs no build step.
import { register } from 'tsx/esm/api';

register();
// `smtfuzz mutate … | head` closes the pipe early: that is the reader's choice, not an error.
process.stdout.on('error', (e) => {
  if (e.code === 'EPIPE') process.exit(0);
  throw e;
});
const { main } = await import('../src/cli/main.ts');
process.exitCode = await main(process.argv.slice(2));
