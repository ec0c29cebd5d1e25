// Where a seed's known answer comes from: the corpus manifest, or the script's own
// `(set-info :status sat|unsat)`. When both exist and disagree, the seed has no trustworthy label.
import type { Script } from '../../smtlib/ast.js';
import { declaredStatus } from '../../smtlib/status.js';
import type { Expected } from '../types.js';

function asExpected(value: string | undefined): Expected | undefined {
  return value === 'sat' || value === 'unsat' ? value : undefined;
}

/**
 * The seed's label: the manifest's `expected` column (only `sat`/`unsat`; lists such as `sat;unsat`
 * of incremental scripts and `unknown` give none) and the status line must agree when both exist.
 */
export function labelOf(script: Script, manifestLabel?: string): Expected | undefined {
  const fromManifest = asExpected(manifestLabel);
  const fromStatus = declaredStatus(script);
  if (fromManifest && fromStatus && fromManifest !== fromStatus) return undefined;
  return fromManifest ?? fromStatus;
}

/**
 * A label from solving the seed first: the common answer when every lane decided it (sat or unsat)
 * and all agree; none when a lane is undecided or they disagree. At least one answer is needed.
 */
export function agreedLabel(answers: readonly (string | undefined)[]): Expected | undefined {
  const first = asExpected(answers[0]);
  return first && answers.every((a) => a === first) ? first : undefined;
}
