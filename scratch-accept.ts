import { readFileSync } from 'node:fs';
import { parseScript } from './src/smtlib/parser.js';
import { evaluateAssertions, scopeAtFirstCheckSat } from './src/smtlib/eval/index.js';
import { init } from 'z3-solver';
const { Z3 } = await init();
const dir = '/work/shared/seeds/public/';
const rows = readFileSync(dir + 'manifest.tsv', 'utf8').trim().split('\n').slice(1).map((l) => l.split('\t'));
const only = process.argv[2];
const reasons = new Map<string, number>();
let seeds = 0, asserts = 0, trues = 0, falses = 0, skipped = new Map<string, number>();
const bump = (m: Map<string, number>, k: string) => m.set(k, (m.get(k) ?? 0) + 1);
for (const [path, , expected, z3r] of rows) {
  if (expected !== 'sat' && z3r !== 'sat') continue;
  if (only && !path!.includes(only)) continue;
  const text = readFileSync(dir + path, 'utf8');
  const s = parseScript(text);
  if (!s.ok) { bump(skipped, 'parse error'); continue; }
  const scope = scopeAtFirstCheckSat(s.value);
  const cut = scope.checkSatIndex >= 0 ? s.value.commands[scope.checkSatIndex]!.span!.end : text.length;
  const input = '(set-option :timeout 5000)\n' + text.slice(0, cut) + (scope.checkSatIndex >= 0 ? '' : '\n(check-sat)') + '\n(get-model)\n';
  const ctx = Z3.mk_context(Z3.mk_config());
  const t0 = Date.now();
  let out: string;
  try { out = await Z3.eval_smtlib2_string(ctx, input); } catch (e) { bump(skipped, 'z3 threw'); continue; } finally { Z3.del_context(ctx); }
  const dt = Date.now() - t0;
  const lines = out.split('\n');
  const satAt = lines.findIndex((l) => l.trim() === 'sat');
  if (satAt < 0) { { bump(skipped, "z3 not sat: " + out.slice(0, 40).replace(/\n/g, " ")); if (!out.startsWith("unknown")) console.log("NOTSAT", path, out.slice(0, 400)); } continue; }
  const modelText = lines.slice(satAt + 1).join('\n');
  const r = evaluateAssertions(s.value, modelText);
  if (!r.ok) { bump(skipped, 'model parse: ' + r.error.message); console.log(path, r.error, modelText.slice(0, 300)); continue; }
  seeds++;
  for (const v of r.value) {
    asserts++;
    if (v.verdict.kind === 'true') trues++;
    else if (v.verdict.kind === 'false') { falses++; console.log('FALSE', path); }
    else bump(reasons, v.verdict.reason);
  }
  if (dt > 3000) console.log('slow', path, dt);
}
console.log({ seeds, asserts, trues, falses });
console.table([...reasons]);
console.table([...skipped]);
process.exit(0);
