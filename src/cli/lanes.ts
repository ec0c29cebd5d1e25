// Turns `--solver` specs into lanes: every native binary is asked its version once (solvers/lane-spec.ts
// resolves the rest).
import { formatError } from '../smtlib/result.js';
import type { Lane } from '../solvers/lane.js';
import { BUNDLED_CATALOG, parseLaneSpec, resolveLane } from '../solvers/lane-spec.js';
import { detectNativeVersion } from '../solvers/native/version.js';
import { UsageError } from './io.js';

const LANES_HELP = 'z3, z3@VERSION, cvc5 (WebAssembly build), native:z3, native:cvc5, native:PATH';

export async function resolveLanes(specs: readonly string[]): Promise<Lane[]> {
  if (specs.length === 0) throw new UsageError(`give at least one --solver (${LANES_HELP})`);
  const requests = specs.map((spec) => {
    const r = parseLaneSpec(spec);
    if (!r.ok) throw new UsageError(formatError(r.error).replace(/^\?: /, ''));
    return r.value;
  });
  const versions = new Map<string, string | undefined>();
  for (const r of requests)
    if (r.backend === 'native' && !versions.has(r.binary!))
      versions.set(r.binary!, await detectNativeVersion(r.binary!));
  return requests.map((r) => {
    const lane = resolveLane(r, { ...BUNDLED_CATALOG, nativeVersion: (b) => versions.get(b) });
    if (!lane.ok) throw new UsageError(formatError(lane.error).replace(/^\?: /, ''));
    return lane.value;
  });
}
