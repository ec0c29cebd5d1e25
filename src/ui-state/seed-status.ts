// What the page says under the seed editor and whether the seed can run: errors block it, and so does an
// empty seed (issue 15: an empty editor said "✓ 0 commands, well-sorted" and Mutate ran on nothing).
import type { Diagnostics } from '../smtlib/diagnose.js';

export interface SeedStatus {
  ok: boolean;
  text: string;
}

export function seedStatus(d: Diagnostics): SeedStatus {
  const n = d.errors.length;
  if (n > 0) return { ok: false, text: `✗ ${n} error${n > 1 ? 's' : ''} — fix the seed to run it` };
  if (d.commands === 0) return { ok: false, text: 'The seed is empty: write SMT-LIB commands or pick an example.' };
  return { ok: true, text: `✓ ${d.commands} command${d.commands > 1 ? 's' : ''}, well-sorted` };
}
