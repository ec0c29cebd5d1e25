// Shared by the STORM and SAE tests: labelled small public seeds with one check-sat, and Z3 models.
import type { Expected } from '../../src/mutators/types.js';
import { modelQuery } from '../../src/mutators/storm/index.js';
import type { Script } from '../../src/smtlib/ast.js';
import { checkScript } from '../../src/smtlib/check/index.js';
import { parseScript } from '../../src/smtlib/parser.js';
import { printScript } from '../../src/smtlib/printer.js';
import type { Z3Engine } from '../../src/solvers/z3/engine.js';
import { loadManifest, loadSeeds } from '../support/seeds.js';

export interface Seed {
  path: string;
  script: Script;
  label: Expected;
  /** Both reference solvers agree with the label in the manifest. */
  agreed: boolean;
  bytes: number;
}

/** Parsed, sort-checked public seeds with a sat/unsat label, a single check-sat and no push/pop. */
export function simpleSeeds(maxBytes: number): Seed[] {
  const rows = new Map(loadManifest('public').map((r) => [r.path, r]));
  const out: Seed[] = [];
  for (const s of loadSeeds('public')) {
    const row = rows.get(s.path);
    const label = row?.expected;
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
      agreed: row?.z3 === label && row.cvc5 === label,
      bytes: s.text.length,
    });
  }
  return out;
}

/** M from Z3: a model of the seed's assertions, or of their negation when the seed is unsat. */
export async function z3Model(engine: Z3Engine, seed: Seed): Promise<string | undefined> {
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
