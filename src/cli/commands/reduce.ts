// `smtplay reduce (FINDING_DIR | FILE --predicate P --solver LANE…) [--jobs N] [--out FILE] [--json]`:
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
import { printScript } from '../../smtlib/printer.js';
import { formatError } from '../../smtlib/result.js';
import { createNodeSolver } from '../../solvers/node-solvers.js';
import { SolverPool } from '../../solvers/pool.js';
import { readFindingDir } from '../finding-dir.js';
import type { Finding } from '../../campaign/finding.js';
import { baseLaneId } from '../../campaign/solver-options.js';
import type { RawFinding } from '../../oracles/index.js';
import { reduceOptions } from '../../reduce/index.js';
import { optionLanes } from '../../solvers/option-lanes.js';
import { UsageError, type Io } from '../io.js';
import { REDUCE_USAGE } from '../usage.js';
import { resolveLanes } from '../lanes.js';
import { shellPredicate } from '../shell-predicate.js';
import { checkOutFile } from '../files.js';
import { checkLanesAnswer } from '../lane-start.js';

interface Job {
  text: string;
  /** A finding to keep, or a shell command's verdict. */
  plan?: Planned;
  command?: string;
  /** A finding made under fuzzed options: they are reduced after the script. */
  finding?: Finding;
}

function jobOfFile(text: string, predicate: string | undefined, laneIds: string[]): Job {
  if (!predicate) throw new UsageError(`a FILE needs --predicate\nusage: ${REDUCE_USAGE}`);
  if (predicate.startsWith('cmd:')) {
    if (!predicate.slice(4).trim())
      throw new UsageError('--predicate cmd: needs a command, e.g. --predicate cmd:./still-crashes.sh (exit 0 = keep)');
    return { text, command: predicate.slice(4) };
  }
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
  if (values.out) await checkOutFile(values.out);
  let job: Job;
  if ((await stat(path)).isDirectory()) {
    const finding = readFindingDir(path);
    job = { text: finding.mutant, plan: planFor(finding, finding.oracle, finding.outcomes), finding };
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
  // Lanes with drawn options run on their base lane with the options per run (reduceOptions tries subsets).
  const drawn = job.finding?.solverOptions?.byLane ?? {};
  const bases = target ? target.run.map((id) => baseLaneId(id, job.finding?.solverOptions)) : [];
  const lanes = target ? await resolveLanes([...new Set(bases)]) : [];
  const pool = new SolverPool(lanes, (lane) => createNodeSolver(lane, { warmSpare: false }), jobs);
  const run = optionLanes(
    (id, t, o) => pool.run(id, t, o),
    lanes.map((l) => l.id),
  );
  try {
    await checkLanesAnswer(lanes, await pool.start(), run);
    let predicate: Predicate;
    let keeps: RawFinding | undefined;
    try {
      if (custom) {
        predicate = custom.predicate;
        const input = { script: parsed.value, text: printScript(parsed.value) };
        if (!(await predicate(input, new AbortController().signal)))
          throw new UsageError(
            `${values.predicate} does not hold on ${path} itself: check the command on the file first`,
          );
      } else {
        const kept = await keepFinding(run, target!, job.text);
        predicate = kept.predicate;
        keeps = kept.keeps;
      }
    } catch (e) {
      if (!(e instanceof NotReproducible)) throw e;
      io.err(`smtplay reduce: nothing to reduce: ${e.message}`);
      return EXIT.failed;
    }
    const progress = values.json
      ? undefined
      : (p: { bytes: number; elapsedMs: number; pass: string }): void =>
          io.err(`${(p.elapsedMs / 1000).toFixed(1)}s ${p.bytes} bytes  ${p.pass}`);
    const result = await reduce(parsed.value, predicate, { jobs, onProgress: progress }, Buffer.byteLength(job.text));
    if (values.out) await writeFile(values.out, result.text);
    const { bytesBefore, bytesAfter, candidates, seconds } = result.stats;
    // Then the options: the smallest set of drawn options under which the finding stays.
    const options =
      keeps && Object.keys(drawn).length > 0
        ? await reduceOptions(run, target!, keeps, result.text, drawn, job.finding!.timeoutMs)
        : undefined;
    const lanesAfter = options ? job.finding!.lanes.map(options.rename) : undefined;
    if (options && !values.json)
      io.err(
        `options that matter: ${
          Object.entries(options.kept)
            .map(([lane, o]) => `${lane}: ${o.join(' ')}`)
            .join('; ') || 'none'
        } (lanes ${lanesAfter!.join(', ')})`,
      );
    if (values.json)
      io.out(
        JSON.stringify({
          bytesBefore,
          bytesAfter,
          candidates,
          seconds,
          ...(options ? { lanes: lanesAfter, options: options.kept } : {}),
        }),
      );
    else if (!values.out) io.out(result.text.trimEnd());
    else
      io.out(`${bytesBefore} → ${bytesAfter} bytes, ${candidates} candidates, ${seconds.toFixed(1)} s: ${values.out}`);
    return EXIT.ok;
  } finally {
    pool.dispose();
    await custom?.dispose();
  }
}
