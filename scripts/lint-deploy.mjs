#!/usr/bin/env node
// Usage: node scripts/lint-deploy.mjs (part of `npm run lint`) — checks the deployment templates (deploy/,
// .github/workflows/): every workflow against GitHub's schema with @action-validator/cli; the Slurm scripts and the
// project's own shell scripts (scripts/, wasm/) with
// `bash -n` and shellcheck; and the shell inside the templates (a Kubernetes container's `bash -c` script, a
// workflow step's `run:`) with shellcheck too, the workflow's `${{ … }}` expressions read as a plain word.
// The Kubernetes manifests are checked against the API schema by test/deploy/kubernetes.test.ts, and every
// template's own shard command runs in test/deploy/scale-simulation.solvers.test.ts.
// shellcheck is Debian's package: installed with apt-get when missing (scripts/ensure-debian-packages.mjs).
import { execFileSync, spawnSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseAllDocuments } from 'yaml';

const root = join(import.meta.dirname, '..');
const failures = [];
const files = (dir, pattern) =>
  readdirSync(join(root, dir))
    .filter((f) => pattern.test(f))
    .map((f) => join(dir, f));

const ensured = spawnSync(process.execPath, [join(root, 'scripts', 'ensure-debian-packages.mjs'), 'shellcheck'], {
  stdio: 'inherit',
});
if (ensured.status !== 0) process.exit(1);

function run(what, command, args, input) {
  const r = spawnSync(command, args, { cwd: root, input, encoding: 'utf8' });
  if (r.status !== 0) failures.push(`${what}:\n${(r.stdout + r.stderr).trim() || `${command} exited ${r.status}`}`);
}

// Workflows: the reusable one and the callers shipped in deploy/github/.
const workflows = [...files('.github/workflows', /\.ya?ml$/), ...files('deploy/github', /\.ya?ml$/)];
const validator = join(root, 'node_modules', '@action-validator', 'cli', 'cli.mjs');
for (const f of workflows) run(`action-validator ${f}`, process.execPath, [validator, f]);

// Slurm: the batch scripts and the scripts beside them (following the files they source); the project's own scripts
// (scripts/newest-solvers.sh, the CVC5 builds in wasm/).
for (const f of [...files('deploy/slurm', /\.(sbatch|sh)$/), ...files('scripts', /\.sh$/), ...files('wasm', /\.sh$/)]) {
  run(`bash -n ${f}`, 'bash', ['-n', f]);
  run(`shellcheck ${f}`, 'shellcheck', ['--shell=bash', '--external-sources', f]);
}

/** `${{ expr }}` as a word the shell leaves alone, so shellcheck sees the script GitHub would run. */
const plain = (script) => script.replace(/\$\{\{[^}]*\}\}/g, 'EXPR');

// Shell embedded in YAML: workflow steps and Kubernetes containers.
for (const f of workflows) {
  const doc = parseAllDocuments(readFileSync(join(root, f), 'utf8'))[0].toJS();
  for (const [job, spec] of Object.entries(doc.jobs ?? {}))
    for (const [i, step] of (spec.steps ?? []).entries())
      if (typeof step.run === 'string')
        run(
          `shellcheck ${f} jobs.${job}.steps[${i}] (${step.name ?? step.id ?? 'run'})`,
          'shellcheck',
          ['--shell=bash', '-'],
          plain(step.run),
        );
}
for (const f of files('deploy/kubernetes', /\.ya?ml$/))
  for (const doc of parseAllDocuments(readFileSync(join(root, f), 'utf8')).map((d) => d.toJS()))
    for (const c of doc?.spec?.template?.spec?.containers ?? [])
      if (c.command?.[0] === 'bash' && typeof c.args?.[0] === 'string') {
        run(`bash -n ${f} container ${c.name}`, 'bash', ['-n'], c.args[0]);
        run(`shellcheck ${f} container ${c.name}`, 'shellcheck', ['--shell=bash', '-'], c.args[0]);
      }

if (failures.length > 0) {
  console.error(`deploy templates: ${failures.length} problem(s)\n\n${failures.join('\n\n')}`);
  process.exit(1);
}
const version = execFileSync('shellcheck', ['--version'], { encoding: 'utf8' }).match(/version: (\S+)/)?.[1];
console.log(`deploy templates: ${workflows.length} workflows valid, shell clean (shellcheck ${version})`);
