// The campaign's time profile (campaign/profile.ts) as the benches print it, with the CPU the campaign's process and
// its solver processes used (Linux /proc: this process's reaped children, and the ones still running): per lane,
// its runs' time split into starting processes and solving by how each run ended; the engine's own work; and the
// core time (wall × the cores this process may use) split into our CPU, the solvers' CPU and the rest.
import { readdirSync, readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { OWN_WORK, RUN_ENDS, type CampaignProfile, type RunEnd } from '../src/campaign/profile.js';

const TICKS_PER_SECOND = 100;

const END_NAMES: Record<RunEnd, string> = {
  sat: 'sat',
  unsat: 'unsat',
  unknown: 'unknown',
  none: 'no answer',
  timeout: 'limit reached',
  crash: 'crash',
  error: 'error',
};

/** CPU seconds of this process's solver processes: those it waited for, and those still running (Linux). */
export function childrenCpuSeconds(): number | undefined {
  try {
    const fields = (path: string) => {
      const stat = readFileSync(path, 'utf8');
      return stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    };
    const own = fields('/proc/self/stat');
    let ticks = Number(own[13]) + Number(own[14]);
    for (const pid of readdirSync('/proc').filter((d) => /^\d+$/.test(d))) {
      try {
        const f = fields(`/proc/${pid}/stat`);
        if (Number(f[1]) === process.pid) ticks += Number(f[11]) + Number(f[12]);
      } catch {
        // gone meanwhile
      }
    }
    return ticks / TICKS_PER_SECOND;
  } catch {
    return undefined;
  }
}

/** Where the campaign's CPU came from, measured around it. */
export class CpuMeter {
  private readonly ours = process.cpuUsage();
  private readonly children = childrenCpuSeconds();

  read(): { ours: number; children: number | undefined } {
    const ours = process.cpuUsage(this.ours);
    const children = childrenCpuSeconds();
    return {
      ours: (ours.user + ours.system) / 1e6,
      children: children === undefined || this.children === undefined ? undefined : children - this.children,
    };
  }
}

const pct = (part: number, whole: number): string => `${whole > 0 ? ((100 * part) / whole).toFixed(1) : '0.0'} %`;
const sec = (ms: number): string => `${(ms / 1000).toFixed(1)} s`;

export function profileLines(
  profile: CampaignProfile | undefined,
  wallSeconds: number,
  cpu: { ours: number; children: number | undefined },
): string[] {
  if (!profile) return ['profile: none (the engine kept no profile)'];
  const cores = availableParallelism();
  const coreSeconds = wallSeconds * cores;
  const lines = [
    `where the time went: ${cores} core(s) × ${wallSeconds.toFixed(1)} s = ${coreSeconds.toFixed(1)} core-seconds`,
  ];
  for (const [id, lane] of Object.entries(profile.lanes)) {
    const below = lane.limitBelowTimeout;
    const ends = RUN_ENDS.filter((e) => lane.solving[e].runs > 0).map(
      (e) =>
        `${END_NAMES[e]} ${pct(lane.solving[e].ms, lane.ms)} (${lane.solving[e].runs}` +
        `${e === 'timeout' ? `; ${below.runs} of them at a per-seed limit below the timeout, ${pct(below.ms, lane.ms)}` : ''})`,
    );
    lines.push(
      `  ${id}: ${lane.runs} runs, ${sec(lane.ms)} of run time: process start ${pct(lane.startMs, lane.ms)} ` +
        `(${lane.processStarts} processes, ${sec(lane.startMs)}), solving: ${ends.join(', ')}` +
        `${lane.freshReruns ? `; ${lane.freshReruns} runs made again in a fresh process` : ''}`,
    );
  }
  const own = OWN_WORK.map((k) => `${k} ${sec(profile.own[k])}`).join(', ');
  const ownMs = OWN_WORK.reduce((sum, k) => sum + profile.own[k], 0);
  lines.push(`  ours, on the engine's thread: ${own} (${pct(ownMs / 1000, coreSeconds)} of core time)`);
  const rest = coreSeconds - cpu.ours - (cpu.children ?? 0);
  lines.push(
    `  CPU: this process ${cpu.ours.toFixed(1)} s (${pct(cpu.ours, coreSeconds)}; ${Math.max(0, cpu.ours - ownMs / 1000).toFixed(1)} s ` +
      `beside the engine's timed work: pipes, events, garbage collection), ` +
      (cpu.children === undefined
        ? 'solver processes not measured (no /proc)'
        : `solver processes ${cpu.children.toFixed(1)} s (${pct(cpu.children, coreSeconds)}), ` +
          `neither ${rest.toFixed(1)} s (${pct(rest, coreSeconds)}: idle, or other users of the cores)`),
  );
  return lines;
}
