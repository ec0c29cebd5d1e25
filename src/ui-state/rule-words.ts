// A mutation rule in words a student can follow, beside its formal name. The rule names are the papers' notation
// (Janus' `a⊙b→b⊙ᵀa`, SAE's `sae:lpi:over:or`): exact, and kept for whoever reads the paper, but a class needs to
// be told first what the rule does to the formula and why the answer is known.
export interface RuleWords {
  /** What the rule did, in a sentence: "Janus weakened a sub-formula: whatever satisfied it still does." */
  says: string;
  /** The rule's name as the mutator wrote it (the paper's notation). */
  formal: string;
}

const JANUS: Readonly<Record<string, string>> = {
  weaken: 'Janus weakened a sub-formula: whatever satisfied it still does',
  strengthen: 'Janus strengthened a sub-formula: whatever falsified it still does',
  equiv: 'Janus rewrote a sub-formula into an equivalent one',
};

const SAE_KIND: Readonly<Record<string, string>> = {
  pst: 'swapped a predicate for a looser or tighter one of its theory (Table 2)',
  lpi: 'joined a random formula ψ to a literal l (l or ψ is looser, l and ψ tighter)',
};

const SAE_DIRECTION: Readonly<Record<string, string>> = {
  over: 'over-approximated: every model of the seed is a model of the mutant',
  under: 'under-approximated: every model of the mutant is a model of the seed',
};

/** The words for one trace rule; a rule this table does not know is shown by its formal name alone. */
export function ruleWords(rule: string): RuleWords {
  // `mutator:part:part:…` (mutators/janus/janus.ts, mutators/sae/approximate.ts); the rest is the paper's notation.
  const [mutator, first = '', second = ''] = rule.split(':');
  if (mutator === 'janus') {
    const says = JANUS[first];
    if (says) return { says: `${says}.`, formal: rule };
  }
  if (mutator === 'sae') {
    const [kind, direction] = [first, second];
    const did = SAE_KIND[kind];
    const way = SAE_DIRECTION[direction];
    if (did && way) return { says: `SAE ${did}, and so ${way}.`, formal: rule };
  }
  return { says: '', formal: rule };
}
