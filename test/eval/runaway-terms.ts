// Terms whose evaluation would run away without the evaluator's budget (src/smtlib/eval/budget.ts): one per
// construct, each with the reason it gives up under small limits (budget.test.ts) and, printed with its cost,
// under the defaults (npm run bench:eval-budget). Written for this project.

export interface RunawayTerm {
  name: string;
  /** Declarations and definitions the term needs. */
  script?: string;
  term: string;
  /** What the budget says when it gives up: the steps, or the value too large. */
  reason: RegExp;
}

const STEPS = /evaluation budget: more than \d+ steps/;
const TOO_LARGE = /evaluation budget: .* of (size|\d+ bits)/;

/** `(let ((x seed)) (let ((x (f x))) …))`, n times. */
function iterate(seed: string, f: (x: string) => string, n: number): string {
  let t = seed;
  for (let i = 0; i < n; i++) t = `(let ((x ${t})) ${f('x')})`;
  return t;
}

/** Definitions f1 … fn, each calling the previous one twice: 2^n calls of f0. */
function doublingChain(sort: string, n: number): string {
  const lines = [`(define-fun f0 ((x ${sort})) ${sort} x)`];
  for (let i = 1; i <= n; i++) lines.push(`(define-fun f${i} ((x ${sort})) ${sort} (+ (f${i - 1} x) (f${i - 1} x)))`);
  return lines.join('\n');
}

/** Arrays a1 … an as lambdas, each reading the previous one twice. */
function lambdaChain(n: number): string {
  const lines = ['(define-fun a0 () (Array Int Int) (lambda ((x Int)) x))'];
  for (let i = 1; i <= n; i++)
    lines.push(
      `(define-fun a${i} () (Array Int Int) (lambda ((x Int)) (+ (select a${i - 1} x) (select a${i - 1} (+ x 1)))))`,
    );
  return lines.join('\n');
}

/** n letters a and b in no short period (a linear congruential sequence). */
function scrambled(n: number): string {
  let x = 12345;
  let out = '';
  for (let i = 0; i < n; i++) {
    x = (x * 1103515245 + 12345) % 2147483648;
    out += x & 0x10000 ? 'a' : 'b';
  }
  return out;
}

const repeatString = (s: string, n: number): string => `(str.++ ${Array(n).fill(`"${s}"`).join(' ')})`;

const LIST = '(declare-datatypes ((L 0)) (((nil) (cons (hd L) (tl L)))))';

const RELATION = (n: number): string => {
  let set = '(set.singleton (tuple 0))';
  for (let i = 1; i < n; i++) set = `(set.insert (tuple ${i}) ${set})`;
  return set;
};

const CHAIN_RELATION = (n: number): string => {
  let set = '(set.singleton (tuple 0 1))';
  for (let i = 1; i < n; i++) set = `(set.insert (tuple ${i} ${i + 1}) ${set})`;
  return set;
};

