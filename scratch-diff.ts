// Differential check: random ground terms, our value vs Z3 (assert (not (= t v))) must be unsat.
import fc from 'fast-check';
import { init } from 'z3-solver';
import { ev } from './test/eval/helpers.js';
const { Z3 } = await init();
const z3ctx = Z3.mk_context(Z3.mk_config());
async function z3check(text: string) { return (await Z3.eval_smtlib2_string(z3ctx, `(reset)${text}`)).trim(); }

const int = fc.letrec<{ i: string; s: string; b: string; r: string }>((tie) => ({
  i: fc.oneof({ depthSize: 'small' },
    fc.integer({ min: -20, max: 20 }).map((n) => (n < 0 ? `(- ${-n})` : `${n}`)),
    fc.tuple(fc.constantFrom('+', '-', '*', 'div', 'mod'), tie('i'), tie('i')).map(([o, a, b]) => `(${o} ${a} ${b})`),
    fc.tuple(tie('s')).map(([s]) => `(str.len ${s})`),
    fc.tuple(tie('s'), tie('s'), tie('i')).map(([s, t, i]) => `(str.indexof ${s} ${t} ${i})`),
    fc.tuple(tie('s')).map(([s]) => `(str.to_int ${s})`),
    fc.tuple(tie('s')).map(([s]) => `(str.to_code ${s})`),
  ),
  s: fc.oneof({ depthSize: 'small' },
    fc.constantFrom('""', '"a"', '"ab"', '"ba"', '"12"', '"aab"', '"\\u{0}"', '"07"'),
    fc.tuple(tie('s'), tie('s')).map(([a, b]) => `(str.++ ${a} ${b})`),
    fc.tuple(tie('s'), tie('i'), tie('i')).map(([s, i, j]) => `(str.substr ${s} ${i} ${j})`),
    fc.tuple(tie('s'), tie('i')).map(([s, i]) => `(str.at ${s} ${i})`),
    fc.tuple(tie('s'), tie('s'), tie('s')).map(([s, t, u]) => `(str.replace ${s} ${t} ${u})`),
    fc.tuple(tie('s'), tie('s'), tie('s')).map(([s, t, u]) => `(str.replace_all ${s} ${t} ${u})`),
    fc.tuple(tie('s'), tie('r'), tie('s')).map(([s, r, u]) => `(str.replace_re ${s} ${r} ${u})`),
    fc.tuple(tie('s'), tie('r'), tie('s')).map(([s, r, u]) => `(str.replace_re_all ${s} ${r} ${u})`),
    fc.tuple(tie('i')).map(([i]) => `(str.from_int ${i})`),
    fc.tuple(tie('i')).map(([i]) => `(str.from_code ${i})`),
  ),
  r: fc.oneof({ depthSize: 'small' },
    fc.tuple(tie('s')).map(([s]) => `(str.to_re ${s})`),
    fc.constantFrom('re.allchar', '(re.range "a" "b")', 're.none', 're.all'),
    fc.tuple(tie('r')).map(([r]) => `(re.* ${r})`),
    fc.tuple(tie('r')).map(([r]) => `(re.+ ${r})`),
    fc.tuple(tie('r'), tie('r')).map(([r, q]) => `(re.++ ${r} ${q})`),
    fc.tuple(tie('r'), tie('r')).map(([r, q]) => `(re.union ${r} ${q})`),
    fc.tuple(tie('r'), tie('r')).map(([r, q]) => `(re.inter ${r} ${q})`),
    fc.tuple(tie('r')).map(([r]) => `(re.comp ${r})`),
  ),
  b: fc.oneof(
    fc.tuple(tie('s'), tie('r')).map(([s, r]) => `(str.in_re ${s} ${r})`),
    fc.tuple(tie('s'), tie('s')).map(([s, t]) => `(str.< ${s} ${t})`),
    fc.tuple(tie('s'), tie('s')).map(([s, t]) => `(str.contains ${s} ${t})`),
  ),
}));

