// What each tracker's new-issue page is, as read from the solver's own repository (data, with the day and commit it
// was read): Z3 has no issue template or form (its `.github` holds none at aaf2464), so a new Z3 issue is a plain
// title and body; cvc5 has one markdown template, `bug_report.md`, whose bold fields a report fills in, and sends
// fuzzer reports to its guidelines first (config.yml's contact link). issue-url.ts builds addresses from this table
// and test/finding/issue-url.test.ts checks them against it.

export interface TrackerTemplates {
  /** The day the repository was read, and at which commit. */
  read: string;
  commit: string;
  /** Issue templates (`.github/ISSUE_TEMPLATE/*`): markdown templates fill `body`; forms (`.yml`) fill fields. */
  templates: readonly string[];
  /** The markdown template's fields, as bold labels in its body (what a report writes under them). */
  fields: readonly string[];
  /** Where the tracker sends fuzzer reports before a new issue. */
  guidelines?: string;
}

export const TRACKER_TEMPLATES = {
  z3: { read: '2026-12-02', commit: 'aaf2464', templates: [], fields: [] },
  cvc5: {
    read: '2026-12-02',
    commit: '190adc3',
    templates: ['bug_report.md'],
    fields: [
      'Describe the bug',
      'Command line arguments',
      'cvc5 version/commit',
      'Operating system',
      '`configure.sh` options',
      '`configure.sh` output',
    ],
    guidelines: 'https://github.com/cvc5/cvc5/wiki/Fuzzing-cvc5',
  },
} as const satisfies Record<'z3' | 'cvc5', TrackerTemplates>;
