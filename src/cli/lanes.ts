// Turns `--solver` specs into lanes, detecting the versions of native binaries first.
import { formatError } from '../smtlib/result.js';
import type { Lane } from '../solvers/lane.js';
import { familyOfBinary, parseLaneSpec } from '../solvers/lane-spec.js';
import { detectNativeVersion } from '../solvers/native/version.js';
import { UsageError } from './io.js';

function nativeBinaryOf(spec: string): string | undefined {
  const head = spec.split('+')[0] ?? '';
  if (head === 'cvc5') return 'cvc5';
  if (head.startsWith('native:')) return head.slice('native:'.length);
  return undefined;
}

export async function resolveLanes(specs: readonly string[]): Promise<Lane[]> {
  if (specs.length === 0) throw new UsageError('give at least one --solver (z3, z3@VERSION, cvc5, native:PATH)');
  const versions = new Map<string, string | undefined>();
  for (const spec of specs) {
    const binary = nativeBinaryOf(spec);
    if (binary && familyOfBinary(binary) && !versions.has(binary))
      versions.set(binary, await detectNativeVersion(binary));
  }
  return specs.map((spec) => {
    const lane = parseLaneSpec(spec, (b) => versions.get(b));
    if (!lane.ok) throw new UsageError(formatError(lane.error).replace(/^\?: /, ''));
    return lane.value;
  });
}
