// Replaces a compound term by a variable of its sort that the script already uses.
import type { Script, Term } from '../../smtlib/ast.js';
import { forEachSite } from '../../smtlib/paths.js';
import { sortToString } from '../../smtlib/sort.js';
import { sym } from '../../smtlib/terms/build.js';
import { termPass } from './term-pass.js';

const MAX_PER_SITE = 3;

function variablesBySort(script: Script): Map<string, string[]> {
  const out = new Map<string, string[]>();
  forEachSite(script, ({ term }) => {
    if (term.kind !== 'app' || term.args.length || term.id.indices.length || term.qual || !term.sort) return;
    const key = sortToString(term.sort);
    const names = out.get(key) ?? [];
    if (!names.includes(term.id.symbol) && names.length < MAX_PER_SITE) names.push(term.id.symbol);
    out.set(key, names);
  });
  return out;
}

let memo: { script: Script; vars: Map<string, string[]> } | undefined;

export const replaceByVariable = termPass('replace-by-variable', (t: Term, _site, script) => {
  if (t.kind === 'const' || (t.kind === 'app' && t.args.length === 0) || !t.sort) return [];
  if (memo?.script !== script) memo = { script, vars: variablesBySort(script) };
  return (memo.vars.get(sortToString(t.sort)) ?? []).map((name) => sym(name));
});
