// `smtplay solve FILE --solver LANE… [--timeout ms] [--json]`: runs one script on every lane in parallel.
import { EXIT } from '../exit-codes.js';
import { parseArgs } from 'node:util';
import { createNodeSolver } from '../../solvers/node-solvers.js';
import type { Outcome } from '../../solvers/outcome.js';
import { UsageError, type Io } from '../io.js';
import { SOLVE_USAGE } from '../usage.js';
import { resolveLanes } from '../lanes.js';
import { newestLanes } from '../newest.js';
import { readInputFile } from '../files.js';
import { checkLanesAnswer } from '../lane-start.js';
import { positiveInt } from '../flags.js';

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
  if (positionals.length !== 1)
    throw new UsageError(`give exactly one FILE (to run many files, use smtplay fuzz)\nusage: ${SOLVE_USAGE}`);
  const timeoutMs = positiveInt('timeout', values.timeout);
  const script = await readInputFile(positionals[0]!, 'one SMT-LIB file');
  let specs = values.solver;
  if (specs.length === 0) {
    const newest = await newestLanes();
    specs = newest.specs;
    io.err(`no --solver given: the newest solvers at hand, ${newest.notes.join('; ')}`);
  }
  const lanes = await resolveLanes(specs);
  const solvers = lanes.map((lane) => createNodeSolver(lane, { warmSpare: false }));
  try {
    // Load and try each lane first, so the times below are solving times and a lane that cannot run is said once.
    const started = new Map<string, { version: string } | { error: string }>();
    await Promise.all(
      solvers.map((s) =>
        s.start().then(
          (info) => started.set(s.lane.id, info),
          (e: unknown) => started.set(s.lane.id, { error: (e as Error).message }),
        ),
      ),
    );
    await checkLanesAnswer(lanes, started, (id, text, options) =>
      solvers.find((s) => s.lane.id === id)!.run(text, options),
    );
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
