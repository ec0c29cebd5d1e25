// The mutators on our Z3-dialect files (test/corpus/Z3_DIALECT/): OpFuzz, TypeFuzz, Fusion (each file with
// itself), Janus and SAE walk every file with the Z3 5.2.0 lane's dialect, and every mutant is well-sorted in
// it (walk.ts reports one that is not as a mutator bug), prints and parses back to itself, and each mutator
// makes mutants of most files. STORM needs a reference model: storm.property.solvers.test.ts walks these
// files with Z3's. The corpus-wide suites (opfuzz-corpus, typefuzz-corpus, fusion/janus property, sae)
// walk them too, without a dialect.
import { describe, expect, it } from 'vitest';
import { MUTATORS } from '../../src/mutators/registry.js';
import { defaultOptions, type Expected, type MutatorInput } from '../../src/mutators/types.js';
import { walk } from '../../src/mutators/walk.js';
import { astEqual } from '../../src/smtlib/equal.js';
import { parseScript } from '../../src/smtlib/parser.js';
import { loadCorpusManifest, readCorpusSeed } from '../support/corpus.js';

const STEPS = 12;

const files = loadCorpusManifest()
  .filter((r) => r.path.startsWith('Z3_DIALECT/'))
  .map((row) => {
    const r = parseScript(readCorpusSeed(row.path).text);
    if (!r.ok) throw new Error(`${row.path}: ${r.error.message}`);
    return { path: row.path, script: r.value, label: row.expected as Expected };
  });

describe("mutators on Z3's dialect", () => {
  for (const mutator of MUTATORS.filter((m) => m.info.name !== 'storm')) {
    it(`${mutator.info.name}: well-sorted for Z3 5.2.0, round-tripping mutants of most files`, () => {
      const options = { ...defaultOptions(mutator.info), dialects: 'z3@5.2.0' };
      const problems: string[] = [];
      let mutated = 0;
      let mutants = 0;
      for (const f of files) {
        const input: MutatorInput = {
          script: f.script,
          label: f.label,
          answer: f.label,
          second: { script: f.script, label: f.label },
        };
        let made = 0;
        for (const s of walk(mutator, input, { rngSeed: 'z3-dialect', mode: 'chain', iterations: STEPS, options })) {
          if (!s.ok) {
            if (s.bug) problems.push(`${f.path} step ${s.step}: ${s.reason}`);
            continue;
          }
          made++;
          const again = parseScript(s.text);
          if (!again.ok || !astEqual(again.value, s.result.mutant))
            problems.push(`${f.path} step ${s.step}: round trip`);
        }
        mutants += made;
        if (made > 0) mutated++;
      }
      console.log(`${mutator.info.name}: ${mutants} mutants of ${mutated} of ${files.length} files`);
      expect(problems).toEqual([]);
      expect(mutated).toBeGreaterThanOrEqual(Math.ceil(files.length / 2));
    });
  }
});
