// Error messages for applications that no signature accepts. Only called on the error path, so
// building strings here costs nothing on well-sorted input.
import type { Index } from '../ast.js';
import { sortToString, type Sort } from '../sort.js';
import type { Mismatch } from './resolve-types.js';
import type { Signature } from './signature.js';

export function listSorts(sorts: readonly Sort[]): string {
  const names = sorts.map(sortToString);
  if (names.length === 0) return 'no arguments';
  if (names.length === 1) return names[0]!;
  return `${names.slice(0, -1).join(', ')} and ${names[names.length - 1]!}`;
}

function describeArgs(sig: Signature): string {
  if (sig.expects) return sig.expects;
  if (sig.arity !== 'fixed') return `arguments of sort ${sig.argText[0]!}`;
  if (sig.args.length === 0) return 'no arguments';
  if (sig.args.length === 1) return `an argument of sort ${sig.argText[0]!}`;
  return `arguments of sorts ${sig.argText.join(', ')}`;
}

function describeArity(sig: Signature): string {
  return sig.arity === 'fixed' ? String(sig.args.length) : `at least ${sig.minArgs}`;
}

const unique = (xs: readonly string[]): string[] => [...new Set(xs)];

function joinOr(xs: readonly string[]): string {
  const u = unique(xs);
  const prefix = 'arguments of sort ';
  if (u.length > 1 && u.every((x) => x.startsWith(prefix))) {
    return prefix + u.map((x) => x.slice(prefix.length)).join(' or ');
  }
  return u.join(' or ');
}

const indexed = (name: string, indices: readonly Index[]): string =>
  indices.length ? `(_ ${name} ${indices.join(' ')})` : name;

/** The message for the most specific way the candidate signatures failed. */
export function mismatchMessage(
  name: string,
  indices: readonly Index[],
  argSorts: readonly Sort[],
  expected: Sort | undefined,
  failures: readonly { sig: Signature; why: Mismatch }[],
): string {
  const order: Mismatch[] = ['where', 'result', 'underdetermined', 'sorts', 'arity', 'indices'];
  const why = order.find((w) => failures.some((f) => f.why === w)) ?? 'indices';
  const sigs = failures.filter((f) => f.why === why).map((f) => f.sig);
  const first = sigs[0]!;
  switch (why) {
    case 'where':
      return `${first.whereMessage}: ${indexed(name, indices)} on ${listSorts(argSorts)}`;
    case 'result':
      return argSorts.length
        ? `${indexed(name, indices)} cannot have sort ${sortToString(expected!)} given ${listSorts(argSorts)}`
        : `${indexed(name, indices)} cannot have sort ${sortToString(expected!)}`;
    case 'underdetermined':
      return `cannot infer the sort of '${name}': write (as ${indexed(name, indices)} <sort>)`;
    case 'sorts':
      return `${name} expects ${joinOr(sigs.map(describeArgs))}, got ${listSorts(argSorts)}`;
    case 'arity':
      return `wrong number of arguments to '${name}': expected ${unique(sigs.map(describeArity)).join(' or ')}, got ${argSorts.length}`;
    case 'indices': {
      const wanted = unique(sigs.map((s) => String(s.indices.length)));
      if (indices.length === 0) return `'${name}' is indexed: write (_ ${name} ${first.indices.join(' ')})`;
      if (wanted.length === 1 && wanted[0] === '0') return `'${name}' is not an indexed operator`;
      if (indices.some((i) => typeof i !== 'number')) return `the indices of '${name}' must be numerals`;
      return `(_ ${name} …) expects ${wanted.join(' or ')} indices, got ${indices.length}`;
    }
  }
}
