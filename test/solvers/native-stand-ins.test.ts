// runNative on small stand-ins that misbehave (shell scripts, /bin/true): no solver is started.
import { chmodSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { runNative } from '../../src/solvers/native/index.js';
import { cpuLimitSeconds } from '../../src/solvers/native/run-process.js';
import { nativeLane } from './native-lanes.js';

const SAT = '(set-logic QF_LIA)\n(declare-const x Int)\n(assert (> x 1))\n(check-sat)\n';
const opts = { timeoutMs: 10_000 };

/** Gone, or a zombie nobody reaped yet (an orphan's reaper may be slow or absent in a container). */
async function isDead(pid: number): Promise<boolean> {
  for (let attempt = 0; attempt < 20; attempt++) {
    if (!existsSync(`/proc/${pid}`) || /^\d+ \(.*\) Z/.test(readFileSync(`/proc/${pid}/stat`, 'utf8'))) return true;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return false;
}

const tempDirs: string[] = [];
afterAll(() => tempDirs.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

function tempDir(): string {
  const dir = mkdtempSync(join(tmpdir(), 'smtplay-test-'));
  tempDirs.push(dir);
  return dir;
}

function executable(name: string, body: string): string {
  const dir = tempDir();
  const path = join(dir, name);
  writeFileSync(path, `#!/bin/sh\n${body}\n`);
  chmodSync(path, 0o755);
  return path;
}

describe('runNative on stand-ins that misbehave', () => {
  it('calls an empty output with a clean exit an error, not a timeout', async () => {
    const outcome = await runNative(nativeLane('/bin/true'), SAT, opts);
    expect(outcome).toMatchObject({ status: 'error', errorKind: 'other', answers: [] });
  });

  it('calls a process killed by SIGABRT a crash', async () => {
    const outcome = await runNative(nativeLane(executable('abort.sh', 'kill -ABRT $$')), SAT, opts);
    expect(outcome).toMatchObject({ status: 'crash', message: 'killed by SIGABRT' });
  });

  it('kills the whole process group on timeout', async () => {
    const pidFile = join(tempDir(), 'child.pid');
    const binary = executable('spawner.sh', `sleep 600 &\necho $! > ${pidFile}\nwait`);
    // The orphaned `sleep 600` holds the output pipe: the run returns (within the test's time limit) only if the
    // host killed it with its parent; otherwise the pipe stays open for ten minutes.
    const outcome = await runNative(nativeLane(binary), SAT, { timeoutMs: 500 });
    expect(outcome.status).toBe('timeout');
    const child = Number(readFileSync(pidFile, 'utf8'));
    expect(await isDead(child)).toBe(true);
  });

  it('runs every solver under a CPU-time limit, so one orphaned by a killed host ends by itself', async () => {
    const binary = executable('limit.sh', 'echo "cpu limit $(ulimit -t)"');
    const outcome = await runNative(nativeLane(binary), SAT, { timeoutMs: 5000 });
    expect(outcome.stdout.trim()).toBe(`cpu limit ${cpuLimitSeconds(5000)}`);
    expect(cpuLimitSeconds(5000)).toBe(15);
  });

  it('reports a binary that cannot start as a lane error', async () => {
    const outcome = await runNative(nativeLane('/nonexistent/solver'), SAT, opts);
    expect(outcome).toMatchObject({ status: 'error', errorKind: 'other' });
    expect(outcome.message).toMatch(/cannot start \/nonexistent\/solver: .*ENOENT/);
  });
});
