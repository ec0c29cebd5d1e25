// The skeleton of a script: the SET of theory operators applied, binders (forall, exists, let, lambda, match) and
// sorts it uses, with the user's own functions and sorts counted by kind (`uf`, `defined`, `datatype`,
// `user-sort`), never by name. Two readers: the de-duplication key after reduction (finding/identity.ts) and
// option fuzzing's focus (scheduling/option-focus.ts: which solver options can matter to a formula).
import type { Command, Script, SortExpr, Term } from './ast.js';

/** What the user declares: functions (uninterpreted or defined), sorts, datatypes and their constructors. */
export interface Declared {
  functions: Map<string, 'uf' | 'defined' | 'datatype'>;
  sorts: Set<string>;
}

export function declaredOf(script: Script): Declared {
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

export class Skeleton {
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

/** The operators and sorts of a script, as sets (see the header). */
export function skeletonParts(script: Script): { ops: ReadonlySet<string>; sorts: ReadonlySet<string> } {
  const s = new Skeleton(declaredOf(script));
  for (const c of script.commands) s.command(c);
  return { ops: s.ops, sorts: s.sorts };
}
