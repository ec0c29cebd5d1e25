// What the evaluator knows besides the term: the model, and the script's definitions, datatypes
// and sort abbreviations in scope.
import type { Command, SortedVar, SortExpr, Term } from '../ast.js';
import { DEFAULT_LIMITS, type EvalLimits } from './budget.js';
import { EMPTY_MODEL, type Model } from './model.js';
import { namedTerms } from './named-terms.js';

export { DEFAULT_LIMITS, type EvalLimits } from './budget.js';

export interface FunctionDefinition {
  readonly name: string;
  readonly params: readonly SortedVar[];
  readonly body: Term;
  readonly recursive: boolean;
}

export interface ConstructorInfo {
  readonly datatype: string;
  readonly selectors: readonly string[];
}

export interface DatatypeInfo {
  readonly name: string;
  readonly params: readonly string[];
  readonly constructors: readonly string[];
}

export interface DatatypeTable {
  readonly datatypes: ReadonlyMap<string, DatatypeInfo>;
  readonly constructors: ReadonlyMap<string, ConstructorInfo>;
  readonly selectors: ReadonlyMap<string, { readonly ctor: string; readonly index: number }>;
}

export interface SortDefinition {
  readonly params: readonly string[];
  readonly sort: SortExpr;
}

export interface EvalContext {
  readonly model: Model;
  readonly definitions: ReadonlyMap<string, FunctionDefinition>;
  readonly datatypes: DatatypeTable;
  readonly sortDefinitions: ReadonlyMap<string, SortDefinition>;
  /** Functions and constants the script declares (their values must come from the model). */
  readonly declared: ReadonlySet<string>;
  readonly limits: EvalLimits;
}

/** A context from the declarations among `commands` (those in scope where the terms are evaluated). */
export function contextFromCommands(
  commands: readonly Command[],
  model: Model = EMPTY_MODEL,
  limits: EvalLimits = DEFAULT_LIMITS,
): EvalContext {
  const definitions = new Map<string, FunctionDefinition>();
  const datatypes = new Map<string, DatatypeInfo>();
  const constructors = new Map<string, ConstructorInfo>();
  const selectors = new Map<string, { ctor: string; index: number }>();
  const sortDefinitions = new Map<string, SortDefinition>();
  const declared = new Set<string>();
  const addDatatype = (
    name: string,
    params: readonly string[],
    ctors: readonly { name: string; selectors: readonly SortedVar[] }[],
  ): void => {
    datatypes.set(name, { name, params, constructors: ctors.map((c) => c.name) });
    for (const c of ctors) {
      constructors.set(c.name, { datatype: name, selectors: c.selectors.map((s) => s.name) });
      c.selectors.forEach((s, index) => selectors.set(s.name, { ctor: c.name, index }));
    }
  };
  for (const c of commands) {
    switch (c.cmd) {
      case 'define-fun':
      case 'define-fun-rec':
        definitions.set(c.decl.name, {
          name: c.decl.name,
          params: c.decl.params,
          body: c.body,
          recursive: c.cmd === 'define-fun-rec',
        });
        break;
      case 'define-funs-rec':
        c.decls.forEach((d, i) =>
          definitions.set(d.name, { name: d.name, params: d.params, body: c.bodies[i]!, recursive: true }),
        );
        break;
      case 'define-const':
        definitions.set(c.name, { name: c.name, params: [], body: c.body, recursive: false });
        break;
      case 'assert':
        // Named terms under binders could mention bound variables; solvers reject those names anyway.
        for (const [name, body] of namedTerms(c.term))
          definitions.set(name, { name, params: [], body, recursive: false });
        break;
      case 'declare-fun':
      case 'declare-const':
        declared.add(c.name);
        break;
      case 'define-sort':
        sortDefinitions.set(c.name, { params: c.params, sort: c.sort });
        break;
      case 'declare-datatype':
        addDatatype(c.name, c.decl.params, c.decl.constructors);
        break;
      case 'declare-datatypes':
        c.sorts.forEach((s, i) => addDatatype(s.name, c.decls[i]?.params ?? [], c.decls[i]?.constructors ?? []));
        break;
      default:
        break;
    }
  }
  addBuiltinList(datatypes, constructors, selectors, (name) => declared.has(name) || definitions.has(name));
  return { model, definitions, datatypes: { datatypes, constructors, selectors }, sortDefinitions, declared, limits };
}

/**
 * Z3's built-in `(List E)`: nil, (insert head tail). A script's own List, or its own symbol of one of those
 * names, takes the place of the built-in one.
 */
function addBuiltinList(
  datatypes: Map<string, DatatypeInfo>,
  constructors: Map<string, ConstructorInfo>,
  selectors: Map<string, { ctor: string; index: number }>,
  taken: (name: string) => boolean,
): void {
  if (datatypes.has('List')) return;
  datatypes.set('List', { name: 'List', params: ['E'], constructors: ['nil', 'insert'] });
  const free = (name: string): boolean => !taken(name) && !constructors.has(name) && !selectors.has(name);
  if (free('nil')) constructors.set('nil', { datatype: 'List', selectors: [] });
  if (free('insert')) constructors.set('insert', { datatype: 'List', selectors: ['head', 'tail'] });
  if (free('head')) selectors.set('head', { ctor: 'insert', index: 0 });
  if (free('tail')) selectors.set('tail', { ctor: 'insert', index: 1 });
}
