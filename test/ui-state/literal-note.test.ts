import { describe, expect, it } from 'vitest';
import { literalNote } from '../../src/ui-state/literal-note.js';

describe('literalNote', () => {
  it('speaks of a link only when a link carried the mutant', () => {
    expect(literalNote({ kind: 'link' })).toMatch(/^A mutant carried literally by a shared link/);
    expect(literalNote({ kind: 'gallery' })).not.toMatch(/link/);
    expect(literalNote({ kind: 'gallery' })).toMatch(/gallery seed itself/);
    const finding = literalNote({ kind: 'finding', id: '3f2a', origin: 'campaign' });
    expect(finding).not.toMatch(/link/);
    expect(finding).toBe('The mutant of finding 3f2a (campaign), as stored: no mutator step to show.');
  });
});
