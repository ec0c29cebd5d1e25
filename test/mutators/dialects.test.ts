// The lanes' dialects as a mutation option: a campaign derives them from its lanes, checks its seeds
// against them, and OpFuzz/TypeFuzz introduce nothing outside them; without them, a mutation keeps to the
// dialects that read its seed.
import { describe, expect, it } from 'vitest';
import { parseSeed } from '../../src/campaign/prepare.js';
import { opFuzz } from '../../src/mutators/opfuzz/index.js';
import { mutationVocabulary, seedVocabulary } from '../../src/mutators/portable.js';
import { typeFuzz } from '../../src/mutators/typefuzz/index.js';
import { defaultOptions, type Mutator } from '../../src/mutators/types.js';
import { walk } from '../../src/mutators/walk.js';
import { parseScript } from '../../src/smtlib/parser.js';
import { dialectsOfLanes } from '../../src/solvers/dialects.js';

const parse = (text: string) => {
  const p = parseScript(text);
  if (!p.ok) throw new Error(p.error.message);
  return p.value;
};

const rulesOf = (mutator: Mutator, text: string, dialects?: string): Set<string> => {
  const options = { ...defaultOptions(mutator.info), ...(dialects ? { dialects } : {}) };
  const steps = walk(mutator, { script: parse(text) }, { rngSeed: 5, mode: 'reset', iterations: 300, options });
  const out = new Set<string>();
  for (const s of steps) {
    expect(s.ok || !s.bug, s.ok ? '' : s.reason).toBe(true);
    if (s.ok) for (const t of s.result.trace) out.add(t.rule.slice(t.rule.indexOf('→') + 1));
  }
  return out;
};

describe('dialects of lanes', () => {
  it('are the lanes’ families at their versions', () => {
    expect(
      dialectsOfLanes([
        { family: 'z3', version: '5.2.0' },
        { family: 'cvc5', version: '1.0.3' },
        { family: 'z3', version: '5.2.0' },
      ]),
    ).toBe('z3@5.2.0,cvc5@1.0.3');
    expect(dialectsOfLanes([{ family: 'cvc5', version: 'unknown' }])).toBe('cvc5');
  });

  it('decide which seeds a campaign keeps', () => {
    const seed = { id: 'rem', text: '(declare-const x Int)\n(assert (= (rem x 2) 1))' };
    expect(parseSeed(seed).ok).toBe(true);
    expect(parseSeed(seed, 'z3@5.2.0').ok).toBe(true);
    const r = parseSeed(seed, 'z3@5.2.0,cvc5@1.0.3');
    expect(r.ok ? '' : r.reason).toBe(
      "ill-sorted at 2:12: 'rem' is not in the z3@5.2.0 and cvc5@1.0.3 dialect (read by Z3)",
    );
  });
});

describe('mutations keep to a vocabulary', () => {
  const SEED = '(set-logic QF_NIA)\n(declare-const x Int)\n(declare-const y Int)\n(assert (> (mod x 3) (div y 2)))';

  it('the seed’s own by default: both solvers read this seed, so nothing only one reads', () => {
    expect(seedVocabulary(parse(SEED))?.toString()).toBe('z3@4.8.12,cvc5@1.0.3');
    for (const m of [opFuzz, typeFuzz]) {
      const rules = rulesOf(m, SEED);
      expect(rules.has('rem')).toBe(false);
      expect(rules.has('int.pow2')).toBe(false);
    }
  });

  it('the lanes’ when given: Z3 lanes get rem, cvc5 lanes its integer operators', () => {
    expect(rulesOf(opFuzz, SEED, 'z3').has('rem')).toBe(true);
    const cvc5 = new Set([...rulesOf(opFuzz, SEED, 'cvc5@1.0.3'), ...rulesOf(typeFuzz, SEED, 'cvc5@1.0.3')]);
    expect(cvc5.has('rem')).toBe(false);
    expect(cvc5.has('int.pow2') || cvc5.has('iand')).toBe(true);
  });

  it('none with portable off and no dialects', () => {
    expect(mutationVocabulary(parse(SEED), { portable: false })).toBeUndefined();
    expect(mutationVocabulary(parse(SEED), { dialects: 'cvc5' })?.toString()).toBe('cvc5');
  });
});
