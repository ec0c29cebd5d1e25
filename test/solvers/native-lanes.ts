// Lanes for Debian's native solvers, shared by the native test files.
import { installedSolvers } from '../../src/solvers/native/installed.js';
import type { Lane } from '../../src/solvers/lane.js';

export const Z3_NATIVE: Lane = {
  id: 'native:z3@4.8.12',
  family: 'z3',
  version: '4.8.12',
  backend: 'native',
  options: [],
  binary: 'z3',
};

export const CVC5_NATIVE: Lane = {
  id: 'native:cvc5@1.0.3',
  family: 'cvc5',
  version: '1.0.3',
  backend: 'native',
  options: [],
  binary: 'cvc5',
};

export function nativeLane(binary: string, family: Lane['family'] = 'z3', options: string[] = []): Lane {
  return { id: `native:${binary}`, family, version: 'unknown', backend: 'native', options, binary };
}

/** The newest releases `npm test`'s pretest installed (scripts/newest-solvers.sh), newest of each family first. */
export function installedLanes(): Lane[] {
  return installedSolvers().map((s) => ({ ...nativeLane(s.path, s.family), id: `native:${s.family}@${s.version}` }));
}
