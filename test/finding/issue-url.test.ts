// Each tracker's new-issue address against its real template set (report/tracker-templates.ts, read from the
// solvers' repositories): Z3 has no template, so the address names none and carries the whole report as the body of
// a plain issue; cvc5's body is its `bug_report.md` with every field in the template's order. Addresses of the
// report's own parameters only: title and body (a form's field ids would be dropped by GitHub without a form).
import { describe, expect, it } from 'vitest';
import { newIssueUrl, trackerReport } from '../../src/finding/report/index.js';
import { TRACKER_TEMPLATES } from '../../src/finding/report/tracker-templates.js';
import { findingFrom } from '../support/findings.js';
import { outcome } from '../support/outcome.js';

const FORMULA = '(declare-const x Int)\n(assert (> x 2))\n(check-sat)\n';

function reportFor(tracker: 'z3' | 'cvc5') {
  const subject = tracker === 'z3' ? 'native:z3@4.13.3' : 'native:cvc5@1.3.2';
  const other = tracker === 'z3' ? 'native:cvc5@1.3.2' : 'native:z3@4.13.3';
  const f = findingFrom(FORMULA, { kind: 'differential', expected: null }, [
    outcome(subject, { status: 'crash', message: 'Fatal failure', stderr: 'Fatal failure at x.cpp:1' }),
    outcome(other, { answers: ['sat'] }),
  ])!;
  const r = trackerReport(f, { platform: 'Linux x64' }, tracker);
  if (!r.ok) throw new Error(r.reason);
  return r.report;
}

describe('new-issue addresses against the trackers’ template sets', () => {
  for (const tracker of ['z3', 'cvc5'] as const)
    it(`${tracker}: read ${TRACKER_TEMPLATES[tracker].read} at ${TRACKER_TEMPLATES[tracker].commit}`, () => {
      const report = reportFor(tracker);
      const url = newIssueUrl(report);
      expect(url.complete).toBe(true);
      const params = new URL(url.url).searchParams;
      expect([...params.keys()].sort()).toEqual(['body', 'title']);
      expect(params.get('body')).toBe(report.body);
      const { templates, fields } = TRACKER_TEMPLATES[tracker];
      // A template named in an address must be one the tracker has (Z3 has none).
      const template = params.get('template');
      if (template !== null) expect(templates).toContain(template);
      // The markdown template's fields, each once, in its order.
      const at = fields.map((field) => report.body.indexOf(`**${field}**`));
      expect(at.every((i) => i >= 0)).toBe(true);
      expect([...at].sort((a, b) => a - b)).toEqual(at);
    });

  it('past GitHub’s length: the title alone (and cvc5’s template, so its fields are there to paste into)', () => {
    for (const tracker of ['z3', 'cvc5'] as const) {
      const long = { ...reportFor(tracker), body: 'x'.repeat(9000) };
      const url = newIssueUrl(long);
      expect(url.complete).toBe(false);
      const params = new URL(url.url).searchParams;
      expect(params.get('body')).toBeNull();
      expect(params.get('template')).toBe(TRACKER_TEMPLATES[tracker].templates[0] ?? null);
    }
  });
});
