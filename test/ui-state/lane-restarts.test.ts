import { describe, expect, it } from 'vitest';
import { restartNote, withRestart } from '../../src/ui-state/lanes.js';

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
