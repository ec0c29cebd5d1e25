// Datatypes a solver declares before the script starts: Z3's `(List E)` with `nil`, `(insert head tail)`
// and the selectors `head` and `tail` (the Z3 guide's examples use it). Z3 4.8.12 and 4.10.0 on have it,
// 4.8.17 does not (measured on the releases). A script may declare its own `List` (cvc5 reads that, and so
// does Z3 4.8.17): the script's declaration then takes its place (check/declare.ts).
import { dialectMask } from '../dialect.js';
import { sortOf, type Sort } from '../sort.js';
import type { ConstructorInfo, DatatypeInfo, FunSig, SortDef } from './symbols.js';

/** Who has the built-in `List`. */
export const LIST_READERS = dialectMask('z3- z3>=4.10.0');

const E: Sort = { name: 'E', indices: [], args: [], param: true };

function list(): DatatypeInfo {
  const sort = sortOf('List', [], [E]);
  const constructors: ConstructorInfo[] = [];
  const info: DatatypeInfo = { name: 'List', params: [E], sort, constructors, builtin: { dialects: LIST_READERS } };
  constructors.push({ name: 'nil', datatype: info, fields: [] });
  constructors.push({
    name: 'insert',
    datatype: info,
    fields: [
      { name: 'head', sort: E },
      { name: 'tail', sort },
    ],
  });
  return info;
}

/** The built-in datatypes, made once (their sorts and signatures are shared by every environment). */
const BUILTINS: readonly DatatypeInfo[] = [list()];

const SIGNATURES: readonly FunSig[] = BUILTINS.flatMap((info) =>
  info.constructors.flatMap((ctor) => [
    {
      name: ctor.name,
      params: ctor.fields.map((f) => f.sort),
      result: info.sort,
      kind: 'constructor' as const,
      polymorphic: true,
      ctor,
    },
    ...ctor.fields.map((f) => ({
      name: f.name,
      params: [info.sort],
      result: f.sort,
      kind: 'selector' as const,
      polymorphic: true,
      ctor,
    })),
  ]),
);

/** Puts the built-in datatypes into fresh symbol tables (outside any assertion level: pop keeps them). */
export function installBuiltins(funs: Map<string, FunSig[]>, sorts: Map<string, SortDef>): void {
  for (const info of BUILTINS) sorts.set(info.name, { kind: 'datatype', info });
  for (const sig of SIGNATURES) {
    const list = funs.get(sig.name);
    if (list) list.push(sig);
    else funs.set(sig.name, [sig]);
  }
}

/** Is `info` a built-in datatype? */
export const isBuiltinDatatype = (info: DatatypeInfo): boolean => info.builtin !== undefined;
