// cvc5's fuzzing guidelines on the real cvc5 1.3.2 that `npm test` installs (scripts/newest-solvers.sh): its option
// table, read from the release itself, keeps what `--safe-mode=safe` refuses apart with cvc5's words, and a campaign
// draws only values that safe mode accepts; so no cvc5 finding under drawn options is outside the guidelines by the
// options alone.
import { beforeAll, describe, expect, it } from 'vitest';
import { drawOptions } from '../../src/scheduling/solver-options.js';
import { describeNativeOptions } from '../../src/solvers/native/describe-options.js';
import { installedSolvers } from '../../src/solvers/native/installed.js';
import { runProcess } from '../../src/solvers/native/run-process.js';
import { cvc5OptionTable, optionText, type OptionTable } from '../../src/solvers/options/index.js';
import { drawnValues } from '../../src/solvers/options/table.js';
import { nativeLane } from './native-lanes.js';

let binary: string;
let table: OptionTable;
beforeAll(async () => {
  const cvc5 = installedSolvers().find((s) => s.family === 'cvc5' && s.version === '1.3.2');
  if (!cvc5) throw new Error('no cvc5 1.3.2: run `bash scripts/newest-solvers.sh` (npm test does it)');
  binary = cvc5.path;
  table = cvc5OptionTable(await describeNativeOptions(nativeLane(binary, 'cvc5')), '1.3.2', 'cvc5 --help');
});

/** cvc5's words if safe mode refuses the option, else undefined. */
async function refusal(option: string): Promise<string | undefined> {
  const run = await runProcess(binary, ['--safe-mode=safe', option], { cwd: '/tmp', timeoutMs: 60_000 });
  return `${run.stdout}\n${run.stderr}`.split('\n').find((l) => l.includes('in safe mode'));
}

describe("cvc5 1.3.2's options under its fuzzing guidelines", () => {
  it('keeps what safe mode refuses with its words: expert options, and regular ones without proof support', () => {
    const left = table.options.filter((o) => o.outsideGuidelines?.length);
    expect(left.length).toBeGreaterThan(50);
    expect(table.options.find((o) => o.name === 'sub-cbqi')?.outsideGuidelines?.[0]?.words).toMatch(
      /cannot set option sub-cbqi in safe mode, as this option does not support proofs/,
    );
    expect(table.options.find((o) => o.name === 'bv-rw-extend-eq')?.outsideGuidelines?.[0]?.words).toMatch(
      /expert option bv-rw-extend-eq cannot be set in safe mode/,
    );
    // Reports still label the options: an expert option stays in the table with its mark.
    expect(table.options.find((o) => o.name === 'bv-rw-extend-eq')?.marks.map((m) => m.mark)).toContain('expert');
  });

  it('every value a campaign may draw is one safe mode accepts, and the draw uses no other', async () => {
    const drawable = table.options.flatMap((o) => drawnValues(o).map((v) => optionText('cvc5', o.name, v)));
    expect(drawable.length).toBeGreaterThan(20);
    for (const option of drawable) expect(await refusal(option), option).toBeUndefined();
    const lane = { id: 'native:cvc5@1.3.2', family: 'cvc5' as const, options: ['--check-models'] };
    const tables = new Map([[lane.id, table]]);
    const allowed = new Set(drawable);
    let drawn = 0;
    for (let step = 0; step < 300; step++) {
      const options = drawOptions([lane], tables, { rngSeed: 3, seedId: 'seed', mutator: 'opfuzz', step }).byLane[
        lane.id
      ];
      for (const o of options ?? []) {
        drawn++;
        expect(allowed.has(o), o).toBe(true);
      }
    }
    expect(drawn).toBeGreaterThan(200);
  });
});
