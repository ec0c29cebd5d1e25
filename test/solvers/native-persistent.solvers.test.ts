// Persistent native solver processes against real solvers: Debian's z3 4.8.12 and cvc5 1.0.3, and the newest
// releases npm test's pretest installed (scripts/newest-solvers.sh). The repository's corpus gives the same outcomes both ways (native-modes.ts); a run past its
// limit is killed and the next one gets a new process; a process that dies mid-run is replaced and the run made in a
// fresh one; what a script or a run's options leave behind does not reach the next run.
import { describe, expect, it } from 'vitest';
import type { Lane } from '../../src/solvers/lane.js';
import { NativeSolver } from '../../src/solvers/native/native-solver.js';
import { PersistentSession } from '../../src/solvers/native/persistent-session.js';
import { cpuMsOfProcess, endedChildrenCpuMsOf } from '../support/cpu-time.js';
import { ownSeeds } from '../support/seed-set.js';
import { HARD_NIA } from './fixtures/hard-queries.js';
import { compareModes } from './native-modes.js';
import { Z3_NATIVE, installedLanes } from './native-lanes.js';

const SAT = '(set-logic QF_LIA)\n(declare-const x Int)\n(assert (> x 1))\n(check-sat)\n';
const TWO_CHECKS = `${SAT}(assert (< x 5))\n(check-sat)\n`;
const LEAVES_A_SCOPE = '(set-logic QF_LIA)\n(declare-const x Int)\n(push 1)\n(assert false)\n(check-sat)\n';
const opts = { timeoutMs: 10_000 };

// cvc5 1.0.3 runs a process per run even when asked for a persistent one (native-solver.ts; the corpus test shows why).
const LANES: Lane[] = [Z3_NATIVE, ...installedLanes()];

describe.each(LANES.map((l) => [l.id, l] as const))('persistent processes on %s', (_id, lane) => {
  it('answers the repository corpus as a process per run does, with and without drawn options', async () => {
    const seeds = ownSeeds();
    const r = await compareModes(lane, seeds, 3000);
    console.log(
      `${lane.id}: ${r.compared} runs compared (${r.persistent} answered by the persistent process), ${r.timeouts} at the time limit, ` +
        `${r.otherOutputs} with another output, ${r.differences.length} different`,
    );
    expect(r.differences).toEqual([]);
    expect(r.compared).toBeGreaterThan(seeds.length);
    // Most runs stay in the persistent process. The others: the 20 scripts that set options, and this corpus's many
    // scripts that ask for what the solver refuses (get-model after unsat, …): an error is made again in a fresh
    // process (z3), and cvc5 stops at most errors.
    expect(r.persistent / r.compared).toBeGreaterThan(0.5);
  });

  it('kills a run at its limit within its first 1.5 s of CPU, and gives the next run a new process', async () => {
    const session = new PersistentSession(lane);
    await session.start();
    try {
      expect(await session.run(SAT, opts)).toMatchObject({ outcome: { status: 'ok', answers: ['sat'] } });
      const pid = (await session.pid())!;
      // The process's whole CPU time: its start, the warm run and the run cut at one second of the host's clock. One
      // left running would spend minutes on the query; a busy machine only gives it less CPU.
      const { value: cut, cpuMs } = await endedChildrenCpuMsOf(() => session.run(HARD_NIA, { timeoutMs: 1000 }), {
        keep: [pid],
        ends: [pid],
      });
      expect(cut).toMatchObject({ outcome: { status: 'timeout', answers: [], cost: { processStarts: 0 } } });
      expect(cpuMs).toBeLessThan(1500);
      expect(await session.run(SAT, opts)).toMatchObject({
        outcome: { status: 'ok', answers: ['sat'], cost: { processStarts: 1 } },
      });
      expect(await session.run(SAT, opts)).toMatchObject({ outcome: { cost: { startMs: 0, processStarts: 0 } } });
    } finally {
      session.dispose();
    }
  });

  it('replaces a process that dies during a run, and makes the run in a fresh process', async () => {
    const session = new PersistentSession(lane);
    await session.start();
    try {
      const pid = await session.pid();
      const idle = cpuMsOfProcess(pid!);
      const running = session.run(HARD_NIA, { timeoutMs: 10_000 });
      // Past the prelude's few milliseconds: the process is solving the script (a busy machine only makes this later).
      while (cpuMsOfProcess(pid!) < idle + 200) await new Promise((r) => setTimeout(r, 20));
      process.kill(pid!, 'SIGSEGV');
      expect(await running).toMatchObject({ fresh: /ended during the script/, rerun: true });
      expect(await session.pid()).not.toBe(pid);
      expect(await session.run(SAT, opts)).toMatchObject({ outcome: { status: 'ok', answers: ['sat'] } });
    } finally {
      session.dispose();
    }
  });

  it('lets nothing a run leaves behind reach the next: scopes, models asked for, drawn options, incremental mode', async () => {
    const fresh = new NativeSolver(lane, 'fresh');
    const persistent = new NativeSolver(lane, 'persistent');
    await Promise.all([fresh.start(), persistent.start()]);
    try {
      const option = lane.family === 'z3' ? 'smt.arith.solver=2' : '--nl-ext=none';
      // What the options are now: set back to their start values (cvc5 1.0.3 turns incremental on at each reset).
      const probe =
        lane.family === 'z3'
          ? '(get-option :smt.arith.solver)\n(get-option :dump_models)\n'
          : '(get-option :incremental)\n(get-option :nl-ext)\n(get-option :dump-models)\n';
      const sequence: [string, typeof opts & { produceModel?: boolean; options?: string[] }][] = [
        [LEAVES_A_SCOPE, opts],
        [SAT, { ...opts, produceModel: true }],
        [SAT, opts],
        [`${SAT}(push 1)\n(check-sat)\n(pop 1)\n`, { ...opts, options: [option] }],
        [probe, opts],
        [TWO_CHECKS, opts],
        [SAT, opts],
        [`(set-option :produce-models true)\n${SAT}(get-model)\n`, opts],
        [`${SAT}(get-value (x))\n`, opts],
      ];
      for (const [script, o] of sequence) {
        const [a, b] = [await fresh.run(script, o), await persistent.run(script, o)];
        const { timeMs: _a, cost: _ca, ...x } = a;
        const { timeMs: _b, cost: _cb, ...y } = b;
        expect(y, script).toEqual(x);
      }
      // After a model was asked for, the next run prints none.
      expect((await persistent.run(SAT, opts)).stdout).toBe('sat\n');
    } finally {
      fresh.dispose();
      persistent.dispose();
    }
  });

  it('ends a script at (exit) and keeps its process; a script that sets an option runs in a fresh one', async () => {
    const solver = new NativeSolver(lane, 'persistent');
    await solver.start();
    try {
      await solver.run(SAT, opts);
      const exit = await solver.run(`${SAT}(exit)\n(assert false)\n(check-sat)\n`, opts);
      expect(exit).toMatchObject({ status: 'ok', answers: ['sat'], cost: { processStarts: 0 } });
      const sets = await solver.run(`(set-option :print-success true)\n${SAT}`, opts);
      expect(sets.cost).toMatchObject({ processStarts: 1 });
      expect(sets.cost?.freshRerun).toBeUndefined();
      expect((await solver.run(SAT, opts)).stdout).toBe('sat\n');
    } finally {
      solver.dispose();
    }
  });
});
