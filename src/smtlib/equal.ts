// Structural equality of AST nodes, ignoring source spans and checker-filled sorts.
const IGNORED = new Set(['span', 'sort']);

export function astEqual(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a)) {
    if (!Array.isArray(b) || a.length !== b.length) return false;
    for (let i = 0; i < a.length; i++) if (!astEqual(a[i], b[i])) return false;
    return true;
  }
  if (Array.isArray(b)) return false;
  const ra = a as Record<string, unknown>;
  const rb = b as Record<string, unknown>;
  const keys = (r: Record<string, unknown>): string[] =>
    Object.keys(r).filter((k) => !IGNORED.has(k) && r[k] !== undefined);
  const ka = keys(ra);
  if (ka.length !== keys(rb).length) return false;
  for (const k of ka) if (!astEqual(ra[k], rb[k])) return false;
  return true;
}
