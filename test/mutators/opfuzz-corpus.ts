// OpFuzz over every seed of a corpus (chained mutants), as a suite: every mutant is well-sorted,
// round-trips through the printer, differs from its parent and is rebuilt from its step; and every
// operator class fires, those dead in yinyang included. opfuzz-corpus.test.ts runs it on test/corpus/,
// opfuzz-corpus.corpus.test.ts on the external corpus (public + features).
import { beforeAll, describe, expect, it } from 'vitest';
import { opFuzz } from '../../src/mutators/opfuzz/index.js';
import { buildSiteTable } from '../../src/mutators/opfuzz/sites.js';
import { defaultOptions, type MutationStep } from '../../src/mutators/types.js';
import type { Script, Term } from '../../src/smtlib/ast.js';
import { commandRoots, pathToString, type TermPath } from '../../src/smtlib/paths.js';
import type { Seed } from '../support/seed-set.js';
import { walkCorpus, type CorpusReport } from './corpus-walk.js';

type Context = 'define-fun body' | 'let-bound term' | 'annotated term' | 'assert body';

/** Where a step happened: inside a definition body, a let binding, an annotated term. */
function contextsOf(seed: Script, path: TermPath): Context[] {
  const cmd = seed.commands[path.command]!;
  const out: Context[] = [];
  if (cmd.cmd === 'assert') out.push('assert body');
  if (cmd.cmd.startsWith('define-')) out.push('define-fun body');
  let t: Term = commandRoots(cmd)[path.root]!;
  for (const i of path.steps) {
    if (t.kind === 'let' && i < t.bindings.length) out.push('let-bound term');
    if (t.kind === 'annot' && i === 0) out.push('annotated term');
    if (t.kind === 'let') t = i < t.bindings.length ? t.bindings[i]!.term : t.body;
    else if (t.kind === 'app') t = t.args[i]!;
    else if (t.kind === 'annot') t = t.term;
    else if (t.kind === 'forall' || t.kind === 'exists' || t.kind === 'lambda') t = t.body;
    else if (t.kind === 'match') t = i === 0 ? t.scrutinee : t.cases[i - 1]!.body;
  }
  return [...new Set(out)];
}

const bump = (m: Map<string, number>, k: string): void => void m.set(k, (m.get(k) ?? 0) + 1);

/**
 * `load` runs in beforeAll; the corpus must give more than `minSeeds` seeds, each walked for `steps` chained
 * mutants (a small corpus needs longer walks for every operator pair to fire).
 */
export function describeOpFuzzCorpus(name: string, load: () => Seed[], minSeeds: number, steps: number): void {
  let report: CorpusReport;
  const classCounts = new Map<string, number>();
  const ruleCounts = new Map<string, number>();
  const contexts: Record<Context, number> = {
    'define-fun body': 0,
    'let-bound term': 0,
    'annotated term': 0,
    'assert body': 0,
  };

  describe(`OpFuzz over ${name}`, () => {
    beforeAll(() => {
      report = walkCorpus(load(), opFuzz, defaultOptions(opFuzz.info), 'chain', steps);
      for (const run of report.runs) {
        const table = buildSiteTable(run.seed);
        const labels = new Map(
          (table.ok ? table.sites : []).map((s) => [
            pathToString(s.path),
            s.cls === 'binder' ? 'binder{exists,forall}' : s.cls.label,
          ]),
        );
        for (const s of run.steps) {
          if (!s.ok) continue;
          for (const step of s.result.trace as MutationStep[]) {
            bump(classCounts, labels.get(pathToString(step.path!)) ?? '?');
            bump(ruleCounts, step.rule);
            for (const c of contextsOf(run.seed, step.path!)) contexts[c]++;
          }
        }
      }
      const lines = [...classCounts]
        .sort((a, b) => b[1] - a[1])
        .map(([label, n]) => `${String(n).padStart(6)}  ${label}`);
      console.log(
        `OpFuzz: ${report.mutants} mutants over ${report.runs.length} seeds; per class:\n${lines.join('\n')}`,
      );
      console.log(`OpFuzz contexts: ${JSON.stringify(contexts)}`);
    });

    it('makes well-sorted, round-tripping, rebuildable mutants that differ from their parents', () => {
      expect(report.runs.length).toBeGreaterThan(minSeeds);
      expect(report.mutants).toBeGreaterThan(report.runs.length * steps * 0.8);
      expect(report.problems).toEqual([]);
    });

    it('fires every class, those dead in yinyang included', () => {
      const fired = (pattern: RegExp): number =>
        [...ruleCounts].filter(([rule]) => pattern.test(rule)).reduce((n, [, k]) => n + k, 0);
      expect(fired(/^exists→forall$/)).toBeGreaterThan(0);
      expect(fired(/^forall→exists$/)).toBeGreaterThan(0);
      expect(fired(/^not→/)).toBeGreaterThan(0);
      expect(fired(/^and→xor$/)).toBeGreaterThan(0);
      expect(fired(/(^|→)re\.none$/)).toBeGreaterThan(0);
      expect(fired(/(^|→)re\.all$/)).toBeGreaterThan(0);
      expect(fired(/(^|→)re\.allchar$/)).toBeGreaterThan(0);
      expect(fired(/(^bvult→|→bvult$)/)).toBeGreaterThan(0);
      for (const rule of ['=→distinct', 'div→mod', 'mod→div', '+→/', '<=→>'])
        expect(fired(new RegExp(`^${rule.replace(/[+*/]/g, '\\$&')}$`)), rule).toBeGreaterThan(0);
      expect(fired(/^-→abs$/)).toBeGreaterThan(0);
      expect(fired(/^bvnot→bvneg$|^bvneg→bvnot$/)).toBeGreaterThan(0);
      expect(fired(/^fp\.\w+→fp\.\w+$/)).toBeGreaterThan(0);
      expect(fired(/^str\.\w+→str\.\w+$/)).toBeGreaterThan(0);
      // The corpus has no sequence or set operator with a partner (only seq.len, seq.nth):
      // opfuzz.test.ts mutates sequences and sets on seeds of its own.
    });

    it('fires in define-fun bodies, let-bound terms and annotated terms', () => {
      expect(contexts['define-fun body']).toBeGreaterThan(0);
      expect(contexts['let-bound term']).toBeGreaterThan(0);
      expect(contexts['annotated term']).toBeGreaterThan(0);
    });

    it('mutates only sites of the seed: a chain keeps its seed’s site table', () => {
      expect(classCounts.get('?') ?? 0).toBe(0);
    });
  });
}
