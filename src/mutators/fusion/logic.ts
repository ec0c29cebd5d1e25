// The set-logic of a fused script: the smallest SMT-LIB logic covering both seeds' logics and the
// fusion functions (a product or division of two variables needs nonlinear arithmetic), when that
// logic is the seeds' own or one that both Z3 4.8 and cvc5 1.0 accept; otherwise none, and the
// solvers enable every theory. (Z3 answers `unsupported` for names such as QF_SNIA or UFDTNIA, and
// cvc5 1.0 without a logic needs --strings-exp for the extended string functions.)
const ACCEPTED = new Set(
  (
    'ABV ALIA AUFBV AUFLIA AUFLIRA AUFNIA AUFNIRA BV FP LIA LRA NIA NRA QF_ABV QF_ALIA QF_ANIA QF_AUFBV ' +
    'QF_AUFLIA QF_AUFNIA QF_AX QF_BV QF_BVFP QF_DT QF_FP QF_FPLRA QF_LIA QF_LIRA QF_LRA QF_NIA QF_NIRA ' +
    'QF_NRA QF_S QF_SLIA QF_UF QF_UFBV QF_UFDT QF_UFLIA QF_UFLRA QF_UFNIA QF_UFNRA UF UFBV UFLIA UFLRA ' +
    'UFNIA UFNRA ALL'
  ).split(' '),
);

interface LogicParts {
  quantifierFree: boolean;
  theories: Set<'A' | 'UF' | 'BV' | 'FP' | 'DT' | 'S'>;
  ints: boolean;
  reals: boolean;
  nonlinear: boolean;
}

const SHAPE = /^(QF_)?(AX|A)?(UF)?(BV)?(FP)?(DT)?(S)?(?:([LN])(IA|RA|IRA)|(I|R)DL)?$/;

function parts(logic: string): LogicParts | undefined {
  const m = SHAPE.exec(logic);
  if (!m) return undefined;
  const theories = new Set<'A' | 'UF' | 'BV' | 'FP' | 'DT' | 'S'>();
  if (m[2]) theories.add('A');
  for (const [i, t] of [
    [3, 'UF'],
    [4, 'BV'],
    [5, 'FP'],
    [6, 'DT'],
    [7, 'S'],
  ] as const)
    if (m[i]) theories.add(t);
  const arith = m[9] ?? (m[10] ? `${m[10]}A` : '');
  return {
    quantifierFree: !!m[1],
    theories,
    ints: arith.includes('I'),
    reals: arith.includes('R'),
    nonlinear: m[8] === 'N',
  };
}

function nameOf(p: LogicParts): string {
  const t = p.theories;
  const arith = p.ints || p.reals ? (p.nonlinear ? 'N' : 'L') + (p.ints ? 'I' : '') + (p.reals ? 'R' : '') + 'A' : '';
  const others = ['UF', 'BV', 'FP', 'DT', 'S'].filter((x) => t.has(x as 'S')).join('') + arith;
  const arrays = t.has('A') ? (others ? 'A' : 'AX') : '';
  return (p.quantifierFree ? 'QF_' : '') + arrays + others;
}

export function mergeLogic(a: string | undefined, b: string | undefined, nonlinear: boolean): string | undefined {
  if (a === undefined || b === undefined) return undefined;
  if (a === 'ALL' || b === 'ALL') return 'ALL';
  if (a === b && !nonlinear) return a;
  const pa = parts(a);
  const pb = parts(b);
  if (!pa || !pb) return undefined;
  const union: LogicParts = {
    quantifierFree: pa.quantifierFree && pb.quantifierFree,
    theories: new Set([...pa.theories, ...pb.theories]),
    ints: pa.ints || pb.ints,
    reals: pa.reals || pb.reals,
    nonlinear: pa.nonlinear || pb.nonlinear || nonlinear,
  };
  // Strings bring integers (str.len); a nonlinear fusion of a Real pair needs arithmetic anyway.
  if (union.nonlinear && !union.ints && !union.reals) union.ints = true;
  const name = nameOf(union);
  return name === a || name === b || ACCEPTED.has(name) ? name : undefined;
}
