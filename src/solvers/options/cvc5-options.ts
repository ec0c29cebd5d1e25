// cvc5's option table, read from the release's own `cvc5 --help` (options grouped by module; `[*]` marks a
// Boolean option that also has a `--no-` form) and, for each option taking a MODE, `cvc5 --OPTION=help`
// (its modes, `+ name (default)`), as native/describe-options.ts collects them. Which options are drawn:
// - Boolean options (`--name` or `--no-name`) and mode options (any mode but the default); numeric options
//   are left alone (the help rarely gives their default, so "near the default" is unknown);
// - never the "Most commonly-used" section nor the Base, Driver, Parser, Printing, Parallel and Proof modules,
//   and no option about output, dumping, tracing, statistics, time or resource limits, seeds, incremental
//   mode or model production (the lane and the engine set those);
// - never a mode whose description says it aborts (cvc5 then stops on purpose).
// Marks, from the help text: "(EXPERTS only)" marks an expert option (cvc5's documentation: expert options are
// meant for experts and not as well tested as regular ones), "experimental" an experimental one, "(not SMT LIB
// compliant)" a non-standard one.
// Guidelines: cvc5's fuzzing guidelines take bugs only under what its safe mode accepts; the description ends with
// what `cvc5 --safe-mode=safe OPTION` refused of the values drawn (native/describe-options.ts), and those values are
// kept with cvc5's words but never drawn (OptionSpec.outsideGuidelines).
import { optionText, type OptionSpec, type OptionTable } from './table.js';

/** The section of a cvc5 description listing what safe mode refuses: one `OPTION<TAB>cvc5's words` a line. */
export const SAFE_MODE_REFUSALS = '==== --safe-mode=safe refuses';

/** What safe mode refused, by option text (`--bv-rw-extend-eq`, `--no-x`, `--x=mode`). */
export function parseSafeModeRefusals(text: string): Map<string, string> {
  const at = text.indexOf(`${SAFE_MODE_REFUSALS}\n`);
  const out = new Map<string, string>();
  if (at < 0) return out;
  for (const line of text.slice(at + SAFE_MODE_REFUSALS.length + 1).split('\n')) {
    if (line.startsWith('==== ')) break;
    const tab = line.indexOf('\t');
    if (tab > 0) out.set(line.slice(0, tab), line.slice(tab + 1));
  }
  return out;
}

const SKIPPED_MODULES = new Set(['Base', 'Driver', 'Parser', 'Printing', 'Parallel', 'Proof']);
const NOT_SOLVING =
  /dump|trace|debug|print|output|stats|verbos|tlimit|rlimit|seed|incremental|interactive|produce-|proof|lang|file|help|version|copyright|parse-only|preprocess-only|strict|force-logic|show-|filesystem|wf-checking|safe-mode|stdin/;

interface HelpEntry {
  module: string;
  names: string[];
  arg?: string;
  boolean: boolean;
  doc: string;
}

/** The entries of `cvc5 --help` (up to the first `==== ` section of mode listings). */
export function parseCvc5Help(text: string): HelpEntry[] {
  const entries: HelpEntry[] = [];
  let module = 'Most commonly-used';
  let current: HelpEntry | undefined;
  for (const line of text.split('\n')) {
    if (line.startsWith('==== ')) break;
    const header = /^From the (.+) module:/.exec(line);
    if (header) {
      module = header[1]!.replace(/ (Theory|Layer)$/, '');
      current = undefined;
      continue;
    }
    if (/^Additional cvc5 options:/.test(line)) module = 'Additional';
    const start = /^ {2}(--[a-z0-9-]+(?:=[A-Z]+)?(?: \| -{1,2}[a-zA-Z0-9-]+(?:=[A-Z]+| [A-Z]+)?)*)\s*(.*)$/.exec(line);
    if (start) {
      const names = [...start[1]!.matchAll(/--([a-z0-9-]+)/g)].map((m) => m[1]!);
      const arg = /=([A-Z]+)/.exec(start[1]!)?.[1];
      current = { module, names, ...(arg ? { arg } : {}), boolean: false, doc: start[2]!.trim() };
      entries.push(current);
    } else if (current && /^\s{10,}\S/.test(line)) {
      current.doc = `${current.doc} ${line.trim()}`.trim();
    } else {
      current = undefined;
      continue;
    }
    if (/\[\*\]\s*$/.test(current.doc)) {
      current.boolean = true;
      current.doc = current.doc.replace(/\s*\[\*\]\s*$/, '');
    }
  }
  return entries;
}

