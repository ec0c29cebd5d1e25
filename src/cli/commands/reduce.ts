// `smtfuzz reduce (FINDING_DIR | FILE --predicate P --solver LANE…) [--jobs N] [--out FILE] [--json]`:
// shrinks a script while the predicate built from the finding still holds.
import { readFile, stat, writeFile } from 'node:fs/promises';
import { parseArgs } from 'node:util';
import {
  NotReproducible,
  reduce,
  sameCrash,
  sameDisagreement,
  sameIncompleteness,
  sameInvalidModel,
  type Predicate,
  type RunLane,
} from '../../reduce/index.js';
import { parseScript } from '../../smtlib/parser.js';
import { formatError } from '../../smtlib/result.js';
import type { Lane } from '../../solvers/lane.js';
import { createNodeSolver } from '../../solvers/node-solvers.js';
import { SolverPool } from '../../solvers/pool.js';
import { readFindingBundle, type FindingBundle } from '../finding-dir.js';
import { UsageError, type Io } from '../io.js';
import { REDUCE_USAGE } from '../usage.js';
import { resolveLanes } from '../lanes.js';
import { shellPredicate } from '../shell-predicate.js';

interface Job {
  text: string;
  predicateName: string;
  specs: string[];
}

/** A finding bundle's kind and lanes as a FILE-mode job (explicit --solver specs win). */
function jobFromBundle(b: FindingBundle, specs: string[]): Job {
  const pick = (ok: (l: FindingBundle['lanes'][number]) => boolean): string[] => b.lanes.filter(ok).map((l) => l.spec);
  switch (b.kind) {
    case 'crash':
      return {
        text: b.text,
        predicateName: 'crash',
        specs: specs.length ? specs : pick((l) => l.status === 'crash').slice(0, 1),
      };
    case 'soundness':
      return {
        text: b.text,
        predicateName: 'disagree',
        specs: specs.length ? specs : pick((l) => l.status === 'ok').slice(0, 2),
      };
    case 'incompleteness': {
      const unknown = pick((l) => l.answers.includes('unknown'));
      const deciding = pick((l) => l.status === 'ok' && !l.answers.includes('unknown'));
      return {
        text: b.text,
        predicateName: 'unknown',
        specs: specs.length ? specs : [...unknown.slice(0, 1), ...deciding.slice(0, 1)],
      };
    }
    case 'invalid-model':
      return {
        text: b.text,
        predicateName: 'invalid-model',
        specs: specs.length ? specs : b.lanes.map((l) => l.spec).slice(0, 1),
      };
    default:
      throw new UsageError(`cannot reduce a '${b.kind}' finding; give FILE --predicate … instead`);
  }
}

async function solverPredicate(name: string, lanes: Lane[], run: RunLane, text: string): Promise<Predicate> {
  const need = (n: number): void => {
    if (lanes.length < n) throw new UsageError(`--predicate ${name} needs ${n} --solver lane(s)`);
  };
  switch (name) {
    case 'crash':
      need(1);
      return (await sameCrash(run, lanes[0]!.id, text)).predicate;
    case 'invalid-model':
      need(1);
      return (await sameInvalidModel(run, lanes[0]!.id, text)).predicate;
    case 'disagree':
      need(2);
      return (await sameDisagreement(run, [lanes[0]!.id, lanes[1]!.id], text)).predicate;
    case 'unknown':
      need(2);
      return (await sameIncompleteness(run, [lanes[0]!.id, lanes[1]!.id], text)).predicate;
    default:
      throw new UsageError(`unknown --predicate '${name}'\nusage: ${REDUCE_USAGE}`);
  }
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
  const job: Job = (await stat(path)).isDirectory()
    ? jobFromBundle(await readFindingBundle(path), values.solver)
    : { text: await readFile(path, 'utf8'), predicateName: values.predicate ?? '', specs: values.solver };
  if (!job.predicateName) throw new UsageError(`a FILE needs --predicate\nusage: ${REDUCE_USAGE}`);
  const parsed = parseScript(job.text);
  if (!parsed.ok) throw new UsageError(`${path}: ${formatError(parsed.error)}`);

  const custom = job.predicateName.startsWith('cmd:') ? await shellPredicate(job.predicateName.slice(4)) : undefined;
  const lanes = custom ? [] : await resolveLanes(job.specs);
  const pool = new SolverPool(lanes, (lane) => createNodeSolver(lane, { warmSpare: false }), jobs);
  try {
    await pool.start();
    const run: RunLane = (id, text, options) => pool.run(id, text, options);
    let predicate: Predicate;
    try {
      predicate = custom?.predicate ?? (await solverPredicate(job.predicateName, lanes, run, job.text));
    } catch (e) {
      if (!(e instanceof NotReproducible)) throw e;
      io.err(`smtfuzz reduce: nothing to reduce: ${e.message}`);
      return 1;
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
    return 0;
  } finally {
    pool.dispose();
    await custom?.dispose();
  }
}
