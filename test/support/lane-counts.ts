// A lane's counts in a campaign (campaign/types.ts LaneCounts), all zero but those given: for tests of the views
// that read them.
import type { LaneCounts } from '../../src/campaign/types.js';

export const laneCounts = (patch: Partial<LaneCounts>): LaneCounts => ({
  sat: 0,
  unsat: 0,
  unknown: 0,
  ok: 0,
  timeout: 0,
  crash: 0,
  error: 0,
  solverMs: 0,
  ...patch,
});
