// Option fuzzing's focus: of a solver's option table, the options that can matter to one formula. Z3 5.2.0 has
// 303 options worth drawing; a uniform draw spends most of them where they cannot act (a bit-blaster option on a
// string formula, a string-solver option on bit-vectors), so the two live bugs option fuzzing found in Z3 5.2.0
// (`smt.arith.nl.horner_frequency=0` on a square, `sat.smt=true` on strings) were each drawn about once in 300
// mutants. The idea is Falcon's (Yao et al., "Fuzzing SMT Solvers via Two-Dimensional Input Space Exploration",
// ISSTA 2021): explore formulas and configurations together, correlating an option with the theories whose code it
// configures. Here the correlation is a table of option-name patterns (from the option names and descriptions of
// Z3's `smt`, `sat`, `nlsat` and `rewriter` modules and cvc5's `--help` sections) against features read from the
// formula's skeleton (smtlib/skeleton.ts). An option no pattern names (core search, restarts, phase selection,
// relevancy, the engine switches `sat.smt` and `sat.euf`) can matter to every formula.
import type { Script } from '../smtlib/ast.js';
import { skeletonParts } from '../smtlib/skeleton.js';
import { ARITHMETIC_SYMBOLS } from '../smtlib/theories/index.js';
import type { SolverFamily } from '../solvers/lane.js';

/** What a formula exercises, as far as option relevance goes. */
export type Feature =
  | 'arith'
  | 'nonlinear'
  | 'strings'
  | 'bv'
  | 'fp'
  | 'arrays'
  | 'quantifiers'
  | 'uf'
  | 'datatypes'
  | 'sets'
  | 'pb'
  /** Bit-vectors, floating point or nothing but Booleans and uninterpreted functions: Z3 solves them on its SAT core. */
  | 'sat';

const NONLINEAR_OPS = new Set([
  '*',
  '/',
  'div',
  'mod',
  '^',
  'exp',
  'sin',
  'cos',
  'tan',
  'arcsin',
  'arccos',
  'arctan',
  'sqrt',
]);
const BV_OP =
  /^(bv|concat$|extract$|zero_extend$|sign_extend$|rotate_|repeat$|int2bv$|nat2bv$|ubv_to_int$|sbv_to_int$|int_to_bv$)/;
const FP_OP = /^(fp$|fp\.|to_fp|roundTowards|roundNearest|RN[EA]?$|RT[PNZ]$)/;
const STRING_OP = /^(str\.|re\.|seq\.|char$)/;
const FP_SORT = /^(FloatingPoint|Float(16|32|64|128)|RoundingMode)$/;
const SET_OP = /^(set\.|bag\.|rel\.|union$|intersection$|setminus$|member$|subset$|singleton$|insert$|complement$)/;
const PB_OPS = new Set(['pbeq', 'pble', 'pbge', 'at-most', 'at-least']);

/** The features of a script, read from the operators and sorts it uses. */
export function featuresOf(script: Script): ReadonlySet<Feature> {
  const { ops, sorts } = skeletonParts(script);
  const out = new Set<Feature>();
  const anyOp = (test: (op: string) => boolean): boolean => [...ops].some(test);
  if (sorts.has('Int') || sorts.has('Real') || anyOp((o) => ARITHMETIC_SYMBOLS.has(o))) out.add('arith');
  if (anyOp((o) => NONLINEAR_OPS.has(o))) out.add('nonlinear');
  if (sorts.has('String') || sorts.has('RegLan') || sorts.has('Seq') || anyOp((o) => STRING_OP.test(o)))
    out.add('strings');
  // Z3 and cvc5 solve string lengths with their arithmetic solver.
  if (out.has('strings')) out.add('arith');
  if (sorts.has('BitVec') || anyOp((o) => BV_OP.test(o))) out.add('bv');
  if ([...sorts].some((s) => FP_SORT.test(s)) || anyOp((o) => FP_OP.test(o))) out.add('fp');
  if (sorts.has('Array') || ops.has('select') || ops.has('store')) out.add('arrays');
  if (ops.has('forall') || ops.has('exists')) out.add('quantifiers');
  if (ops.has('uf') || sorts.has('user-sort')) out.add('uf');
  if (sorts.has('datatype') || ops.has('datatype') || ops.has('match')) out.add('datatypes');
  if (sorts.has('Set') || sorts.has('Bag') || anyOp((o) => SET_OP.test(o))) out.add('sets');
  if (anyOp((o) => PB_OPS.has(o))) out.add('pb');
  const onSatCore = ['arith', 'strings', 'arrays', 'quantifiers', 'datatypes', 'sets'].every(
    (f) => !out.has(f as Feature),
  );
  if (out.has('bv') || out.has('fp') || onSatCore) out.add('sat');
  return out;
}

