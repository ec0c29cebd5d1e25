// De-duplication AFTER reduction: one key per bug, computed on the reduced formula, beside the one rule
// (same-bug.ts) it extends; findings of many campaigns that reduce alike count once.
//
// Why not the campaign's signature (campaign/signature.ts)? For answer bugs it holds the rules of the mutation step, and a
// Janus step's rule chain differs from one mutant to the next, so three cvc5 `unknown`s on two related seeds were
// three "findings" although the solver gave up on the same construct. Once a finding is reduced, what is left is
// the construct the solver trips on, so the key is:
//   crash / error: kind, the lanes (without drawn options), the message with addresses, numbers and paths
//     stripped (as in the campaign's signature: the message names the crash site), and further the names the
//     reduced formula declares and numbers inside identifiers (cvc5 names a term `t` in one reduction and
//     `INST_CONSTANT_433` in the next: 20 "distinct" copies of one unsupported-FP-size error in a 30-min run);
//   soundness / invalid-model / incompleteness: kind, the lanes (without drawn options; for an unknown, which lane
//     gave up and which decided) and the reduced formula's skeleton: the SET of theory operators applied, binders (forall, exists, let, lambda, match) and sorts used.
// User names, literals and how often or in which order an operator occurs do not count: two reductions of one bug
// from different seeds keep the same operators, not the same constants. A set is coarse on purpose: two bugs
// whose reductions use the same operators and sorts on the same lanes count once (an undercount, never an
// overcount), which is the safe side for a yield figure.
import type { Command, Script, SortExpr, Term } from '../smtlib/ast.js';
import { bugKey, normalizeMessage } from './same-bug.js';
import type { RawFinding } from './types.js';

/** What the user declares: functions (uninterpreted or defined), sorts, datatypes and their constructors. */
interface Declared {
  functions: Map<string, 'uf' | 'defined' | 'datatype'>;
  sorts: Set<string>;
}

function declaredOf(script: Script): Declared {
  const functions = new Map<string, 'uf' | 'defined' | 'datatype'>();
  const sorts = new Set<string>();
  for (const c of script.commands) {
    switch (c.cmd) {
      case 'declare-fun':
      case 'declare-const':
        functions.set(c.name, 'uf');
        break;
      case 'define-fun':
      case 'define-fun-rec':
        functions.set(c.decl.name, 'defined');
        break;
      case 'define-funs-rec':
        for (const d of c.decls) functions.set(d.name, 'defined');
        break;
      case 'define-const':
        functions.set(c.name, 'defined');
        break;
      case 'declare-sort':
      case 'define-sort':
        sorts.add(c.name);
        break;
      case 'declare-datatype':
        sorts.add(c.name);
        for (const k of c.decl.constructors) {
          functions.set(k.name, 'datatype');
          for (const s of k.selectors) functions.set(s.name, 'datatype');
        }
        break;
      case 'declare-datatypes':
        for (const s of c.sorts) sorts.add(s.name);
        for (const d of c.decls)
          for (const k of d.constructors) {
            functions.set(k.name, 'datatype');
            for (const s of k.selectors) functions.set(s.name, 'datatype');
          }
        break;
      default:
        break;
    }
  }
  return { functions, sorts };
}

class Skeleton {
  readonly ops = new Set<string>();
  readonly sorts = new Set<string>();

  constructor(private readonly declared: Declared) {}

  sort(s: SortExpr): void {
    this.sorts.add(this.declared.sorts.has(s.id.symbol) ? 'user-sort' : s.id.symbol);
    for (const a of s.args) this.sort(a);
  }

  term(t: Term): void {
    switch (t.kind) {
      case 'const':
        return;
      case 'app': {
        if (t.qual) this.sort(t.qual);
        // A symbol with no arguments is a constant or a variable: its sort is counted where it is declared.
        if (t.args.length > 0) this.ops.add(this.declared.functions.get(t.id.symbol) ?? t.id.symbol);
        for (const a of t.args) this.term(a);
        return;
      }
      case 'let':
        this.ops.add('let');
        for (const b of t.bindings) this.term(b.term);
        this.term(t.body);
        return;
      case 'forall':
      case 'exists':
      case 'lambda':
        this.ops.add(t.kind);
        for (const v of t.vars) this.sort(v.sort);
        this.term(t.body);
        return;
      case 'match':
        this.ops.add('match');
        this.term(t.scrutinee);
        for (const c of t.cases) this.term(c.body);
        return;
      case 'annot':
        this.term(t.term);
        for (const a of t.attrs) if ('terms' in a) for (const p of a.terms) this.term(p);
        return;
      case 'apply':
        this.ops.add('apply');
        this.term(t.fn);
        for (const a of t.args) this.term(a);
        return;
    }
  }

  command(c: Command): void {
    switch (c.cmd) {
      case 'declare-fun':
        for (const p of c.params) this.sort(p);
        this.sort(c.sort);
        return;
      case 'declare-const':
        this.sort(c.sort);
        return;
      case 'define-fun':
      case 'define-fun-rec':
        for (const p of c.decl.params) this.sort(p.sort);
        this.sort(c.decl.sort);
        this.term(c.body);
        return;
      case 'define-funs-rec':
        for (const d of c.decls) {
          for (const p of d.params) this.sort(p.sort);
          this.sort(d.sort);
        }
        for (const b of c.bodies) this.term(b);
        return;
      case 'define-const':
        this.sort(c.sort);
        this.term(c.body);
        return;
      case 'declare-datatype':
      case 'declare-datatypes':
        this.sorts.add('datatype');
        return;
      case 'assert':
        this.term(c.term);
        return;
      case 'check-sat-assuming':
        for (const l of c.literals) this.term(l);
        return;
      default:
        return;
    }
  }
}

/** The operator/sort skeleton of a (reduced) script: `ops:and,bvadd,forall|sorts:BitVec,Bool`. */
export function skeletonOf(script: Script): string {
  const s = new Skeleton(declaredOf(script));
  for (const c of script.commands) s.command(c);
  return `ops:${[...s.ops].sort().join(',')}|sorts:${[...s.sorts].sort().join(',')}`;
}

/**
 * The de-duplication key of a reduced finding: the bug's identity (same-bug.ts; crash and error words without the
 * formula's own names) and, for answer bugs, the reduced formula's skeleton. `laneKey` names lanes as the key
 * should (e.g. without the options drawn for the mutant; marked options are counted apart by the caller).
 */
export function reducedKey(
  finding: Pick<RawFinding, 'kind' | 'lanes' | 'said' | 'detail'>,
  reduced: Script,
  laneKey?: (laneId: string) => string,
): string {
  if (finding.kind === 'crash' || finding.kind === 'error')
    return bugKey({ ...finding, detail: anonymousMessage(finding.detail ?? '', declaredOf(reduced)) }, laneKey);
  return `${bugKey(finding, laneKey)}|${skeletonOf(reduced)}`;
}

const escapeRegExp = (s: string): string => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The normalized message without the formula's own names (NAME) and with every run of digits as N. */
function anonymousMessage(message: string, declared: Declared): string {
  let out = normalizeMessage(message);
  const names = [...declared.functions.keys(), ...declared.sorts].sort((a, b) => b.length - a.length);
  for (const name of names)
    out = out.replace(new RegExp(`(?<![\\w.@$|])${escapeRegExp(name)}(?![\\w.@$|])`, 'g'), 'NAME');
  return out.replace(/\d+/g, 'N');
}
