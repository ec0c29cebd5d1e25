// `smtplay reduce (FINDING_DIR | FILE --predicate P --solver LANE…) [--jobs N] [--out FILE] [--json]`:
// a finding folder goes through the hand-over's reduce step (handover/reduce.ts: the script, then its drawn options,
// re-checked), kept in its record; a FILE shrinks while a named finding (oracles/target.ts) or a shell command's
// verdict holds.
import { rateText } from '../../oracles/intermittent.js';
import { EXIT } from '../exit-codes.js';
import { readFile, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { planNamed, PREDICATE_NAMES, type FindingTarget, type PredicateName } from '../../oracles/index.js';
import { keepFinding, NotReproducible, reduce, type Predicate, type ReduceStats } from '../../reduce/index.js';
import { reduceStep } from '../../handover/reduce.js';
import { cliPool } from '../handover-pool.js';
import { writeBack } from '../record-files.js';
import { parseScript } from '../../smtlib/parser.js';
import { printScript } from '../../smtlib/printer.js';
import { formatError } from '../../smtlib/result.js';
import { readFindingDir } from '../finding-dir.js';
import { positiveInt } from '../flags.js';
import { UsageError, type Io } from '../io.js';
import { resolveLanes } from '../lanes.js';
import { checkOutFile } from '../files.js';
import { checkLanesAnswer } from '../lane-start.js';
import { withPool } from '../pool.js';
import { shellPredicate } from '../shell-predicate.js';
import { REDUCE_USAGE } from '../usage.js';

interface Reduced {
  text: string;
  stats: ReduceStats;
  /** A finding made under fuzzed options: the finding's lanes under the options that matter. */
  lanes?: string[];
  options?: Record<string, readonly string[]>;
}

const progressTo =
  (io: Io) =>
  (p: { bytes: number; pass: string }, startedAt: number): void =>
    io.err(`${((Date.now() - startedAt) / 1000).toFixed(1)}s ${p.bytes} bytes  ${p.pass}`);

/**
 * A finding folder through the hand-over's reduce step (handover/reduce.ts), its reduction kept in the folder
 * (finding.json's `reduction`, reduced.smt2, issue.md on the reduced formula) and its campaign's findings.jsonl, so
 * `report`, `bisect` and `triage` take it from there instead of reducing again.
 */
async function reduceRecord(dir: string, jobs: number, io: Io, quiet: boolean): Promise<Reduced | string> {
  const finding = readFindingDir(dir, ', or a FILE with --predicate and --solver');
  const startedAt = Date.now();
  const { finding: kept, done } = await cliPool(jobs).lanesOf(finding, (run) =>
    reduceStep(finding, run, {
      jobs,
      ...(quiet ? {} : { onProgress: (p) => p.phase === 'reducing' && progressTo(io)(p, startedAt) }),
    }),
  );
  if (!done.ok && (done.stage === 'plan' || done.stage === 'parse')) throw new UsageError(done.reason);
  writeBack(dir, kept);
  if (!done.ok) return done.reason;
  const r = done.reduction;
  if (!r.reproduces) io.err('smtplay reduce: the reduced script no longer shows the finding on a fresh run');
  else if (!quiet) io.err(`kept: ${join(dir, 'reduced.smt2')} and the record's reduction (finding.json)`);
  const rate = r.reduced?.intermittent;
  if (rate) io.err(`intermittent: the reduced script ${rateText(rate)} (the report says so)`);
  return {
    text: r.text,
    stats: r.stats,
    ...(r.solverOptions ? { lanes: r.lanes, options: r.solverOptions.byLane } : {}),
  };
}

/** A FILE: shrinks while the named finding (or the command's verdict) holds. */
async function reduceFile(
  path: string,
  predicateName: string | undefined,
  specs: string[],
  jobs: number,
  io: Io,
  quiet: boolean,
): Promise<Reduced | string> {
  if (!predicateName) throw new UsageError(`a FILE needs --predicate\nusage: ${REDUCE_USAGE}`);
  const text = await readFile(path, 'utf8');
  const parsed = parseScript(text);
  if (!parsed.ok) throw new UsageError(`${path}: ${formatError(parsed.error)}`);
  const onProgress = quiet
    ? undefined
    : (p: { bytes: number; elapsedMs: number; pass: string }) =>
        io.err(`${(p.elapsedMs / 1000).toFixed(1)}s ${p.bytes} bytes  ${p.pass}`);
  /** `checkpoint`: a race's (ReduceOptions.checkpoint). */
  const shrink = async (predicate: Predicate, checkpoint?: Predicate): Promise<Reduced> => {
    const result = await reduce(
      parsed.value,
      predicate,
      { jobs, ...(onProgress ? { onProgress } : {}), ...(checkpoint ? { checkpoint } : {}) },
      Buffer.byteLength(text),
    );
    return { text: result.text, stats: result.stats };
  };
  if (predicateName.startsWith('cmd:')) {
    if (!predicateName.slice(4).trim())
      throw new UsageError('--predicate cmd: needs a command, e.g. --predicate cmd:./still-crashes.sh (exit 0 = keep)');
    const custom = await shellPredicate(predicateName.slice(4));
    try {
      const input = { script: parsed.value, text: printScript(parsed.value) };
      if (!(await custom.predicate(input, new AbortController().signal)))
        throw new UsageError(`${predicateName} does not hold on ${path} itself: check the command on the file first`);
      return await shrink(custom.predicate);
    } finally {
      await custom.dispose();
    }
  }
  if (!(PREDICATE_NAMES as readonly string[]).includes(predicateName))
    throw new UsageError(`unknown --predicate '${predicateName}'\nusage: ${REDUCE_USAGE}`);
  const lanes = specs.length ? await resolveLanes(specs) : [];
  const plan = planNamed(
    predicateName as PredicateName,
    lanes.map((l) => l.id),
  );
  if (!plan.ok) throw new UsageError(plan.reason);
  const target: FindingTarget = plan.target;
  return withPool(lanes, jobs, async (run, started) => {
    await checkLanesAnswer(lanes, started, run);
    try {
      const kept = await keepFinding(run, target, text);
      return await shrink(kept.predicate, kept.checkpoint);
    } catch (e) {
      if (e instanceof NotReproducible) return e.message;
      throw e;
    }
  });
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
  const jobs = positiveInt('jobs', values.jobs);
  const path = positionals[0]!;
  if (values.out) await checkOutFile(values.out);
  // A path that is not there is the user's mistake: main.ts says so (exit 2).
  const kind = (await stat(path)).isDirectory() ? 'dir' : 'file';
  const result =
    kind === 'dir'
      ? await reduceRecord(path, jobs, io, values.json)
      : await reduceFile(path, values.predicate, values.solver, jobs, io, values.json);
  if (typeof result === 'string') {
    io.err(`smtplay reduce: nothing to reduce: ${result}`);
    return EXIT.failed;
  }
  if (values.out) await writeFile(values.out, result.text);
  const { bytesBefore, bytesAfter, candidates, seconds } = result.stats;
  if (result.options && !values.json)
    io.err(
      `options that matter: ${
        Object.entries(result.options)
          .map(([lane, o]) => `${lane}: ${o.join(' ')}`)
          .join('; ') || 'none'
      } (lanes ${result.lanes!.join(', ')})`,
    );
  if (values.json)
    io.out(
      JSON.stringify({
        bytesBefore,
        bytesAfter,
        candidates,
        seconds,
        ...(result.options ? { lanes: result.lanes, options: result.options } : {}),
      }),
    );
  else if (!values.out) io.out(result.text.trimEnd());
  else io.out(`${bytesBefore} → ${bytesAfter} bytes, ${candidates} candidates, ${seconds.toFixed(1)} s: ${values.out}`);
  return EXIT.ok;
}
