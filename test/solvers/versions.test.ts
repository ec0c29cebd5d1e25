// Release numbers: order, and the ranges `smtplay bisect --versions` takes.
import { describe, expect, it } from 'vitest';
import {
  commitOf,
  compareVersions,
  isHeadVersion,
  isReleaseVersion,
  sortVersions,
  versionsInRange,
  versionWords,
} from '../../src/solvers/versions.js';

const KNOWN = ['5.2.0', '4.8.17', '4.10.0', '4.12.2', '4.13.0', '5.0.0'];

describe('versions', () => {
  it('orders numerically, part by part', () => {
    expect(compareVersions('4.8.17', '4.10.0')).toBeLessThan(0);
    expect(compareVersions('4.12.2', '4.12.2')).toBe(0);
    expect(compareVersions('5.0', '5.0.0')).toBe(0);
    expect(sortVersions(KNOWN)).toEqual(['4.8.17', '4.10.0', '4.12.2', '4.13.0', '5.0.0', '5.2.0']);
    expect(isReleaseVersion('4.12.2')).toBe(true);
    expect(isReleaseVersion('4.12.2-beta.1')).toBe(false);
  });

  it('reads A..B, open ends and lists, and says what is wrong', () => {
    expect(versionsInRange('4.10.0..5.0.0', KNOWN)).toEqual({ versions: ['4.10.0', '4.12.2', '4.13.0', '5.0.0'] });
    expect(versionsInRange('4.13.0..', KNOWN)).toEqual({ versions: ['4.13.0', '5.0.0', '5.2.0'] });
    expect(versionsInRange('..4.10.0', KNOWN)).toEqual({ versions: ['4.8.17', '4.10.0'] });
    expect(versionsInRange('5.2.0,4.8.17', KNOWN)).toEqual({ versions: ['4.8.17', '5.2.0'] });
    expect(versionsInRange('4.9.0..5.2.0', KNOWN)).toEqual({
      reason: '4.9.0 is not a known release (known: 4.8.17, 4.10.0, 4.12.2, 4.13.0, 5.0.0, 5.2.0)',
    });
    expect(versionsInRange('5.2.0..4.8.17', KNOWN)).toEqual({ reason: 'no release between 5.2.0 and 4.8.17' });
  });

  it('puts a build of the main branch after every release, whatever number its build prints', () => {
    expect(isHeadVersion('main-190adc3')).toBe(true);
    expect(isHeadVersion('main-190ADC3')).toBe(false);
    expect(isHeadVersion('1.3.5.dev')).toBe(false);
    expect(compareVersions('main-190adc3', '1.3.4')).toBeGreaterThan(0);
    expect(compareVersions('99.0.0', 'main-aaf2464')).toBeLessThan(0);
    expect(sortVersions(['main-aaf2464', '5.2.0', '4.13.3'])).toEqual(['4.13.3', '5.2.0', 'main-aaf2464']);
    expect(commitOf('main-aaf2464')).toBe('aaf2464');
    expect(commitOf('5.2.0')).toBeUndefined();
    expect(versionWords('main-aaf2464')).toBe('main at aaf2464');
    expect(versionWords('5.2.0')).toBe('5.2.0');
    expect(isReleaseVersion('main-aaf2464')).toBe(false);
  });
});
