// Z3's option table, read from the release's own parameter listing in the layout of `z3 -pm:MODULE`
// (`[module] smt, description: …` then `    name (type) description (default: value)`): native z3 prints it,
// the WebAssembly worker writes it from the release's own listing and parameter descriptions
// (z3/engine.ts `describeParams`). Which parameters are drawn, and with which values:
// - bool: the value that is not the default;
// - unsigned int: the numbers the description enumerates (`0 - no solver, 1 - …`), else 0, 1, default ± 1 and
//   twice the default; a default of 4294967295 is "no limit" and such limits are left alone;
// - double: half and twice the default, kept inside a range the description states (`number between 0 and 1`:
//   Z3 refuses 2 for sat.lookahead.delta_fraction); symbol: the values the description quotes (`'z3str3' (…)`);
// - never: strings, symbols without listed values, and parameters about output, files, logging, tracing,
//   statistics, threads, memory, time or resource limits, proofs and self-validation (they change what Z3
//   prints or how long it may run, not how it solves);
// - never a value whose own description says it is a no-op, no solver, or for one fragment "only" (a solver for
//   difference logic only is wrong elsewhere by design, not by a bug);
// - never a value that gives up part of a theory or of the search by design, where the description says so in
//   words no rule reads (BY_DESIGN below, each with its reason, and every search bound of z3-search-bounds.ts at 0):
//   findings under them are not bugs. In a 60-minute page campaign every one of 11 wrong answers was under
//   smt.array.extensional=false and most unknowns under smt.array.weak, smt.mbqi.max_iterations=0,
//   smt.arith.solver=4 or 5 or smt.arith.nl.nra=false.
// Marks (findings under them are reported apart): a description that says "preliminary", "not ready",
// "experimental" marks the option experimental (4.8.x: `sat.euf` "enable euf solver (this feature is
// preliminary and not ready for general consumption)"); "unsound" marks it unsound.
import type { OptionSpec, OptionTable } from './table.js';
import { Z3_SEARCH_BOUNDS } from './z3-search-bounds.js';

const UINT_MAX = '4294967295';

const NOT_SOLVING =
  /(^|[._])(file|log|trace|dump|print|stats|verbose|threads?|max_memory|memory|timeout|rlimit|proof|drat|dimacs|console|profile|validate|debug)([._]|$)|threads|2console|smtlib2_log/;

export interface Z3Param {
  module: string;
  name: string;
  type: string;
  doc: string;
  default?: string;
}

/** The parameters of a `-pm:`-style listing, named as global parameters (`smt.string_solver`). */
export function parseZ3Listing(text: string): Z3Param[] {
  const params: Z3Param[] = [];
  let module: string | undefined;
  for (const line of text.split('\n')) {
    const header = /^\[module\] ([\w.]+)/.exec(line);
    if (header) {
      module = header[1];
      continue;
    }
    const m = /^\s+([\w.]+) \(([^)]+)\)(.*?)(?: \(default: (.*)\))?\s*$/.exec(line);
    if (!m || !module) continue;
    params.push({
      module,
      name: `${module}.${m[1]}`,
      type: m[2]!,
      doc: m[3]!.trim(),
      ...(m[4] !== undefined ? { default: m[4] } : {}),
    });
  }
  return params;
}

/** Values that change what the solver decides by design (see the header), with the description's reason. */
export const BY_DESIGN: readonly { name: string; value: string; why: string }[] = [
  { name: 'smt.array.extensional', value: 'false', why: '"extensional array theory" off: not SMT-LIB\'s ArraysEx' },
  { name: 'smt.array.weak', value: 'true', why: '"weak array theory": gives up where extensionality is needed' },
  { name: 'smt.arith.ignore_int', value: 'true', why: '"treat integer variables as real": not SMT-LIB\'s Ints' },
  { name: 'smt.arith.solver', value: '4', why: '"4 - utvpi": a solver for unit two-variable inequalities' },
  { name: 'smt.arith.solver', value: '5', why: '"5 - infinitary lra": a solver for linear real arithmetic' },
  { name: 'smt.arith.nl', value: 'false', why: '"nonlinear arithmetic support" off: gives up on nonlinear terms' },
  { name: 'smt.arith.nl.nra', value: 'false', why: 'no "nra_solver" after linearization: gives up on nonlinear terms' },
  {
    name: 'smt.mbqi',
    value: 'false',
    why: '"model based quantifier instantiation" off: gives up on most sat quantified formulas',
  },
  {
    name: 'rewriter.hi_div0',
    value: 'false',
    why: 'bit-vector division by zero left open, where SMT-LIB 2.6 fixes it (bvudiv by 0 is all ones): sat on `(not (= (bvudiv x #x00) #xff))`',
  },
  {
    name: 'rewriter.hi_fp_unspecified',
    value: 'true',
    why: '"hardware interpretation" of the values SMT-LIB leaves unspecified (fp.to_sbv of NaN, fp.min of ±0, …): one value where the standard allows any, so a lane without it rightly answers otherwise',
  },
  ...Z3_SEARCH_BOUNDS.map((b) => ({ name: b.name, value: '0', why: `"${b.words}" zero: that search is off` })),
];

