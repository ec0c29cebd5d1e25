// `smtplay solve FILE --solver LANE… [--timeout ms] [--json]`: runs one script on every lane in parallel.
import { EXIT } from '../exit-codes.js';
import { readFile } from 'node:fs/promises';
import { parseArgs } from 'node:util';
import { createNodeSolver } from '../../solvers/node-solvers.js';
import type { Outcome } from '../../solvers/outcome.js';
import { UsageError, type Io } from '../io.js';
import { SOLVE_USAGE } from '../usage.js';
import { resolveLanes } from '../lanes.js';

export async function solveCommand(argv: string[], io: Io): Promise<number> {
  const { values, positionals } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: {
      solver: { type: 'string', multiple: true, default: [] },
      timeout: { type: 'string', default: '10000' },
      json: { type: 'boolean', default: false },
    },
  });
  if (positionals.length !== 1) throw new UsageError(`give exactly one FILE\nusage: ${SOLVE_USAGE}`);
  const timeoutMs = Number(values.timeout);
  if (!Number.isFinite(timeoutMs) || timeoutMs <= 0) throw new UsageError(`--timeout must be a positive number of ms`);
  const script = await readFile(positionals[0]!, 'utf8');
  const lanes = await resolveLanes(values.solver);
  const solvers = lanes.map((lane) => createNodeSolver(lane, { warmSpare: false }));
  try {
    // Load first, so the times below are solving times; a lane that fails to load reports it in its Outcome.
    await Promise.all(solvers.map((s) => s.start().catch(() => undefined)));
    const outcomes = await Promise.all(solvers.map((s) => s.run(script, { timeoutMs })));
    if (values.json) io.out(JSON.stringify(outcomes.map(jsonOutcome)));
    else for (const o of outcomes) io.out(row(o));
    return EXIT.ok;
  } finally {
    for (const s of solvers) s.dispose();
  }
}

function jsonOutcome(o: Outcome): object {
  return { lane: o.laneId, ...o, timeMs: Math.round(o.timeMs) };
}

function row(o: Outcome): string {
  const answers = o.answers.length ? o.answers.join(' ') : '-';
  const detail = o.message ? `  ${o.message}` : '';
  return `${o.laneId.padEnd(28)} ${answers.padEnd(14)} ${o.status.padEnd(8)} ${Math.round(o.timeMs)} ms${detail}`;
}
