#!/usr/bin/env node
// Usage: node scripts/ensure-debian-packages.mjs TOOL[:PACKAGE]… — the tests need Debian's z3 and cvc5 (native
// lanes) and chromium (end-to-end), the lint shellcheck (scripts/lint-deploy.mjs), the cluster tier a one-node Slurm
// (deploy/slurm/local-cluster.sh: `sbatch:slurm-client`, the program sbatch from the package slurm-client). On a
// fresh machine where we are root with apt-get (as on the project's machines and CI), install what is missing;
// otherwise say exactly what to do.
import { execFileSync, spawnSync } from 'node:child_process';

const wanted = process.argv.slice(2).map((arg) => {
  const [tool, pkg = tool] = arg.split(':');
  return { tool, pkg };
});
const missing = [
  ...new Set(wanted.filter(({ tool }) => spawnSync('sh', ['-c', `command -v ${tool}`]).status !== 0).map((w) => w.pkg)),
];
if (missing.length === 0) process.exit(0);

const canApt = process.getuid?.() === 0 && spawnSync('sh', ['-c', 'command -v apt-get']).status === 0;
if (!canApt) {
  console.error(`The tests need ${missing.join(' and ')} on PATH (Debian: apt-get install -y ${missing.join(' ')}).`);
  process.exit(1);
}
console.log(`Installing ${missing.join(', ')} with apt-get (needed by the tests)…`);
const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
// Another install may hold dpkg's lock (a second checkout's tests, the other CI tier): wait for it, not fail.
const lock = ['-o', 'DPkg::Lock::Timeout=900'];
execFileSync('apt-get', [...lock, 'update', '-q'], { stdio: 'inherit', env });
execFileSync('apt-get', [...lock, 'install', '-y', '-q', ...missing], { stdio: 'inherit', env });
