// Where to look before filing: a search of the tracker's issues for what identifies the finding, as a GitHub issue
// search address (both trackers are GitHub repositories). A crash or an error is searched by the solver's own words
// (an assertion's source file, else its message without addresses, paths and numbers); a wrong answer, an invalid
// model or an unknown by the theory operators the formula uses, the least common first. cvc5's fuzzing guidelines
// and Z3's maintainers both ask for no duplicates: every report carries this address (TrackerReport.searchUrl).
import type { Finding } from '../record.js';
import { TRACKER_REPO, type Tracker } from './tracker.js';

/** Commands, the core theory and the binders: in almost every formula, so they tell nothing. */
const COMMON = new Set(
  (
    'assert check-sat check-sat-assuming declare-fun declare-const declare-sort define-fun define-fun-rec define-sort ' +
    'define-const declare-datatype declare-datatypes set-logic set-info set-option get-model get-value get-info ' +
    'push pop exit reset echo and or not xor => = distinct ite let forall exists match ! + - * / < <= > >= _ as'
  ).split(' '),
);

/** An operator of a theory: a dotted name (`fp.to_sbv`, `str.replace_re`) or a bit-vector one (`bvsmod`). */
const THEORY_OPERATOR =
  /^(?:[a-z]+\.[^\s()]+|bv[a-z]+|to_fp(?:_unsigned)?|re\.[\w+*-]+|(?:zero|sign)_extend|extract|concat|rotate_\w+|repeat|int2bv|bv2nat|to_real|to_int|is_int|abs|div|mod|select|store|seq\.\w+)$/;

/** The formula's theory operators, the rarest first (at most `max`). */
export function operatorsOf(formula: string, max = 3): string[] {
  const counts = new Map<string, number>();
  for (const m of formula.matchAll(/\(\s*(?:\(_\s+)?([^\s()]+)/g)) {
    const op = m[1]!;
    if (COMMON.has(op) || !THEORY_OPERATOR.test(op)) continue;
    counts.set(op, (counts.get(op) ?? 0) + 1);
  }
  return [...counts.entries()]
    .sort((a, b) => a[1] - b[1] || a[0].localeCompare(b[0]))
    .slice(0, max)
    .map(([op]) => op);
}

/** The solver's words that identify a crash or an error: an assertion's source file, else the message's gist. */
export function identifyingWords(message: string): string {
  const file = /\b([\w-]+\.(?:cpp|h|hpp|cc))(?::\d+)?/.exec(message)?.[1];
  if (file) return file;
  return message
    .split('\n')[0]!
    .replace(/^(?:host exception: |a Z3 thread trapped: |RuntimeError: )+/, '')
    .replace(/^\(error "|"\)$/g, '')
    .replace(/0x[0-9a-fA-F]+|(?:\/[\w.-]+)+|\b\d+\b|line \d+ column \d+:?/g, ' ')
    .replace(/[^\w.:' -]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .split(' ')
    .slice(0, 8)
    .join(' ');
}

/** The search terms for a finding. */
export function searchTermsOf(f: Pick<Finding, 'kind' | 'detail' | 'message' | 'mutant'>): string {
  if (f.kind === 'crash' || f.kind === 'error') {
    const words = identifyingWords(f.detail ?? f.message);
    return words.includes(' ') ? `"${words}"` : words;
  }
  const ops = operatorsOf(f.mutant);
  const what = f.kind === 'invalid-model' ? 'model' : f.kind === 'incompleteness' ? 'unknown' : 'wrong';
  return [what, ...ops].join(' ');
}

/** The address of a search of the tracker's issues (open and closed) for the finding. */
export function trackerSearchUrl(f: Pick<Finding, 'kind' | 'detail' | 'message' | 'mutant'>, tracker: Tracker): string {
  const q = new URLSearchParams({ q: `is:issue ${searchTermsOf(f)}` });
  return `${TRACKER_REPO[tracker]}/issues?${q.toString()}`;
}
