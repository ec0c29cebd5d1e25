// Janus mutants of labelled seeds for the solver tests: each keeps its predecessor's text and
// the rule chain since the last restart, so a finding can be shown side by side with its parent.
import { janus } from '../../src/mutators/janus/index.js';
import type { Expected, Oracle } from '../../src/mutators/types.js';
import { walk } from '../../src/mutators/walk.js';
import type { Script } from '../../src/smtlib/ast.js';
import { parseScript } from '../../src/smtlib/parser.js';
import { printScript } from '../../src/smtlib/printer.js';
import { bothSolversAgree, type Seed } from '../support/seed-set.js';
import { labelledSeeds, type LabelledSeed } from './fusion-pool.js';

export interface JanusCase {
  seed: LabelledSeed;
  label: Expected;
  step: number;
  /** The predecessor (the seed or the previous mutant of the chain), ready to run. */
  parent: string;
  mutant: string;
  /** Rules from the chain's restart to this mutant, last = the one that produced it. */
  chain: string[];
  /** What the mutator says of the mutant's answer. */
  oracle: Oracle;
}

/** The seed's `(set-info :status …)` would tell the solver the answer; runs never include it. */
export function solverText(text: string): string {
  const parsed = parseScript(text);
  if (!parsed.ok) return text;
  const script: Script = {
    commands: parsed.value.commands.filter((c) => !(c.cmd === 'set-info' && c.keyword === ':status')),
  };
  return printScript(script);
}

/** Small labelled seeds on which the manifest's Z3 and cvc5 answers both match the label. */
export function agreedSeeds(seeds: readonly Seed[], maxBytes: number): LabelledSeed[] {
  return labelledSeeds(seeds.filter(bothSolversAgree)).filter((s) => s.bytes <= maxBytes);
}

/** Mutants at the given chain steps (25-step chains restarting from the seed). */
export function janusCases(seeds: readonly LabelledSeed[], rngSeed: string, steps: readonly number[]): JanusCase[] {
  const out: JanusCase[] = [];
  const last = Math.max(...steps);
  for (const seed of seeds) {
    let chain: string[] = [];
    const config = { rngSeed, mode: 'chain' as const, iterations: last + 1, restartEvery: 25, options: {} };
    for (const s of walk(janus, { script: seed.script, label: seed.label }, config)) {
      if (s.step % 25 === 0) chain = [];
      if (!s.ok) continue;
      chain = [...chain, s.result.trace[0]!.rule];
      if (steps.includes(s.step))
        out.push({
          seed,
          label: seed.label,
          step: s.step,
          parent: solverText(s.parentText),
          mutant: solverText(s.text),
          chain,
          oracle: s.result.oracle,
        });
    }
  }
  return out;
}
