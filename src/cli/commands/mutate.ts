// `smtplay mutate SEED [SEED2] --mutator NAME --rng N --count K [--out DIR] [--json]`: writes mutants.
// Output is byte-identical for a given --rng: every step's randomness is Rng.of(rng, mutator, step).
import { EXIT } from '../exit-codes.js';
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { labelOf } from '../../mutators/fusion/index.js';
import { mutatorByName, mutatorNames } from '../../mutators/registry.js';
import type { Expected, MutatorInput } from '../../mutators/types.js';
import { defaultOptions } from '../../mutators/types.js';
import { walk } from '../../mutators/walk.js';
import type { Script } from '../../smtlib/ast.js';
import { checkScript } from '../../smtlib/check/index.js';
import { parseScript } from '../../smtlib/parser.js';
import { formatError } from '../../smtlib/result.js';
import { UsageError, type Io } from '../io.js';
import { MUTATE_USAGE } from '../usage.js';
import { solverInputs, unusedSolverFlags } from '../mutate-inputs.js';
import { prepareOutDir, readInputFile } from '../files.js';
import { integerFlag, positiveInt } from '../flags.js';

/** The mutator of that name (the names of the registry: the same in `fuzz` and in the page). */
function resolveMutator(name: string): NonNullable<ReturnType<typeof mutatorByName>> {
  const mutator = mutatorByName(name);
  if (!mutator) throw new UsageError(`unknown mutator '${name}': give --mutator one of ${mutatorNames().join(', ')}`);
  return mutator;
}

/** --label, else what the seed says of itself; a seed that contradicts --label is refused in readSeed. */
function labelFlag(text: string | undefined): Expected | undefined {
  if (text === undefined) return undefined;
  if (text !== 'sat' && text !== 'unsat') throw new UsageError(`--label is sat or unsat, got '${text}'`);
  return text;
}

interface ReadSeed {
  path: string;
  text: string;
  script: Script;
  label?: Expected;
}

async function readSeed(path: string, label: Expected | undefined): Promise<ReadSeed> {
  const text = await readInputFile(path, 'an SMT-LIB seed file');
  const parsed = parseScript(text);
  if (!parsed.ok)
    throw new UsageError(`${formatError(parsed.error, path)} (the seed does not parse: give a seed in SMT-LIB 2.6)`);
  const checked = checkScript(parsed.value);
  if (!checked.ok)
    throw new UsageError(
      `${formatError(checked.errors[0]!, path)} (the seed is ill-sorted: give a well-sorted seed; smtplay check ${path} lists every error)`,
    );
  if (label && labelOf(parsed.value) && labelOf(parsed.value) !== label) {
    throw new UsageError(
      `${path} says (set-info :status ${labelOf(parsed.value)}), not ${label}: drop --label, or give seeds whose status is ${label}`,
    );
  }
  return { path, text, script: parsed.value, ...(label ? { label } : {}) };
}

export async function mutateCommand(argv: string[], io: Io): Promise<number> {
  const { values, positionals } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: {
      mutator: { type: 'string' },
      label: { type: 'string' },
      rng: { type: 'string', default: '0' },
      count: { type: 'string', default: '10' },
      walk: { type: 'string' },
      solver: { type: 'string' },
      reference: { type: 'string' },
      timeout: { type: 'string', default: '10000' },
      out: { type: 'string' },
      json: { type: 'boolean', default: false },
    },
  });
  if (!values.mutator)
    throw new UsageError(`give --mutator NAME (one of ${mutatorNames().join(', ')})\nusage: ${MUTATE_USAGE}`);
  const mutator = resolveMutator(values.mutator);
  const label = labelFlag(values.label);
  const wantsSecond = mutator.info.needs.second;
  if (positionals.length !== (wantsSecond ? 2 : 1)) {
    throw new UsageError(
      `${mutator.info.name} takes ${wantsSecond ? 'two seeds: give SEED SEED2' : 'one seed: give one SEED'}\nusage: ${MUTATE_USAGE}`,
    );
  }
  const count = positiveInt('count', values.count);
  const mode = values.walk ?? mutator.info.walk.mode;
  if (mode !== 'chain' && mode !== 'reset') throw new UsageError(`--walk is chain or reset, got '${mode}'`);
  const timeoutMs = positiveInt('timeout', values.timeout);
  integerFlag('rng', values.rng);
  unusedSolverFlags(mutator, values);
  const first = await readSeed(positionals[0]!, label);
  const second = wantsSecond ? await readSeed(positionals[1]!, label ?? labelOf(first.script)) : undefined;
  if (second && (first.label ?? labelOf(first.script)) === undefined)
    throw new UsageError(
      `${mutator.info.name} fuses two seeds with the same answer: put (set-info :status …) in them or give --label sat|unsat`,
    );
  const solved = await solverInputs(mutator, first, {
    timeoutMs,
    ...(values.solver ? { solver: values.solver } : {}),
    ...(values.reference ? { reference: values.reference } : {}),
  });
  const input: MutatorInput = {
    script: first.script,
    ...(first.label ? { label: first.label } : {}),
    ...solved,
    ...(second ? { second: { script: second.script, label: second.label ?? labelOf(second.script) } } : {}),
  };

  if (values.out) await prepareOutDir(values.out);
  const config = {
    rngSeed: values.rng,
    mode,
    iterations: count,
    options: defaultOptions(mutator.info),
    ...(mutator.info.walk.restartEvery ? { restartEvery: mutator.info.walk.restartEvery } : {}),
  } as const;
  let bugs = 0;
  for (const step of walk(mutator, input, config)) {
    if (!step.ok) {
      if (step.bug) bugs++;
      io.err(`step ${step.step}: no mutant (${step.reason})`);
      continue;
    }
    const { oracle, trace } = step.result;
    if (values.out) await writeFile(join(values.out, `mutant-${String(step.step).padStart(4, '0')}.smt2`), step.text);
    if (values.json)
      io.out(
        JSON.stringify({
          step: step.step,
          mutant: step.text,
          oracle: { kind: oracle.kind, expected: oracle.expected },
          trace,
        }),
      );
    else if (!values.out) io.out(`; mutant ${step.step} (${trace.map((t) => t.rule).join(', ')})\n${step.text}`);
  }
  return bugs > 0 ? EXIT.bug : EXIT.ok;
}