/**
 * The first of a Z3 lane's options (`name=value`) that is by design (BY_DESIGN). Never drawn, but a record made before
 * it was listed, or options a person gave, may carry one: a wrong answer under it is not a bug.
 */
export function byDesignOption(options: readonly string[]): (typeof BY_DESIGN)[number] | undefined {
  return BY_DESIGN.find((b) => options.includes(`${b.name}=${b.value}`));
}

const byDesign = (name: string, value: string): boolean => byDesignOption([`${name}=${value}`]) !== undefined;

/** What a value's own description says rules it out (see the header). */
const UNFIT_VALUE = /no-op|no solver|\bonly\b/i;

/** `0 - no solver, 1 - bellman-ford based solver (diff. logic only), …` → the numbers whose text is fit. */
function enumeratedNumbers(doc: string): string[] | undefined {
  const items = [...doc.matchAll(/(?:^|[:,]\s*|\s)(\d+)\s+-\s+([^,]*?)(?=,?\s+\d+\s+-\s+|\s*$|\s*\(default)/g)];
  if (items.length < 2) return undefined;
  return items.filter((m) => !UNFIT_VALUE.test(m[2]!)).map((m) => m[1]!);
}

/** `options are: 'z3str3' (specialized string solver), 'seq' (…), …` → the quoted values whose text is fit. */
function quotedChoices(doc: string): string[] {
  const out: string[] = [];
  const re = /'([\w.-]+)'\s*(\([^)]*\))?/g;
  for (const m of doc.matchAll(re)) if (!UNFIT_VALUE.test(m[2] ?? '')) out.push(m[1]!);
  return [...new Set(out)];
}

/** `number between 0 and 1, …` → the bounds a description gives its value. */
function statedRange(doc: string): { low: number; high: number } | undefined {
  const m = /between (-?\d+(?:\.\d+)?) and (-?\d+(?:\.\d+)?)/.exec(doc);
  return m ? { low: Number(m[1]), high: Number(m[2]) } : undefined;
}

function valuesOf(p: Z3Param): { kind: OptionSpec['kind']; values: string[] } | undefined {
  const d = p.default;
  switch (p.type) {
    case 'bool':
      return d === 'true' || d === 'false' ? { kind: 'bool', values: [d === 'true' ? 'false' : 'true'] } : undefined;
    case 'unsigned int': {
      if (d === undefined || d === UINT_MAX) return undefined;
      const n = Number(d);
      const listed = enumeratedNumbers(p.doc);
      const near = [0, 1, n - 1, n + 1, 2 * n].filter((v) => v >= 0).map(String);
      const values = [...new Set(listed ?? near)].filter((v) => v !== d);
      return { kind: 'int', values };
    }
    case 'double': {
      if (d === undefined) return undefined;
      const n = Number(d);
      const range = statedRange(p.doc);
      const values = (n === 0 ? [0.5, 1] : [n / 2, n * 2])
        .filter((v) => !range || (v >= range.low && v <= range.high))
        .map((v) => String(Number(v.toPrecision(6))));
      return { kind: 'double', values };
    }
    case 'symbol': {
      const values = quotedChoices(p.doc).filter((v) => v !== d);
      return values.length > 0 ? { kind: 'choice', values } : undefined;
    }
    default:
      return undefined;
  }
}

function marksOf(p: Z3Param, source: string): OptionSpec['marks'] {
  const cite = `${source}: ${p.name} (${p.type}) ${p.doc}`;
  const marks: OptionSpec['marks'] = [];
  if (/preliminary|not ready|experimental/i.test(p.doc)) marks.push({ mark: 'experimental', source: cite });
  if (/unsound|not sound/i.test(p.doc)) marks.push({ mark: 'unsound', source: cite });
  return marks;
}

export function z3OptionTable(text: string, version: string, source: string): OptionTable {
  const options: OptionSpec[] = [];
  for (const p of parseZ3Listing(text)) {
    if (NOT_SOLVING.test(p.name.slice(p.module.length + 1))) continue;
    const found = valuesOf(p);
    const drawn = found && { ...found, values: found.values.filter((v) => !byDesign(p.name, v)) };
    if (!drawn || drawn.values.length === 0) continue;
    options.push({
      name: p.name,
      kind: drawn.kind,
      ...(p.default !== undefined ? { default: p.default } : {}),
      values: drawn.values,
      marks: marksOf(p, source),
      doc: p.doc,
    });
  }
  return { family: 'z3', version, source, options };
}
