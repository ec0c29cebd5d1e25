// Links made before lanes were values (by the code of main at 3770d34) still open: their lanes are read by
// solvers/lane-spec.ts, the step they name rebuilds the same mutant, and a literal mutant shows alone.
import { describe, expect, it } from 'vitest';
import { decodeShare } from '../../src/share/codec.js';
import { laneChoiceOf } from '../../src/ui-state/lanes.js';
import { StepSession } from '../../src/ui-state/step-session.js';

const OPFUZZ_STEP =
  '#s=XY-xTsQwEER_ZTWVLXxREjgdsg5ES0FFCRQmWSC6xI7sDUpyyr8jH6Kh253ZeaM94xu2MkjMbYJ9gWq56V3kXRN8Eprp0Yt-9f_k5U92KXEUUs63pO5pplqTOt7RQuqKZqq0JtV2STrfZNiidU41X9ycdsllBN4MhkmchAh7hncDwyKMH9O6wiCM0gWfsnW5-l0qgzFEce89w0qceNsMov98Zm5hDwZJeIStDXrn-fLYev2wL-qihMnjTXFbVIfcLd3AYZKnBLsvy3L7AQ';
/** What the old page showed for that step (runStep of 3770d34). */
const OPFUZZ_MUTANT =
  '(declare-const x Int)\n(declare-const y Int)\n(assert (and (> x 2) (> y (+ x 1)) (distinct x y)))\n(check-sat)\n';
const LITERAL =
  '#s=hY7BasJAFEV_ZbirhI5DbCqWoUJ_oCuXTpBp8mrFZCLz3qRF8d9L4sZCsbsHl3fOOWOAnWswUcOwG2QN1a2PNPtIQbHKcrWWuA-73IXMM1MUlbFE86JYOXiHfFzqT6oPM_aSu4BKI4bdmqi5ooWOsIVGl8QHgf3t-N4u71nG2eEvjUbrA03Rp_J1YR5NAT2eT-bZzJcP3Inhibrlvh0ork4lSyzHPtl31Cd5Y9hFURQa_TtTHMbizXniwt5SWbwkhkV_gIYP_EVxMqfAXlBd9O3XfwF3eFdadfkB';
const OPTIONS =
  '#s=Jc5PS8QwFATwr1Lm1KVpiV32Eljx6sGTRxUJydMt5k_Jey21pd9dul5nGOa3YYZ5UGAizzBvqD25YAu1LieWaqmek5zeU22ZqUhVP1ZL1Z-OxN3I_bRsjxofCnESK7nAbEg2Egzkd6SvaV2hkEcZcmKYbd8VSvp-JfIwZwUWGmG0QrCJ7oT1_HTp-k43MXsKn7MNg7dCVykTNRyls2WQW8c5zFSuPRTc7C5N2_6L7is-RDJEypO8MEyvtVagZSQnxzHYCvY_';

const session = (): StepSession =>
  new StepSession({ run: () => Promise.reject(new Error('nothing runs')), lanes: () => [], timeoutMs: () => 5000 });

async function open(link: string) {
  const d = await decodeShare(link);
  if (!d.ok) throw new Error(d.message);
  const s = session();
  s.openLink(d.state);
  return { state: d.state, view: s.view, share: s.shareState() };
}

describe('links made by the earlier playground', () => {
  it('a mutator step rebuilds the mutant the earlier page showed', async () => {
    const { state, view } = await open(OPFUZZ_STEP);
    expect(state.lanes.map((l) => laneChoiceOf(l)?.base)).toEqual(['z3@5.2.0', 'z3@4.8.17']);
    expect(view.result).toMatchObject({ ok: true, step: 2, mutant: OPFUZZ_MUTANT });
    expect(view.config).toMatchObject({ mutator: 'opfuzz', rngSeed: 7 });
  });

  it('a literal mutant shows alone, with what the link claims', async () => {
    const { state, view, share } = await open(LITERAL);
    expect(view.result).toBeUndefined();
    expect(view.literal).toMatchObject({
      mutant: '(declare-fun x_7 () String)\n(assert (str.< x_7 ""))\n(check-sat)\n',
    });
    expect(view.link?.claim).toBe(
      'This link claims: Z3 5.2.0 says unsat; Z3 4.8.17 (smt.string_solver=z3str3) says sat',
    );
    expect(laneChoiceOf(state.lanes[1]!)).toMatchObject({ base: 'z3@4.8.17', extra: ['smt.string_solver=z3str3'] });
    expect(share?.mutant).toBe(view.literal?.mutant);
  });

  it('lane options and an expected answer keep their meaning', async () => {
    const { state, view } = await open(OPTIONS);
    expect(laneChoiceOf(state.lanes[0]!)).toEqual({ base: 'z3@5.2.0', enabled: true, modelValidate: true, arith: '2' });
    expect(laneChoiceOf(state.lanes[1]!)).toEqual({
      base: 'cvc5',
      enabled: true,
      modelValidate: true,
      arith: 'default',
    });
    expect(view.result).toMatchObject({
      ok: true,
      mutant: '(declare-const x Int)\n(assert (> x (mod 2 x)))\n(check-sat)\n',
    });
  });
});