/** An option pattern and the features of which any one makes it matter; the first pattern that names it decides. */
interface Focus {
  pattern: RegExp;
  any: readonly Feature[];
}

const Z3_FOCUS: readonly Focus[] = [
  // The engine switches: the new core, for any formula.
  { pattern: /^sat\.(smt|euf)$/, any: [] },
  { pattern: /^(smt\.arith\.nl|nlsat)\./, any: ['nonlinear'] },
  { pattern: /^smt\.arith\./, any: ['arith'] },
  { pattern: /^smt\.(seq\.|str\.|string_solver$)/, any: ['strings'] },
  { pattern: /^smt\.bv\./, any: ['bv'] },
  { pattern: /^smt\.array\./, any: ['arrays'] },
  { pattern: /^smt\.dack/, any: ['uf', 'arrays'] },
  { pattern: /^smt\.dt_/, any: ['datatypes'] },
  { pattern: /^smt\.pb\./, any: ['pb'] },
  {
    pattern:
      /^smt\.(mbqi|qi\.|q\.|ematching|macro_finder|quasi_macros|restricted_quasi_macros|pull_nested_quantifiers|ho_matching|qsat_use_qel|core\.extend_|term_enumeration|solve_eqs\.non_ground)/,
    any: ['quantifiers'],
  },
  { pattern: /^smt\.(induction|refine_inj_axioms)/, any: ['quantifiers', 'datatypes', 'uf'] },
  { pattern: /^sat\./, any: ['sat'] },
  { pattern: /^rewriter\.(hi_fp_unspecified)/, any: ['fp'] },
  {
    pattern: /^rewriter\.(bit2bool|blast_|bv_|mul2concat|push_ite_bv|elim_sign_ext|split_concat_eq)/,
    any: ['bv'],
  },
  {
    pattern: /^rewriter\.(expand_select|expand_store|expand_nested_stores|sort_store|blast_select_store)/,
    any: ['arrays'],
  },
  { pattern: /^rewriter\.coalesce_chars/, any: ['strings'] },
  {
    pattern: /^rewriter\.ignore_patterns_on_ground_qbody|^rewriter\.rewrite_patterns|^rewriter\.enable_der/,
    any: ['quantifiers'],
  },
  {
    pattern:
      /^rewriter\.(algebraic_number_evaluator|arith_|eq2ineq|expand_power|expand_tan|gcd_rounding|hi_div0|hoist_mul|max_degree|mul_to_power|push_ite_arith|push_to_real|som|sort_sums|elim_rem|elim_to_real|div0_)/,
    any: ['arith'],
  },
];

const CVC5_FOCUS: readonly Focus[] = [
  { pattern: /^(nl-|cegqi-bv-solve-nl)/, any: ['nonlinear'] },
  {
    pattern:
      /^(arith-|cut-all|dio-|fc-penalties|lemmas-on-replay|miplib|new-prop|revert-arith|se-solve-int|soi-qe|use-approx|use-fcsimplex|use-soi|pb-rewrites|solve-real-as-int)/,
    any: ['arith'],
  },
  { pattern: /^arrays-/, any: ['arrays'] },
  { pattern: /^(bitwise-eq|bv-|bool-to-bv|eager-arith-bv-conv)/, any: ['bv'] },
  { pattern: /^(cdt-|dt-)/, any: ['datatypes'] },
  { pattern: /^(ff-)/, any: ['arith'] },
  { pattern: /^fp-/, any: ['fp'] },
  { pattern: /^(sets-|sep-)/, any: ['sets'] },
  { pattern: /^strings-/, any: ['strings'] },
  { pattern: /^(uf-|symmetry-breaker|ackermann)/, any: ['uf'] },
  {
    pattern:
      /^(cbqi|cegqi|conjecture-gen|cons-exp-triggers|e-matching|elim-taut-quant|enum-inst|ext-rewrite-quant|finite-model-find|fmf-|full-saturate-quant|global-negate|ho-|increment-triggers|inst-|int-wf-ind|ite-dtt-split-quant|macros-quant|mbqi|multi-trigger|oracles|partial-triggers|pool-inst|pre-skolem|prenex|purify-triggers|quant-|register-quant|relational-triggers|relevant-triggers|sygus|term-db|var-elim-quant|var-ineq-elim-quant)/,
    any: ['quantifiers'],
  },
];

const FOCUS: Record<SolverFamily, readonly Focus[]> = { z3: Z3_FOCUS, cvc5: CVC5_FOCUS };

/** Can the option `name` (a table's parameter name) matter to a formula with these features? */
export function canMatter(family: SolverFamily, name: string, features: ReadonlySet<Feature>): boolean {
  const focus = (FOCUS[family] ?? []).find((f) => f.pattern.test(name));
  return !focus || focus.any.length === 0 || focus.any.some((f) => features.has(f));
}
