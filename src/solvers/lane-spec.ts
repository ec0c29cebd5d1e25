// Lane names as a person types them (CLI `--solver`, share links):
//   z3              newest bundled Z3 wasm        z3@4.8.17      a bundled Z3 wasm version
//   cvc5            native cvc5 on PATH           native:PATH    any solver binary
// followed by `+option` parts: `z3+model_validate=true`, `cvc5+--check-models+--strings-exp`.
import { fail, ok, type Result } from '../smtlib/result.js';
import type { Lane, SolverFamily } from './lane.js';
import { BUNDLED_Z3, NEWEST_Z3, bundledZ3 } from './z3/bundled.js';

const noPosition = { line: 0, col: 0, offset: 0 };
const bad = (message: string): Result<Lane> => fail({ message, ...noPosition });

/** Version of a native binary, when known; otherwise 'unknown' (the caller may detect it). */
export type NativeVersionOf = (binary: string) => string | undefined;

export function familyOfBinary(binary: string): SolverFamily | undefined {
  const base = binary.slice(binary.lastIndexOf('/') + 1).toLowerCase();
  if (base.startsWith('z3')) return 'z3';
  if (base.startsWith('cvc5') || base.startsWith('cvc4')) return 'cvc5';
  return undefined;
}

function laneId(base: string, options: readonly string[]): string {
  return options.length === 0 ? base : `${base}+${options.join('+')}`;
}

export function parseLaneSpec(spec: string, nativeVersion: NativeVersionOf = () => undefined): Result<Lane> {
  const [head = '', ...options] = spec.split('+');
  if (head === 'z3' || head.startsWith('z3@')) {
    const wanted = head === 'z3' ? NEWEST_Z3.version : head.slice(3);
    const z3 = bundledZ3(wanted);
    if (!z3) {
      const known = BUNDLED_Z3.map((z) => z.version).join(', ');
      return bad(`Z3 ${wanted} is not bundled (bundled versions: ${known}); use native:PATH for another build`);
    }
    for (const o of options) if (!o.includes('=')) return bad(`Z3 option '${o}' must be written name=value`);
    return ok({
      id: laneId(`z3@${z3.version}`, options),
      family: 'z3',
      version: z3.version,
      backend: 'wasm',
      options,
      pkg: z3.pkg,
    });
  }
  if (head === 'cvc5' || head.startsWith('native:')) {
    const binary = head === 'cvc5' ? 'cvc5' : head.slice('native:'.length);
    if (!binary) return bad('native: needs the path of a solver binary, e.g. native:/usr/bin/z3');
    const family = familyOfBinary(binary);
    if (!family) return bad(`cannot tell whether '${binary}' is z3 or cvc5 from its name`);
    const version = nativeVersion(binary) ?? 'unknown';
    return ok({
      id: laneId(`${binary}@${version}(native)`, options),
      family,
      version,
      backend: 'native',
      options,
      binary,
    });
  }
  return bad(`unknown solver '${spec}': use z3, z3@VERSION, cvc5 or native:PATH`);
}
