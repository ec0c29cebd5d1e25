// A finding in words, from its structure: the judge's message (lane ids), the page's sentence (lane titles), a
// report's line. Lanes are named through a function, never by replacing ids inside a text, so a lane renamed
// (its options reduced, another release substituted) or titled for people is named right everywhere.
import { inRuleOrder } from './same-bug.js';
import type { RawFinding } from './types.js';

/** The fields a finding's words come from. */
export type FindingFacts = Omit<RawFinding, 'message'>;

const REGRESSION_WORDS: Readonly<Record<NonNullable<RawFinding['regression']>, string>> = {
  'newer-regressed': 'the newer version regressed',
  'older-incomplete': 'the older version is incomplete',
};

/** One line saying what happened; `name` says how a lane is called (its id by default). */
export function describeFinding(f: FindingFacts, name: (laneId: string) => string = (id) => id): string {
  const [first = '?', second = '?'] = f.lanes.map(name);
  const why = f.reason ? ` (${f.reason})` : '';
  switch (f.kind) {
    case 'crash':
      return f.detail || 'crash without a message';
    case 'error':
      return f.detail || 'error without a message';
    case 'invalid-model':
      return `${first}: ${f.detail ?? 'the model is invalid'}`;
    case 'soundness': {
      if (f.expected) return `${first} ${f.said[0] ?? '?'}, expected ${f.expected}`;
      const side = (answer: string): string =>
        f.lanes
          .filter((_, i) => f.said[i] === answer)
          .map(name)
          .join(', ');
      const where = f.check !== undefined ? ` (check-sat ${f.check})` : '';
      return `${side('sat')} sat vs ${side('unsat')} unsat${where}`;
    }
    case 'incompleteness':
      if (f.regression)
        return `regression (${REGRESSION_WORDS[f.regression]}): ${second} ${f.said[1] ?? '?'}, ${first} unknown`;
      if (f.lanes.length === 1) return `${first} unknown${why}, expected ${f.expected ?? '?'}`;
      return `${first} unknown${why} while ${second} says ${f.said[1] ?? '?'}`;
  }
}

/** A finding in the rule's lane order, with its words: what the oracles return. */
export function finding(facts: FindingFacts): RawFinding {
  const ordered = inRuleOrder(facts);
  return { ...ordered, message: describeFinding(ordered) };
}

/** The same finding with its lanes renamed (options reduced, a release substituted) and its words rewritten. */
export function withLanes(f: RawFinding, rename: (laneId: string) => string): RawFinding {
  const { message: _old, ...facts } = f;
  return finding({ ...facts, lanes: f.lanes.map(rename) });
}
