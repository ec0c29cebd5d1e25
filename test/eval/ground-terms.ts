// Random ground SMT-LIB terms (as text) per theory, for differential tests against a solver.
import fc from 'fast-check';

const RM = fc.constantFrom('RNE', 'RNA', 'RTP', 'RTN', 'RTZ');

export const intAndStringTerms = fc.letrec<{ int: string; str: string; re: string; bool: string }>((tie) => ({
  int: fc.oneof(
    { depthSize: 'small' },
    fc.integer({ min: -20, max: 20 }).map((n) => (n < 0 ? `(- ${-n})` : `${n}`)),
    fc
      .tuple(fc.constantFrom('+', '-', '*', 'div', 'mod'), tie('int'), tie('int'))
      .map(([o, a, b]) => `(${o} ${a} ${b})`),
    tie('str').map((s) => `(str.len ${s})`),
    fc.tuple(tie('str'), tie('str'), tie('int')).map(([s, t, i]) => `(str.indexof ${s} ${t} ${i})`),
    tie('str').map((s) => `(str.to_int ${s})`),
    tie('str').map((s) => `(str.to_code ${s})`),
  ),
  str: fc.oneof(
    { depthSize: 'small' },
    fc.constantFrom('""', '"a"', '"ab"', '"ba"', '"12"', '"aab"', '"\\u{0}"', '"07"', '"\\u{1F600}"'),
    fc.tuple(tie('str'), tie('str')).map(([a, b]) => `(str.++ ${a} ${b})`),
    fc.tuple(tie('str'), tie('int'), tie('int')).map(([s, i, j]) => `(str.substr ${s} ${i} ${j})`),
    fc.tuple(tie('str'), tie('int')).map(([s, i]) => `(str.at ${s} ${i})`),
    fc.tuple(tie('str'), tie('str'), tie('str')).map(([s, t, u]) => `(str.replace ${s} ${t} ${u})`),
    fc.tuple(tie('str'), tie('str'), tie('str')).map(([s, t, u]) => `(str.replace_all ${s} ${t} ${u})`),
    tie('int').map((i) => `(str.from_int ${i})`),
    tie('int').map((i) => `(str.from_code ${i})`),
  ),
  re: fc.oneof(
    { depthSize: 'small' },
    tie('str').map((s) => `(str.to_re ${s})`),
    fc.constantFrom('re.allchar', '(re.range "a" "b")', 're.none', 're.all'),
    tie('re').map((r) => `(re.* ${r})`),
    tie('re').map((r) => `(re.opt ${r})`),
    fc
      .tuple(fc.constantFrom('re.++', 're.union', 're.inter'), tie('re'), tie('re'))
      .map(([o, r, q]) => `(${o} ${r} ${q})`),
    tie('re').map((r) => `(re.comp ${r})`),
  ),
  bool: fc.oneof(
    fc.tuple(tie('str'), tie('re')).map(([s, r]) => `(str.in_re ${s} ${r})`),
    fc
      .tuple(fc.constantFrom('str.<', 'str.<=', 'str.contains', 'str.prefixof'), tie('str'), tie('str'))
      .map(([o, s, t]) => `(${o} ${s} ${t})`),
  ),
}));

export const bitVectorTerms = fc.letrec<{ bv: string }>((tie) => ({
  bv: fc.oneof(
    { depthSize: 'small' },
    fc.integer({ min: 0, max: 255 }).map((n) => `#x${n.toString(16).padStart(2, '0')}`),
    fc
      .tuple(
        fc.constantFrom('bvadd', 'bvsub', 'bvmul', 'bvudiv', 'bvurem', 'bvsdiv', 'bvsrem', 'bvsmod'),
        tie('bv'),
        tie('bv'),
      )
      .map(([o, a, b]) => `(${o} ${a} ${b})`),
    fc
      .tuple(fc.constantFrom('bvshl', 'bvlshr', 'bvashr', 'bvand', 'bvxor'), tie('bv'), tie('bv'))
      .map(([o, a, b]) => `(${o} ${a} ${b})`),
    fc.tuple(fc.integer({ min: 0, max: 9 }), tie('bv')).map(([k, a]) => `((_ rotate_left ${k}) ${a})`),
    tie('bv').map((a) => `((_ extract 9 2) ((_ sign_extend 4) ${a}))`),
  ),
})).bv;

export const floatTerms = fc.letrec<{ fp: string }>((tie) => ({
  fp: fc.oneof(
    { depthSize: 'small' },
    fc.integer({ min: 0, max: 0xffff }).map((n) => `((_ to_fp 5 11) #x${n.toString(16).padStart(4, '0')})`),
    fc.constantFrom('(_ +zero 5 11)', '(_ -zero 5 11)', '(_ +oo 5 11)', '(_ NaN 5 11)', '((_ to_fp 5 11) RNE 0.1)'),
    fc
      .tuple(fc.constantFrom('fp.add', 'fp.sub', 'fp.mul', 'fp.div'), RM, tie('fp'), tie('fp'))
      .map(([o, rm, a, b]) => `(${o} ${rm} ${a} ${b})`),
    fc.tuple(RM, tie('fp'), tie('fp'), tie('fp')).map(([rm, a, b, c]) => `(fp.fma ${rm} ${a} ${b} ${c})`),
    fc.tuple(fc.constantFrom('fp.sqrt', 'fp.roundToIntegral'), RM, tie('fp')).map(([o, rm, a]) => `(${o} ${rm} ${a})`),
    fc.tuple(tie('fp'), tie('fp')).map(([a, b]) => `(fp.rem ${a} ${b})`),
    fc.tuple(RM, tie('fp')).map(([rm, a]) => `((_ to_fp 5 11) ${rm} ((_ to_fp 8 24) ${rm} ${a}))`),
    fc.tuple(RM, tie('fp')).map(([rm, a]) => `((_ to_fp 5 11) ${rm} ((_ fp.to_sbv 8) RTZ ${a}))`),
  ),
})).fp;
