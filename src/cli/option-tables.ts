// The option tables of a campaign's lanes (--fuzz-options): each read once per release from the lane's own
// description of its options (Solver.describeOptions) and kept in the cache folder (cache-dir.ts) as
// options/<family>-<backend>-<version>.json, so later campaigns start at once.
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Lane } from '../solvers/lane.js';
import { optionTableOf, type OptionTable } from '../solvers/options/index.js';

/** Bumped when the way tables are read changes, so older cached tables are read again. */
// 2: doubles kept inside the range their description states; 3: no value that gives up a theory by design;
// 4: cvc5's values its safe mode refuses (outside its fuzzing guidelines), never drawn; 5: Z3's
// rewriter.hi_fp_unspecified=true and rewriter.hi_div0=false by design (values the standard leaves open, or fixes).
const TABLE_FORMAT = 5;

export interface Describer {
  describeOptions(laneId: string): Promise<string | undefined>;
}

async function cached(file: string): Promise<OptionTable | undefined> {
  try {
    const t = JSON.parse(await readFile(file, 'utf8')) as OptionTable;
    return Array.isArray(t.options) ? t : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Tables by lane id; a lane whose solver cannot describe its options (or whose version is unknown) gets none,
 * and `note` says so.
 */
export async function loadOptionTables(
  lanes: readonly Lane[],
  describer: Describer,
  versions: Readonly<Record<string, string>>,
  dir: string | undefined,
  note: (line: string) => void = () => {},
): Promise<Map<string, OptionTable>> {
  const tables = new Map<string, OptionTable>();
  for (const lane of lanes) {
    const version = lane.version || versions[lane.id] || '';
    const name = `${lane.family}-${lane.backend}-${version}-v${TABLE_FORMAT}.json`;
    const file = dir && version ? join(dir, 'options', name) : undefined;
    let table = file ? await cached(file) : undefined;
    if (!table) {
      const text = await describer.describeOptions(lane.id);
      if (!text) {
        note(`${lane.id}: the solver gives no description of its options; it runs without fuzzed options`);
        continue;
      }
      table = optionTableOf(lane, text, version);
      if (file) {
        await mkdir(join(dir!, 'options'), { recursive: true });
        await writeFile(`${file}.${process.pid}.tmp`, JSON.stringify(table));
        await rename(`${file}.${process.pid}.tmp`, file);
      }
    }
    const marked = table.options.filter((o) => o.marks.length > 0).length;
    const left = table.options.filter((o) => o.outsideGuidelines?.length).length;
    note(
      `${lane.id}: ${table.options.length} options to draw from (${marked} marked${left ? `; ${left} with values its safe mode refuses, never drawn` : ''}), from ${table.source}`,
    );
    tables.set(lane.id, table);
  }
  return tables;
}