export const RUNAWAY_TERMS: readonly RunawayTerm[] = [
  { name: 'define-fun chain (2^40 calls)', script: doublingChain('Int', 40), term: '(> (f40 1) 0)', reason: STEPS },
  {
    name: 'define-fun-rec unfolding (fib 60)',
    script: '(define-fun-rec fib ((n Int)) Int (ite (< n 2) n (+ (fib (- n 1)) (fib (- n 2)))))',
    term: '(> (fib 60) 0)',
    reason: STEPS,
  },
  { name: 'lambda/array chain (2^40 selects)', script: lambdaChain(40), term: '(> (select a40 0) 0)', reason: STEPS },
  {
    name: 'nested Bool quantifiers (3^20)',
    term: `(forall (${Array.from({ length: 20 }, (_, i) => `(b${i} Bool)`).join(' ')}) (or ${Array.from(
      { length: 20 },
      (_, i) => `b${i}`,
    ).join(' ')} (not b0)))`,
    reason: /quantifier|evaluation budget/,
  },
  { name: 'integer squared 40 times', term: `(> ${iterate('3', (x) => `(* ${x} ${x})`, 40)} 0)`, reason: TOO_LARGE },
  {
    name: 'rational squared 40 times (gcd)',
    term: `(> ${iterate('1.5', (x) => `(+ (* ${x} ${x}) 0.3)`, 40)} 0.0)`,
    reason: /evaluation budget/,
  },
  { name: '^ with a huge exponent', term: '(> (^ 3 100000000) 0)', reason: TOO_LARGE },
  { name: 'int.pow2 of a huge exponent', term: '(> (int.pow2 100000000) 0)', reason: TOO_LARGE },
  { name: 'iand of a huge width', term: '(= ((_ iand 100000000) 5 3) 1)', reason: TOO_LARGE },
  {
    name: '(_ repeat 10000000)',
    term: '(= ((_ repeat 10000000) #b1) ((_ repeat 10000000) #b1))',
    reason: TOO_LARGE,
  },
  { name: '(_ zero_extend 4000000000)', term: '(= ((_ zero_extend 4000000000) #b1) #b1)', reason: TOO_LARGE },
  { name: '(_ sign_extend 4000000000)', term: '(= ((_ sign_extend 4000000000) #b1) #b1)', reason: TOO_LARGE },
  {
    name: '(_ int2bv 4000000000)',
    term: '(= ((_ int2bv 4000000000) (- 1)) ((_ int2bv 4000000000) 0))',
    reason: TOO_LARGE,
  },
  {
    name: 'bit-vector doubled by concat',
    term: `(= ${iterate('#xff', (x) => `(concat ${x} ${x})`, 40)} #x00)`,
    reason: TOO_LARGE,
  },
  {
    name: 'str.++ doubling',
    term: `(= (str.len ${iterate('"ab"', (x) => `(str.++ ${x} ${x})`, 40)}) 0)`,
    reason: TOO_LARGE,
  },
  {
    name: 'str.replace_all growth',
    term: `(= (str.len ${iterate(repeatString('a', 32), (x) => `(str.replace_all ${x} "a" ${x})`, 4)}) 0)`,
    reason: TOO_LARGE,
  },
  {
    name: 'str.replace_re_all growth',
    term: `(= (str.len ${iterate(repeatString('a', 32), (x) => `(str.replace_re_all ${x} (str.to_re "a") ${x})`, 4)}) 0)`,
    reason: TOO_LARGE,
  },
  {
    name: 'str.to_int of 100,000 digits',
    term: `(> (str.to_int ${repeatString('9'.repeat(1000), 100)}) 0)`,
    reason: /evaluation budget/,
  },
  {
    name: 're.loop nested (10^9 copies)',
    term: '(str.in_re "aaa" ((_ re.loop 0 1000) ((_ re.loop 0 1000) ((_ re.loop 0 1000) (str.to_re "a")))))',
    reason: TOO_LARGE,
  },
  { name: 're.^ nested', term: '(str.in_re "aaa" ((_ re.^ 1000) ((_ re.^ 1000) (str.to_re "a"))))', reason: TOO_LARGE },
  {
    name: 're.loop with a huge bound',
    term: '(str.in_re "a" (re.loop (str.to_re "a") 0 100000000000))',
    reason: TOO_LARGE,
  },
  {
    name: 'regex derivative blow-up (loop of options)',
    term: `(str.in_re ${repeatString('a'.repeat(50), 40)} ((_ re.loop 0 1000) (re.opt (str.to_re "a"))))`,
    reason: /evaluation budget/,
  },
  {
    name: 'regex membership of a long word',
    term: `(str.in_re ${repeatString('ab'.repeat(500), 60)} (re.* (re.union (str.to_re "ab") (str.to_re "ba") (re.range "c" "z"))))`,
    reason: STEPS,
  },
  {
    // "The j-th letter from the end is not an a" for j = 9 … 24, intersected: a state per set of recent a's.
    name: 'complement and intersection',
    term: `(str.in_re "${scrambled(3000)}" (re.inter ${Array.from(
      { length: 16 },
      (_, i) => `(re.comp (re.++ re.all (str.to_re "a") ((_ re.^ ${i + 8}) re.allchar)))`,
    ).join(' ')}))`,
    reason: STEPS,
  },
  {
    name: 'seq.++ doubling',
    term: `(= (seq.len ${iterate('(seq.unit 1)', (x) => `(seq.++ ${x} ${x})`, 40)}) 0)`,
    reason: TOO_LARGE,
  },
  {
    name: 'seq.replace_all growth',
    term: `(= (seq.len ${iterate(`(seq.++ ${Array(32).fill('(seq.unit 1)').join(' ')})`, (x) => `(seq.replace_all ${x} (seq.unit 1) ${x})`, 4)}) 0)`,
    reason: TOO_LARGE,
  },
  {
    name: 'datatype value doubled by sharing',
    script: LIST,
    term: `(= ${iterate('nil', (x) => `(cons ${x} ${x})`, 60)} nil)`,
    reason: TOO_LARGE,
  },
  {
    name: 'relation product of products',
    term: `(= (set.card (rel.product (rel.product (rel.product ${RELATION(16)} ${RELATION(16)}) ${RELATION(16)}) ${RELATION(16)})) 0)`,
    reason: /evaluation budget/,
  },
  {
    name: 'transitive closure of a long chain',
    term: `(= (set.card (rel.tclosure ${CHAIN_RELATION(400)})) 0)`,
    reason: /evaluation budget/,
  },
  {
    name: 'bag.fold over 10^12 copies',
    term: '(= (bag.fold (lambda ((x Int) (y Int)) (+ x y)) 0 (bag 1 1000000000000)) 0)',
    reason: TOO_LARGE,
  },
  {
    name: 'float format with a 2^30 exponent range',
    term: '(fp.isZero (fp.add RNE ((_ to_fp 30 5) RNE 1.0) ((_ to_fp 30 5) RNE 1.0)))',
    reason: TOO_LARGE,
  },
  {
    name: 'fp literal with a 64-bit exponent field',
    term: '(fp.isZero (fp.mul RNE (fp #b0 #x0000000000000001 #b1) (fp #b0 #x0000000000000001 #b1)))',
    reason: TOO_LARGE,
  },
  {
    name: 'fp.to_ubv of a huge width',
    term: '(= ((_ fp.to_ubv 4000000000) RNE (fp #b0 #b0111 #b000)) ((_ fp.to_ubv 4000000000) RNE (fp #b0 #b0111 #b000)))',
    reason: TOO_LARGE,
  },
];
