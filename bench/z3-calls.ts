// Where the time of one trivial call goes, per Z3 release, taken apart as the engine does it (solvers/z3/engine.ts:
// a fresh context per call): create the context; the first evaluation in it (Z3 builds its command context and,
// with it, the solver and its default tactic); `(check-sat)` itself; a second `(check-sat)` in the same context
// (what the check costs once the solver exists); deleting the context. Medians of process CPU (every thread) and
// wall time, in the loading thread with no worker in between.
// Usage: npm run bench:z3-calls [-- --releases 4.8.17..5.2.0 --calls 20]
import { loadavg } from 'node:os';
import { parseArgs } from 'node:util';
import { ensureZ3Releases } from '../src/cli/lanes.js';
import { versionsInRange } from '../src/solvers/versions.js';
import { copyStringToHeap } from '../src/solvers/z3/heap-string.js';
import { loadZ3Module } from '../src/solvers/z3/load-node.js';
import type { Pointer, Z3Module } from '../src/solvers/z3/module-types.js';
import { ensureZ3Release, knownZ3Versions } from '../src/solvers/z3/releases.js';

const { values } = parseArgs({
  options: {
    releases: { type: 'string', default: '4.8.17,4.12.2,4.13.0,4.13.3,4.13.4,5.2.0' },
    calls: { type: 'string', default: '20' },
  },
});
const CALLS = Number(values.calls);
const PARTS = ['context', 'first eval', 'check-sat', 'check-sat again', 'delete'] as const;
type Part = (typeof PARTS)[number];

const median = (xs: number[]): number => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? NaN;

async function timed<T>(f: () => T | Promise<T>): Promise<{ value: T; cpu: number; wall: number }> {
  const c = process.cpuUsage();
  const t = performance.now();
  const value = await f();
  const d = process.cpuUsage(c);
  return { value, cpu: (d.user + d.system) / 1000, wall: performance.now() - t };
}

async function evalIn({ em }: Z3Module, context: Pointer, text: string): Promise<void> {
  const input = copyStringToHeap(em, text);
  await em.async_call(em._async_Z3_eval_smtlib2_string, context, input);
  em._free(input);
}

async function parts(module: Z3Module): Promise<Record<Part, { cpu: number[]; wall: number[] }>> {
  const { Z3 } = module;
  const out = Object.fromEntries(PARTS.map((p) => [p, { cpu: [] as number[], wall: [] as number[] }])) as Record<
    Part,
    { cpu: number[]; wall: number[] }
  >;
  const keep = (part: Part, t: { cpu: number; wall: number }): void => {
    out[part].cpu.push(t.cpu);
    out[part].wall.push(t.wall);
  };
  for (let i = 0; i < CALLS + 2; i++) {
    const made = await timed(() => {
      Z3.global_param_reset_all();
      const config = Z3.mk_config();
      const context = Z3.mk_context_rc(config);
      Z3.del_config(config);
      return context;
    });
    const context = made.value;
    const first = await timed(() => evalIn(module, context, ''));
    const check = await timed(() => evalIn(module, context, '(check-sat)'));
    const again = await timed(() => evalIn(module, context, '(check-sat)'));
    const deleted = await timed(() => Z3.del_context(context));
    if (i < 2) continue; // the first calls start the pthread and warm the JIT
    keep('context', made);
    keep('first eval', first);
    keep('check-sat', check);
    keep('check-sat again', again);
    keep('delete', deleted);
  }
  return out;
}

const range = versionsInRange(values.releases, await knownZ3Versions());
if ('reason' in range) throw new Error(range.reason);
await ensureZ3Releases(range.versions);
console.log(`CPU / wall ms per part, medians of ${CALLS} calls; load ${loadavg()[0]!.toFixed(1)}`);
console.log(['release ', ...PARTS.map((p) => p.padStart(16)), '  total cpu'].join(' '));
for (const version of range.versions) {
  const module = await loadZ3Module((await ensureZ3Release(version)).dir, { printErr: () => undefined });
  const measured = await parts(module);
  const cells = PARTS.map((p) =>
    `${median(measured[p].cpu).toFixed(1)}/${median(measured[p].wall).toFixed(1)}`.padStart(16),
  );
  const total = PARTS.filter((p) => p !== 'check-sat again').reduce((n, p) => n + median(measured[p].cpu), 0);
  console.log([version.padEnd(8), ...cells, total.toFixed(1).padStart(11)].join(' '));
  // The module stays loaded (idle) until the end: stopping its threads here races their own clean-up.
}
process.exit(0);
