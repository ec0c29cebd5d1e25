// Lane names: one grammar for the CLI, the page, share links and finding records.
import { describe, expect, it } from 'vitest';
import {
  baseOf,
  BUNDLED_CATALOG,
  canonicalLaneId,
  familyOf,
  familyVersion,
  optionsAfter,
  versionOf,
  withVersion,
  laneTitle,
  offeredLanes,
  parseLane,
  parseLaneSpec,
  printLaneSpec,
} from '../../src/solvers/lane-spec.js';

const withNative = {
  ...BUNDLED_CATALOG,
  nativeVersion: (b: string) => (b === 'cvc5' ? '1.0.3' : b === 'z3' ? '4.8.12' : undefined),
};

describe('lane specs', () => {
  it('resolves every form to a canonical id that parses back to the same lane', () => {
    const cases: [string, string][] = [
      ['z3', 'z3@5.2.0'],
      ['z3@4.8.17+model_validate=true', 'z3@4.8.17+model_validate=true'],
      ['cvc5', 'cvc5'],
      ['cvc5+--check-models+--strings-exp', 'cvc5+--check-models+--strings-exp'],
      ['native:cvc5+--strings-exp', 'native:cvc5@1.0.3+--strings-exp'],
      ['native:z3', 'native:z3@4.8.12'],
      ['native:/opt/bin/z3', 'native:/opt/bin/z3'],
    ];
    for (const [spec, id] of cases) {
      const lane = parseLane(spec, withNative);
      expect(lane.ok && lane.value.id, spec).toBe(id);
      const again = parseLane(id, withNative);
      expect(again.ok && again.value).toEqual(lane.ok && lane.value);
    }
  });

  it('reads the native ids finding records used to hold', () => {
    expect(canonicalLaneId('cvc5@1.0.3(native)+--strings-exp', withNative)).toBe('native:cvc5@1.0.3+--strings-exp');
    expect(canonicalLaneId('z3@4.8.12(native)', withNative)).toBe('native:z3@4.8.12');
  });

  it('cvc5 names the WebAssembly build everywhere, native:cvc5 the process', () => {
    const wasm = parseLaneSpec('cvc5');
    const native = parseLaneSpec('native:cvc5');
    expect(wasm.ok && wasm.value).toMatchObject({ family: 'cvc5', backend: 'wasm' });
    expect(native.ok && native.value).toMatchObject({ family: 'cvc5', backend: 'native', binary: 'cvc5' });
  });

  it('refuses what is not a lane, saying why', () => {
    const bad = (spec: string, why: RegExp) => {
      const r = parseLane(spec, withNative);
      expect(r.ok ? 'parsed' : r.error.message, spec).toMatch(why);
    };
    bad('yices', /unknown solver 'yices'/);
    bad('z3@9.9.9', /Z3 9\.9\.9 is not available here \(available: 5\.2\.0, 4\.8\.17\)/);
    bad('z3+--strings-exp', /not a Z3 option/);
    bad('cvc5+model_validate=true', /not a CVC5 option/);
    bad('native:', /needs a solver binary/);
    bad('native:/bin/true', /cannot tell whether/);
    bad('native:cvc5@1.2.0', /native:cvc5 is version 1\.0\.3, not 1\.2\.0/);
    bad('z3@abc', /not a version number/);
    bad('native:cvc5@nope', /'nope' is not a version number: write native:cvc5@VERSION/);
  });

  it('names a build of the main branch by its commit, resolved to the program the head script installed', () => {
    const heads = {
      ...withNative,
      nativeProgram: (family: string, version: string) =>
        version === 'main-190adc3' ? `/cache/head-solvers/bin/${family}-${version}` : undefined,
    };
    const lane = parseLane('native:cvc5@main-190adc3+--check-models', heads);
    expect(lane.ok && lane.value).toMatchObject({
      id: 'native:cvc5@main-190adc3+--check-models',
      version: 'main-190adc3',
      program: '/cache/head-solvers/bin/cvc5-main-190adc3',
    });
    expect(laneTitle('native:cvc5@main-190adc3')).toBe('cvc5 main at 190adc3 (native)');
    expect(versionOf('native:z3@main-aaf2464+a=1')).toBe('main-aaf2464');
    const missing = parseLane('native:cvc5@main-1234567', heads);
    expect(missing.ok ? 'parsed' : missing.error.message).toMatch(/native:cvc5 is version 1\.0\.3, not main-1234567/);
    const listed = parseLane('native:cvc5@1.3.9', { ...heads, nativeVersions: () => ['main-190adc3', '1.3.4'] });
    expect(listed.ok ? 'parsed' : listed.error.message).toMatch(
      /installed beside it: native:cvc5@main-190adc3, native:cvc5@1\.3\.4; or install cvc5 1\.3\.9/,
    );
  });

  it('titles lanes for people and offers the page one lane per WebAssembly build', () => {
    expect(laneTitle('z3@5.2.0')).toBe('Z3 5.2.0');
    expect(laneTitle('z3@4.8.17+smt.string_solver=z3str3')).toBe('Z3 4.8.17 (smt.string_solver=z3str3)');
    expect(laneTitle('native:cvc5@1.0.3')).toBe('cvc5 1.0.3 (native)');
    expect(laneTitle('cvc5')).toBe('CVC5');
    expect(laneTitle('garbage<')).toBe('garbage<');
    expect(offeredLanes().map((l) => l.id)).toEqual(['z3@5.2.0', 'z3@4.8.17', 'cvc5']);
    const r = parseLaneSpec('z3@4.8.17+a=1');
    expect(r.ok && printLaneSpec(r.value)).toBe('z3@4.8.17+a=1');
  });

  it('answers questions about a lane from its value, for every caller', () => {
    expect(familyOf('z3@4.8.17+model_validate=true')).toBe('z3');
    expect(familyOf('native:/opt/bin/cvc5-1.1+--strings-exp')).toBe('cvc5');
    expect(familyOf('cvc5z3')).toBeUndefined();
    expect(versionOf('z3@4.8.17+a=1')).toBe('4.8.17');
    expect(versionOf('native:cvc5@1.0.3')).toBe('1.0.3');
    expect(versionOf('z3')).toBeUndefined();
    const lane = parseLane('native:z3+smt.relevancy=0', withNative);
    expect(lane.ok && baseOf(lane.value).id).toBe('native:z3@4.8.12');
    expect(lane.ok && withVersion(lane.value, '4.13.0').id).toBe('native:z3@4.13.0+smt.relevancy=0');
    expect(familyVersion({ family: 'cvc5', version: '1.0.3' })).toBe('cvc5@1.0.3');
    expect(familyVersion({ family: 'z3', version: '' })).toBe('z3');
  });

  it('tells the options a lane adds after a base lane, and only for that base', () => {
    expect(optionsAfter('z3@4.8.17', 'z3@4.8.17+a=1+b.c=2')).toEqual(['a=1', 'b.c=2']);
    expect(optionsAfter('z3@4.8.17+a=1', 'z3@4.8.17+a=1+b=2')).toEqual(['b=2']);
    expect(optionsAfter('z3@4.8.17', 'z3@4.8.17')).toEqual([]);
    // a prefix of the text is not a prefix of the lane
    expect(optionsAfter('z3@4.8.1', 'z3@4.8.17+a=1')).toBeUndefined();
    expect(optionsAfter('z3@4.8.17+a=1', 'z3@4.8.17+b=2+a=1')).toBeUndefined();
    expect(optionsAfter('native:z3@4.8.12', 'z3@4.8.12+a=1')).toBeUndefined();
    expect(optionsAfter('native:cvc5@1.0.3', 'native:cvc5@1.0.3+--strings-exp')).toEqual(['--strings-exp']);
  });
});
