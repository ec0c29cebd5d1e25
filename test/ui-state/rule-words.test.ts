// The trace's rules in words (ui-state/rule-words.ts), read from rules the real mutators write on our corpus.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { mutatorByName } from '../../src/mutators/registry.js';
import { parseScript } from '../../src/smtlib/parser.js';
import { Rng } from '../../src/rng.js';
import { defaultOptions } from '../../src/mutators/types.js';
import { ruleWords } from '../../src/ui-state/rule-words.js';

const SEED = readFileSync(join(import.meta.dirname, '..', 'corpus', 'QF_LIA', 'bounds.smt2'), 'utf8');

describe('rule words', () => {
  it('says what each Janus and SAE rule the mutators write did, and keeps the formal name', () => {
    const seen = new Set<string>();
    for (const name of ['janus', 'sae']) {
      for (let seed = 1; seed <= 40; seed++) {
        const parsed = parseScript(SEED);
        if (!parsed.ok) throw new Error(parsed.error.message);
        const mutator = mutatorByName(name)!;
        const out = mutator.mutate(
          { script: parsed.value, label: 'sat' },
          Rng.of(seed, 'rule-words'),
          defaultOptions(mutator.info),
        );
        if (!out.ok) continue;
        for (const t of out.trace) {
          const words = ruleWords(t.rule);
          expect(words.formal).toBe(t.rule);
          expect(words.says, t.rule).toMatch(/^(Janus|SAE) .+\.$/);
          seen.add(t.rule.split(':').slice(0, 2).join(':'));
        }
      }
    }
    expect([...seen].some((r) => r.startsWith('janus:'))).toBe(true);
    expect([...seen].some((r) => r.startsWith('sae:'))).toBe(true);
  });

  it('names the direction of a Janus rule and of an SAE approximation', () => {
    expect(ruleWords('janus:weaken:a⊙b→b⊙ᵀa').says).toMatch(/weakened .* still does\.$/);
    expect(ruleWords('janus:strengthen:∃→∀').says).toMatch(/strengthened/);
    expect(ruleWords('sae:lpi:under:and').says).toMatch(/under-approximated: every model of the mutant/);
    expect(ruleWords('sae:pst:over:arith:>=→x + a > y (a > 0)').says).toMatch(/Table 2.*over-approximated/);
  });

  it('leaves a rule it does not know to its formal name', () => {
    expect(ruleWords('bvult→bvsle')).toEqual({ says: '', formal: 'bvult→bvsle' });
    expect(ruleWords('janus:sideways:x')).toEqual({ says: '', formal: 'janus:sideways:x' });
  });
});
