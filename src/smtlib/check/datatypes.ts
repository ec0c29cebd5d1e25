// declare-datatype(s): register the sorts first (they may refer to each other), then resolve the
// selector sorts, then declare constructors and selectors as functions. Testers are not declared:
// `(_ is C)` and Z3's `is-C` are resolved from the constructor when used.
import type { DatatypeDecl, Span } from '../ast.js';
import { sortOf, type Sort } from '../sort.js';
import { paramSort, resolveSortExpr } from './sort-expr.js';
import { declareSortOnce } from './declare.js';
import type { ConstructorInfo, DatatypeInfo } from './symbols.js';
import type { TermChecker } from './term-checker.js';

export function declareDatatypes(
  checker: TermChecker,
  sorts: readonly { name: string; arity: number }[],
  decls: readonly DatatypeDecl[],
  span: Span | undefined,
  legacy = false,
): void {
  const env = checker.env;
  // A parameter named like a sort already in scope is that sort to Z3 (env.shadowedParams).
  const shadowed = new Set(env.shadowedParams([...new Set(decls.flatMap((d) => d.params))]));
  const infos: DatatypeInfo[] = sorts.map((s, i) => {
    const params = (decls[i]?.params ?? []).map(paramSort);
    if (params.length !== s.arity) {
      checker.report(
        span,
        `datatype '${s.name}' is declared with arity ${s.arity} but has ${params.length} parameters`,
      );
    }
    const sort: Sort = params.length === 0 ? sortOf(s.name) : sortOf(s.name, [], params);
    return { name: s.name, params, sort, constructors: [] };
  });
  infos.forEach((info) => declareSortOnce(checker, info.name, { kind: 'datatype', info }, span));

  decls.forEach((decl, i) => {
    const info = infos[i];
    if (!info) return;
    const bound = new Map(info.params.filter((p) => !shadowed.has(p.name)).map((p) => [p.name, p] as const));
    // Z3's pre-2.6 form: inside the declaration a parametric datatype's bare name means it applied to
    // its parameters, `(declare-datatypes (T) ((Lst nil (cons (hd T) (tl Lst)))))`.
    if (legacy) for (const other of infos) if (other.params.length > 0) bound.set(other.name, other.sort);
    for (const c of decl.constructors) {
      const fields: { name: string; sort: Sort }[] = [];
      for (const sel of c.selectors) {
        const r = resolveSortExpr(sel.sort, env, bound);
        if (!r.ok) checker.report(r.at.span ?? sel.span ?? span, r.message);
        fields.push({ name: sel.name, sort: r.ok ? r.sort : sortOf('<error>') });
      }
      info.constructors.push({ name: c.name, datatype: info, fields });
    }
  });

  for (const info of infos) {
    const polymorphic = info.params.length > 0;
    for (const ctor of info.constructors) declareConstructor(checker, ctor, polymorphic);
  }
}

function declareConstructor(checker: TermChecker, ctor: ConstructorInfo, polymorphic: boolean): void {
  const env = checker.env;
  const result = ctor.datatype.sort;
  env.declareFun({
    name: ctor.name,
    params: ctor.fields.map((f) => f.sort),
    result,
    kind: 'constructor',
    polymorphic,
    ctor,
  });
  for (const f of ctor.fields) {
    env.declareFun({ name: f.name, params: [result], result: f.sort, kind: 'selector', polymorphic, ctor });
  }
}
