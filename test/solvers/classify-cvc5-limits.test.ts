// cvc5 1.3.2's words for what it does not handle, met by the newest-release campaign (2026-11-28): each is the
// solver's limit (unsupported) or an answer an option withholds (query not available), never a rejected valid
// input (the judge's error finding).
import { describe, expect, it } from 'vitest';
import { classify } from '../../src/solvers/classify/index.js';

const run = (error: string, answers = '') => ({
  stdout: `${answers}(error "${error}")\n`,
  stderr: '',
  exitCode: 1,
  signal: null,
  timedOut: false,
});

describe("cvc5 1.3.2's limits", () => {
  it('reads a non-constant re.range and a term outside the declared logic as unsupported', () => {
    expect(classify(run('expecting a constant string term in regexp range'))).toMatchObject({
      status: 'error',
      errorKind: 'unsupported',
    });
    expect(
      classify(
        run(
          "The logic was specified as UFBVFP, which doesn't include THEORY_ARITH, but got a term for that theory during solving.",
        ),
      ),
    ).toMatchObject({ status: 'error', errorKind: 'unsupported' });
  });

  it('reads get-value refused under --no-assign-function-values as a query the option withholds', () => {
    expect(classify(run('Cannot get-value when --assign-function-values is false.', 'sat\n'))).toEqual({
      answers: ['sat'],
      status: 'ok',
      message: '',
    });
  });
});
