// What TypeFuzz knows about a seed, computed once in one pass over its commands: the sort of every
// binder, the globals visible to each command's terms, and the pool (pool.ts).
//
// Which seed? The pool is "every distinct sub-term of the seed", and a chain's mutants are found to
// belong to their seed by identity: every mutator here copies only the term roots it changes, so a
// mutant shares all declaration commands (and define-fun signatures) with the seed; the first
// command without term roots (usually set-logic) is the key. A script that matches no known seed
// this way is a seed of its own.
import type { Command, Pattern, Script, SortedVar } from '../../smtlib/ast.js';
import {
  checkCommand,
  Env,
  resolveSortExpr,
  TermChecker,
  type DatatypeInfo,
  type FunSig,
} from '../../smtlib/check/index.js';
import type { Vocabulary } from '../../smtlib/dialect.js';
import type { SmtError } from '../../smtlib/result.js';
import type { Sort } from '../../smtlib/sort.js';
import { hasNamedLabel, recordBinders } from './binders.js';
import { mutableRoots } from './roots.js';
import { linearLogic } from '../linear.js';
import { allowsEveryTheory, logicTheories } from '../logic.js';
import { userDeclaredNames } from '../user-names.js';
import { funKey, testerKey } from './needs.js';
import type { Signature, TheoryName } from '../../smtlib/theories/index.js';
import { TermMeasures } from './measures.js';
import { collectPool, type Pool } from './pool.js';
import { bind, type Binder, type Scope } from './scope.js';

export interface CommandInfo {
  /** Keys (needs.ts) of the global symbols visible to this command's terms. */
  readonly visible: ReadonlySet<string>;
  /** The user functions, constants, constructors and selectors visible here. */
  readonly functions: readonly FunSig[];
  /** Per term root: the function's parameters (define-fun), or null. */
  readonly rootScopes: readonly (Scope | null)[];
  /** Lazily: `functions` grouped by result sort key. */
  byResult?: Map<string, FunSig[]>;
}

export interface SeedContext {
  readonly seed: Script;
  /** Per command: its info when it has term roots TypeFuzz mutates (not check-sat-assuming). */
  readonly commands: readonly (CommandInfo | undefined)[];
  readonly numeralSort: Sort;
  /** The logic excludes nonlinear arithmetic (linear.ts). */
  readonly linear: boolean;
  /** The logic's theories (logic.ts); undefined: all. */
  readonly theories: ReadonlySet<TheoryName> | undefined;
  /** Whether `((as const (Array I E)) v)` may be introduced: Z3 accepts it only in ALL (or a seed has one). */
  readonly constArrays: boolean;
  readonly userNames: ReadonlySet<string>;
  readonly binderSorts: ReadonlyMap<SortedVar, Sort | undefined>;
  readonly patternBinders: ReadonlyMap<Pattern, readonly Binder[]>;
  /** Datatypes by sort name, for literals (a nullary constructor). */
  readonly datatypes: ReadonlyMap<string, DatatypeInfo>;
  readonly pool: Pool;
  /** Lazily filled by operators.ts: theory operators by hole sort (and portability). */
  readonly operatorCache: Map<string, readonly Signature[]>;
  /** Hole counts and printed lengths of the seed's terms and its mutants'. */
  readonly measures: TermMeasures;
  /**
   * What the current mutation may introduce (portable.ts), set by mutateByType before it builds
   * anything: literals of the seed's sorts are written in the vocabulary's operators too.
   */
  vocabulary: Vocabulary | undefined;
}

export type ContextResult = { ok: true; context: SeedContext } | { ok: false; reason: string };

const contexts = new WeakMap<Command, SeedContext[]>();

export function contextFor(script: Script): ContextResult {
  const key = script.commands.find((c) => c.cmd !== 'check-sat-assuming' && mutableRoots(c).length === 0);
  const known = key && contexts.get(key);
  if (known) for (const c of known) if (sameDeclarations(c.seed, script)) return { ok: true, context: c };
  const built = buildContext(script);
  if (built.ok && key) {
    if (known) known.push(built.context);
    else contexts.set(key, [built.context]);
  }
  return built;
}

