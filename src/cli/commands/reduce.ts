// `smtfuzz reduce (FINDING_DIR | FILE --predicate P --solver LANE…) [--jobs N] [--out FILE] [--json]`:
// shrinks a script while the same finding (reduce/plan.ts) or a shell command's verdict still holds.
import { EXIT } from '../exit-codes.js';
import { readFile, stat, writeFile } from 'node:fs/promises';
import { parseArgs } from 'node:util';
import {
  keepFinding,
  NotReproducible,
  planFor,
  planNamed,
  PREDICATE_NAMES,
  reduce,
  type Planned,
  type Predicate,
  type PredicateName,
} from '../../reduce/index.js';
import { parseScript } from '../../smtlib/parser.js';
import { formatError } from '../../smtlib/result.js';
import { createNodeSolver } from '../../solvers/node-solvers.js';
import { SolverPool } from '../../solvers/pool.js';
import { readFindingDir } from '../finding-dir.js';
import { UsageError, type Io } from '../io.js';
import { REDUCE_USAGE } from '../usage.js';
import { resolveLanes } from '../lanes.js';
import { shellPredicate } from '../shell-predicate.js';

interface Job {
  text: string;
  /** A finding to keep, or a shell command's verdict. */
  plan?: Planned;
  command?: string;
}

function jobOfFile(text: string, predicate: string | undefined, laneIds: string[]): Job {
  if (!predicate) throw new UsageError(`a FILE needs --predicate\nusage: ${REDUCE_USAGE}`);
  if (predicate.startsWith('cmd:')) return { text, command: predicate.slice(4) };
  if (!(PREDICATE_NAMES as readonly string[]).includes(predicate))
    throw new UsageError(`unknown --predicate '${predicate}'\nusage: ${REDUCE_USAGE}`);
  return { text, plan: planNamed(predicate as PredicateName, laneIds) };
}

export async function reduceCommand(argv: string[], io: Io): Promise<number> {
  const { values, positionals } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: {
      predicate: { type: 'string' },
      solver: { type: 'string', multiple: true, default: [] },
      jobs: { type: 'string', default: '1' },
      out: { type: 'string' },
      json: { type: 'boolean', default: false },
    },
  });
  if (positionals.length !== 1) throw new UsageError(`give exactly one FINDING_DIR or FILE\nusage: ${REDUCE_USAGE}`);
  const jobs = Number(values.jobs);
  if (!Number.isInteger(jobs) || jobs < 1) throw new UsageError('--jobs must be a positive integer');
  const path = positionals[0]!;
  let job: Job;
  if ((await stat(path)).isDirectory()) {
    const finding = readFindingDir(path);
    job = { text: finding.mutant, plan: planFor(finding, finding.oracle, finding.outcomes) };
  } else {
    const lanes = values.solver.length ? await resolveLanes(values.solver) : [];
    job = jobOfFile(
      await readFile(path, 'utf8'),
      values.predicate,
      lanes.map((l) => l.id),
    );
  }
  if (job.plan && !job.plan.ok) throw new UsageError(job.plan.reason);
  const parsed = parseScript(job.text);
  if (!parsed.ok) throw new UsageError(`${path}: ${formatError(parsed.error)}`);

  const custom = job.command !== undefined ? await shellPredicate(job.command) : undefined;
  const target = job.plan?.ok ? job.plan.target : undefined;
  const lanes = target ? await resolveLanes(target.run) : [];
  const pool = new SolverPool(lanes, (lane) => createNodeSolver(lane, { warmSpare: false }), jobs);
  try {
    await pool.start();
    let predicate: Predicate;
    try {
      predicate =
        custom?.predicate ?? (await keepFinding((id, t, o) => pool.run(id, t, o), target!, job.text)).predicate;
    } catch (e) {
      if (!(e instanceof NotReproducible)) throw e;
      io.err(`smtfuzz reduce: nothing to reduce: ${e.message}`);
      return EXIT.failed;
    }
    const progress = values.json
      ? undefined
      : (p: { bytes: number; elapsedMs: number; pass: string }): void =>
          io.err(`${(p.elapsedMs / 1000).toFixed(1)}s ${p.bytes} bytes  ${p.pass}`);
    const result = await reduce(parsed.value, predicate, { jobs, onProgress: progress }, Buffer.byteLength(job.text));
    if (values.out) await writeFile(values.out, result.text);
    const { bytesBefore, bytesAfter, candidates, seconds } = result.stats;
    if (values.json) io.out(JSON.stringify({ bytesBefore, bytesAfter, candidates, seconds }));
    else if (!values.out) io.out(result.text.trimEnd());
    else
      io.out(`${bytesBefore} → ${bytesAfter} bytes, ${candidates} candidates, ${seconds.toFixed(1)} s: ${values.out}`);
    return EXIT.ok;
  } finally {
    pool.dispose();
    await custom?.dispose();
  }
}