const bv = fc.letrec<{ v: string }>((tie) => ({
  v: fc.oneof({ depthSize: 'small' },
    fc.integer({ min: 0, max: 255 }).map((n) => `#x${n.toString(16).padStart(2, '0')}`),
    fc.tuple(fc.constantFrom('bvadd', 'bvsub', 'bvmul', 'bvudiv', 'bvurem', 'bvsdiv', 'bvsrem', 'bvsmod', 'bvshl', 'bvlshr', 'bvashr', 'bvand', 'bvxor', 'bvcomp'), tie('v'), tie('v'))
      .map(([o, a, b]) => o === 'bvcomp' ? `((_ zero_extend 7) (bvcomp ${a} ${b}))` : `(${o} ${a} ${b})`),
    fc.tuple(tie('v')).map(([a]) => `((_ rotate_left 3) ${a})`),
    fc.tuple(tie('v')).map(([a]) => `((_ extract 7 0) ((_ sign_extend 4) ${a}))`),
  ),
})).v;

const fpv = fc.letrec<{ f: string }>((tie) => ({
  f: fc.oneof({ depthSize: 'small' },
    fc.integer({ min: 0, max: 0xffff }).map((n) => `((_ to_fp 5 11) #x${n.toString(16).padStart(4, '0')})`),
    fc.constantFrom('(_ +zero 5 11)', '(_ -zero 5 11)', '(_ +oo 5 11)', '(_ NaN 5 11)', '((_ to_fp 5 11) RNE 0.1)'),
    fc.tuple(fc.constantFrom('fp.add', 'fp.sub', 'fp.mul', 'fp.div'), fc.constantFrom('RNE', 'RNA', 'RTP', 'RTN', 'RTZ'), tie('f'), tie('f')).map(([o, rm, a, b]) => `(${o} ${rm} ${a} ${b})`),
    fc.tuple(fc.constantFrom('RNE', 'RNA', 'RTP', 'RTN', 'RTZ'), tie('f'), tie('f'), tie('f')).map(([rm, a, b, c]) => `(fp.fma ${rm} ${a} ${b} ${c})`),
    fc.tuple(fc.constantFrom('RNE', 'RNA', 'RTP', 'RTN', 'RTZ'), tie('f')).map(([rm, a]) => `(fp.sqrt ${rm} ${a})`),
    fc.tuple(fc.constantFrom('RNE', 'RNA', 'RTP', 'RTN', 'RTZ'), tie('f')).map(([rm, a]) => `(fp.roundToIntegral ${rm} ${a})`),
    fc.tuple(tie('f'), tie('f')).map(([a, b]) => `(fp.rem ${a} ${b})`),
    fc.tuple(fc.constantFrom('RNE', 'RTZ', 'RTP'), tie('f')).map(([rm, a]) => `((_ to_fp 5 11) ${rm} ((_ to_fp 8 24) ${rm} ${a}))`),
    fc.tuple(fc.constantFrom('RNE', 'RTZ', 'RTN'), tie('f')).map(([rm, a]) => `((_ to_fp 5 11) ${rm} ((_ fp.to_sbv 8) RTZ ${a}))`),
  ),
})).f;

let checked = 0, unknowns = 0, bad = 0;
async function run(gen: fc.Arbitrary<string>, n: number) {
  for (const t of fc.sample(gen, { numRuns: n, seed: Number(process.argv[2] ?? 1) })) {
    const mine = ev(t);
    if (mine.startsWith('unknown')) { unknowns++; continue; }
    const out = await z3check(`(assert (not (= ${t} ${mine})))(check-sat)`);
    checked++;
    if (out !== 'unsat' && out !== 'sat') { unknowns++; if (!out.startsWith('unknown')) console.log('Z3', out.slice(0, 100), t.slice(0, 300)); continue; }
    if (out !== 'unsat') { bad++; console.log('DISAGREE', out, '\n  term:', t, '\n  mine:', mine); if (bad > 10) process.exit(1); }
  }
}
await run(int.i, 400); await run(int.s, 400); await run(int.b, 300); await run(bv, 400); await run(fpv, 600);
console.log({ checked, unknowns, bad });
process.exit(0);