/** The modes of each `==== --OPTION=help` section: name, default flag and description. */
export function parseCvc5Modes(text: string): Map<string, { name: string; isDefault: boolean; doc: string }[]> {
  const out = new Map<string, { name: string; isDefault: boolean; doc: string }[]>();
  for (const section of text.split(/^==== /m).slice(1)) {
    const option = /^--([a-z0-9-]+)=help/.exec(section)?.[1];
    if (!option) continue;
    const modes: { name: string; isDefault: boolean; doc: string }[] = [];
    for (const line of section.split('\n').slice(1)) {
      const m = /^\+ ([\w-]+)( \(default\))?/.exec(line);
      if (m) modes.push({ name: m[1]!, isDefault: m[2] !== undefined, doc: '' });
      else if (modes.length > 0 && line.trim()) modes[modes.length - 1]!.doc += ` ${line.trim()}`;
    }
    out.set(option, modes);
  }
  return out;
}

function marksOf(e: HelpEntry, source: string): OptionSpec['marks'] {
  const cite = `${source}: --${e.names[0]} ${e.doc}`;
  const marks: OptionSpec['marks'] = [];
  if (/\(EXPERTS only\)/.test(e.doc)) marks.push({ mark: 'expert', source: cite });
  if (/experimental/i.test(e.doc)) marks.push({ mark: 'experimental', source: cite });
  if (/not SMT LIB compliant/i.test(e.doc)) marks.push({ mark: 'nonstandard', source: cite });
  return marks;
}

export function cvc5OptionTable(text: string, version: string, source: string): OptionTable {
  const modes = parseCvc5Modes(text);
  const refusals = parseSafeModeRefusals(text);
  const guidelines = (name: string, values: string[]): Pick<OptionSpec, 'outsideGuidelines'> => {
    const refused = values.flatMap((value) => {
      const words = refusals.get(optionText('cvc5', name, value));
      return words === undefined ? [] : [{ value, words }];
    });
    return refused.length ? { outsideGuidelines: refused } : {};
  };
  const options: OptionSpec[] = [];
  const seen = new Set<string>();
  for (const e of parseCvc5Help(text)) {
    const name = e.names[0]!;
    if (seen.has(name) || SKIPPED_MODULES.has(e.module) || e.module === 'Most commonly-used') continue;
    if (NOT_SOLVING.test(name)) continue;
    seen.add(name);
    const doc = e.doc.replace(/\s*\(EXPERTS only\)/, '').trim();
    if (e.boolean) {
      const values = ['true', 'false'];
      options.push({ name, kind: 'bool', values, marks: marksOf(e, source), doc, ...guidelines(name, values) });
      continue;
    }
    if (e.arg !== 'MODE') continue;
    const listed = modes.get(name) ?? [];
    const values = listed.filter((m) => !m.isDefault && !/abort/i.test(`${m.name} ${m.doc}`)).map((m) => m.name);
    if (values.length === 0) continue;
    const def = listed.find((m) => m.isDefault)?.name;
    options.push({
      name,
      kind: 'choice',
      ...(def ? { default: def } : {}),
      values,
      marks: marksOf(e, source),
      doc,
      ...guidelines(name, values),
    });
  }
  return { family: 'cvc5', version, source, options };
}
