// A stand-in clock for a hand-over's reduction cap (handover/pipeline.ts `stopAfter`): a reduction whose cap is
// `capMs` stops at its first accepted step, one with any other cap (a carry-on's) is never stopped. No wall time
// decides where a reduction stops, so a test of the cap passes on a slow, busy machine too.
import type { HandoverPlan } from '../../src/handover/pipeline.js';

/** A plan's reduce settings and clock: the cap `capMs` stops each reduction at its first accepted step. */
export function capAtFirstStep(
  capMs: number,
  carryOnMs: number | undefined,
): Required<Pick<HandoverPlan, 'reduce' | 'stopAfter'>> {
  const caps: AbortController[] = [];
  return {
    reduce: {
      jobs: 1,
      capMs,
      ...(carryOnMs ? { carryOnMs } : {}),
      onProgress: (p) => {
        if (p.accepted) caps.at(-1)?.abort();
      },
    },
    stopAfter: (ms) => {
      const stop = new AbortController();
      if (ms === capMs) caps.push(stop);
      return stop.signal;
    },
  };
}
