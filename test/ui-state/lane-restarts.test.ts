import { describe, expect, it } from 'vitest';
import { buildWords, restartNote, versionWords, withRestart } from '../../src/ui-state/lanes.js';

describe('lane restarts', () => {
  it('says nothing before the first restart', () => {
    expect(restartNote({})).toBeUndefined();
    expect(restartNote({ restarts: 0 })).toBeUndefined();
  });

  it('counts restarts and names the last reason, keeping the rest of the state', () => {
    const lane: { status: string; version: string; restarts?: number } = { status: 'busy', version: '4.8.17' };
    const once = withRestart(lane, 'timeout');
    expect(once).toEqual({ status: 'busy', version: '4.8.17', restarts: 1, lastRestart: 'timeout' });
    expect(restartNote(once)).toBe('restarts: 1 (last: a query ignored its timeout)');
    const twice = withRestart(once, 'crash');
    expect(twice.restarts).toBe(2);
    expect(restartNote(twice)).toBe('restarts: 2 (last: the solver crashed)');
  });
});

describe('a solver version said for people', () => {
  it('says a version that agrees with the lane as it is, and names both when they differ', () => {
    expect(versionWords('cvc5', '1.3.2')).toEqual({ text: 'reports 1.3.2' });
    expect(versionWords('z3@4.8.17', '4.8.17.0')).toEqual({ text: 'reports 4.8.17.0' });
    const z3 = versionWords('z3@5.2.0', '5.1.0.0');
    expect(z3.text).toBe('release 5.2.0, which calls itself 5.1.0.0');
    expect(z3.text).not.toContain('engine');
    expect(z3.title).toContain('npm release');
  });
});

describe('a build that describes itself, said for people', () => {
  const build = {
    version: '1.3.4',
    source: 'cvc5-1.3.4.tar.gz',
    commit: '',
    configure: '-DCMAKE_BUILD_TYPE=Production',
    optimisation: '-O2',
    dependencies: 'GMP 6.3.0',
    compiler: 'emcc 4.0.0',
    assertions: false,
  };
  it('says where it came from in a few words and how it was made in the tooltip', () => {
    const w = buildWords(build);
    expect(w.text).toBe('built by smtplay from cvc5-1.3.4.tar.gz, -O2');
    expect(w.title).toContain('CMake options: -DCMAKE_BUILD_TYPE=Production.');
    expect(w.title).toContain('Libraries: GMP 6.3.0.');
    expect(buildWords({ ...build, commit: '190adc3', assertions: true }).text).toBe(
      'built by smtplay from cvc5-1.3.4.tar.gz at 190adc3, -O2, assertions on',
    );
  });
  it('shortens a release tag’s full commit in the text and keeps it whole in the tooltip', () => {
    const w = buildWords({ ...build, commit: 'f3b21c4483d3b88dc63cb7cd3e5eb092eee5e341' });
    expect(w.text).toBe('built by smtplay from cvc5-1.3.4.tar.gz at f3b21c4483d3, -O2');
    expect(w.title).toContain('Commit: f3b21c4483d3b88dc63cb7cd3e5eb092eee5e341.');
  });
});
