// The report decision is made once (handover/report-decision.ts `reportOf`): the page's Report (ui-state/report-control.ts)
// reaches it through its imports, and no other module of src/ writes the held-back reasons itself. Read from the
// source files, so a second decision added anywhere fails here.
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const SRC = resolve(import.meta.dirname, '..', '..', 'src');

/** The modules of src/ a module imports (static imports and re-exports, type-only ones left out). */
function importsOf(file: string): string[] {
  const text = readFileSync(file, 'utf8');
  const out: string[] = [];
  for (const m of text.matchAll(/^(?:import|export)\s+(?!type\b)[^;]*?from\s+'(\.[^']+)'/gms))
    out.push(resolve(dirname(file), m[1]!.replace(/\.js$/, '.ts')));
  return out;
}

/** Every module reached from `start` through its imports. */
function reached(start: string): Set<string> {
  const seen = new Set<string>();
  const todo = [start];
  while (todo.length) {
    const file = todo.pop()!;
    if (seen.has(file)) continue;
    seen.add(file);
    todo.push(...importsOf(file));
  }
  return new Set([...seen].map((f) => relative(SRC, f)));
}

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? sources(join(dir, e.name)) : e.name.endsWith('.ts') ? [join(dir, e.name)] : [],
  );
}

describe('the one report decision', () => {
  it("is reached from the page's Report through its imports", () => {
    const from = reached(join(SRC, 'ui-state', 'report-control.ts'));
    expect(from.has('handover/report-decision.ts')).toBe(true);
  });

  it('is written nowhere else: the held-back sentences live in handover/report-decision.ts alone', () => {
    // The reasons only the decision gives (a surface words how to force or choose, and may quote the live check).
    const sentences = [
      /Already reported upstream/,
      /choose the tracker of the one whose answer is wrong/,
      /Outside cvc5's fuzzing guidelines/,
      /Not reduced yet: its reduction stopped/,
    ];
    const writers = sources(SRC)
      .filter((f) => sentences.some((s) => s.test(readFileSync(f, 'utf8'))))
      .map((f) => relative(SRC, f));
    expect(writers).toEqual(['handover/report-decision.ts']);
  });
});
