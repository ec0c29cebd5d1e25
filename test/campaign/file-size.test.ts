// Issue 20: the campaign's files stay small enough to read in one sitting (the engine was one 525-line closure).
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = join(import.meta.dirname, '../../src/campaign');
const MAX_LINES = 300;

describe('src/campaign/', () => {
  it(`has no file over ${MAX_LINES} lines`, () => {
    const files = (readdirSync(ROOT, { recursive: true, encoding: 'utf8' }) as string[]).filter((f) =>
      f.endsWith('.ts'),
    );
    expect(files.length).toBeGreaterThan(20);
    const long = files
      .map((f) => ({ f, lines: readFileSync(join(ROOT, f), 'utf8').split('\n').length - 1 }))
      .filter(({ lines }) => lines > MAX_LINES)
      .map(({ f, lines }) => `${f}: ${lines} lines`);
    expect(long).toEqual([]);
  });
});