function sameDeclarations(seed: Script, script: Script): boolean {
  const a = seed.commands;
  const b = script.commands;
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) {
    const x = a[i]!;
    const y = b[i]!;
    if (x === y) continue;
    if (x.cmd !== y.cmd) return false;
    if ((x.cmd === 'define-fun' || x.cmd === 'define-fun-rec') && x.decl !== (y as typeof x).decl) return false;
    if (x.cmd === 'define-funs-rec' && x.decls !== (y as typeof x).decls) return false;
    if (x.cmd === 'define-const' && (x.name !== (y as typeof x).name || x.sort !== (y as typeof x).sort)) return false;
    if (mutableRoots(x).length === 0 && x.cmd !== 'check-sat-assuming') return false;
  }
  return true;
}

/** Commands after which the visible globals may differ. */
const QUIET = new Set([
  'assert',
  'check-sat',
  'check-sat-assuming',
  'set-info',
  'set-option',
  'echo',
  'get-model',
  'get-value',
  'get-info',
  'get-option',
]);

function buildContext(seed: Script): ContextResult {
  const env = new Env();
  const errors: SmtError[] = [];
  const checker = new TermChecker(env, errors);
  const binderSorts = new Map<SortedVar, Sort | undefined>();
  const patternBinders = new Map<Pattern, readonly Binder[]>();
  const datatypes = new Map<string, DatatypeInfo>();
  const commands: (CommandInfo | undefined)[] = [];
  const resolve = (v: SortedVar): Sort | undefined => {
    const r = resolveSortExpr(v.sort, env);
    return r.ok ? r.sort : undefined;
  };

  let functions: FunSig[] = [];
  let visible = new Set<string>();
  let stale = true;
  const snapshot = (): void => {
    if (!stale) return;
    functions = [...env.allFunctions()];
    visible = new Set(functions.map(funKey));
    for (const f of functions) if (f.kind === 'constructor') visible.add(testerKey(f.name));
    stale = false;
  };

  for (let i = 0; i < seed.commands.length; i++) {
    const cmd = seed.commands[i]!;
    const roots = mutableRoots(cmd);
    const recursive = cmd.cmd === 'define-fun-rec' || cmd.cmd === 'define-funs-rec';
    if (roots.length > 0 && !recursive) snapshot();
    checkCommand(checker, cmd);
    if (errors.length > 0) return { ok: false, reason: `the seed is ill-sorted: ${errors[0]!.message}` };
    if (!QUIET.has(cmd.cmd) || roots.some(hasNamedLabel)) stale = true;
    if (cmd.cmd === 'declare-datatype' || cmd.cmd === 'declare-datatypes') {
      const names = cmd.cmd === 'declare-datatype' ? [cmd.name] : cmd.sorts.map((s) => s.name);
      for (const n of names) {
        const dt = env.datatype(n);
        if (dt) datatypes.set(n, dt);
      }
    }
    if (roots.length === 0) {
      commands.push(undefined);
      continue;
    }
    if (recursive) snapshot();
    const rootScopes = roots.map((root, r) => {
      const decl =
        cmd.cmd === 'define-funs-rec'
          ? cmd.decls[r]
          : cmd.cmd === 'define-fun' || cmd.cmd === 'define-fun-rec'
            ? cmd.decl
            : undefined;
      recordBinders(root, env, resolve, binderSorts, patternBinders);
      return decl
        ? bind(
            null,
            decl.params.map((p) => ({ name: p.name, sort: resolve(p) })),
          )
        : null;
    });
    commands.push({ visible, functions, rootScopes });
  }
  const userNames = userDeclaredNames(seed);
  const pool = collectPool(seed, userNames);
  return {
    ok: true,
    context: {
      seed,
      commands,
      numeralSort: env.numeralSort,
      linear: linearLogic(seed),
      theories: logicTheories(seed),
      constArrays: allowsEveryTheory(seed) || pool.hasConstArray,
      userNames,
      binderSorts,
      patternBinders,
      datatypes,
      pool,
      operatorCache: new Map(),
      vocabulary: undefined,
      measures: new TermMeasures(seed.commands.flatMap((c) => [...mutableRoots(c)])),
    },
  };
}
