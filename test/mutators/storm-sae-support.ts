// Shared by the STORM and SAE tests: labelled small seeds with one check-sat, and Z3 models.
import type { Expected } from '../../src/mutators/types.js';
import { modelQuery } from '../../src/mutators/storm/index.js';
import type { Script } from '../../src/smtlib/ast.js';
import { checkScript } from '../../src/smtlib/check/index.js';
import { parseScript } from '../../src/smtlib/parser.js';
import { printScript } from '../../src/smtlib/printer.js';
import type { Z3Engine } from '../../src/solvers/z3/engine.js';
import { bothSolversAgree, logicOf, type Seed } from '../support/seed-set.js';

export interface SimpleSeed {
  path: string;
  script: Script;
  label: Expected;
  /** Both reference solvers agree with the label in the manifest. */
  agreed: boolean;
  bytes: number;
  /** Quantifier-free by its logic (QF_…): Z3 finds its models quickly. */
  quantifierFree: boolean;
}

/** Parsed, sort-checked seeds with a sat/unsat label, a single check-sat and no push/pop. */
export function simpleSeeds(seeds: readonly Seed[], maxBytes: number): SimpleSeed[] {
  const out: SimpleSeed[] = [];
  for (const s of seeds) {
    const label = s.row?.expected;
    if ((label !== 'sat' && label !== 'unsat') || s.text.length > maxBytes) continue;
    const parsed = parseScript(s.text);
    if (!parsed.ok || !checkScript(parsed.value).ok) continue;
    const cmds = parsed.value.commands.map((c) => c.cmd);
    if (cmds.filter((c) => c.startsWith('check-sat')).length !== 1 || cmds.includes('push') || cmds.includes('pop'))
      continue;
    out.push({
      path: s.path,
      script: parsed.value,
      label,
      agreed: bothSolversAgree(s),
      bytes: s.text.length,
      quantifierFree: logicOf(s).startsWith('QF_'),
    });
  }
  return out;
}

/** M from Z3: a model of the seed's assertions, or of their negation when the seed is unsat. */
export async function z3Model(engine: Z3Engine, seed: SimpleSeed): Promise<string | undefined> {
  const query = printScript(modelQuery(seed.script, seed.label === 'unsat'));
  let out: string;
  // Z3's own timeout is not honoured everywhere (quantifier instantiation): interrupt it as well.
  const timer = setTimeout(() => engine.interrupt(), 3000);
  try {
    out = await engine.evalSmtlib(`${query}\n(get-model)\n`);
  } catch {
    return undefined;
  } finally {
    clearTimeout(timer);
  }
  const newline = out.indexOf('\n');
  if (!out.startsWith('sat') || newline < 0) return undefined;
  return out.slice(newline + 1);
}
