// Pool sizing: one instance per core for every lane (a lane stuck on a query near its timeout must not hold
// up its other mutants), with Z3 wasm instances capped by the 2 GiB each reserves.
import { describe, expect, it } from 'vitest';
import { BUNDLED_CATALOG, parseLane } from '../../src/solvers/lane-spec.js';
import { instancesPerLane } from '../../src/solvers/pool.js';

const lane = (spec: string) => {
  const l = parseLane(spec, { ...BUNDLED_CATALOG, nativeVersion: () => '1.0.3' });
  if (!l.ok) throw new Error(l.error.message);
  return l.value;
};
const GiB = 1024 ** 3;

describe('instancesPerLane', () => {
  it('gives every lane one instance per core', () => {
    expect(instancesPerLane([lane('native:z3'), lane('native:cvc5')], { cores: 2, memory: 12 * GiB })).toBe(2);
    expect(instancesPerLane([lane('native:cvc5')], { cores: 8, memory: 1 * GiB })).toBe(8);
  });

  it('caps wasm instances by memory, and never goes below one', () => {
    expect(instancesPerLane([lane('z3'), lane('z3@4.8.17')], { cores: 16, memory: 12 * GiB })).toBe(3);
    expect(instancesPerLane([lane('z3')], { cores: 4, memory: 1 * GiB })).toBe(1);
    expect(instancesPerLane([lane('z3')], { cores: 0, memory: 12 * GiB })).toBe(1);
  });
});
