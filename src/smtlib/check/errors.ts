// Sort errors carry the position of the offending term, sort or command (0:0 when it has none,
// e.g. for a term built by a mutator).
import type { Span } from '../ast.js';
import type { SmtError } from '../result.js';

export function errorAt(span: Span | undefined, message: string): SmtError {
  if (!span) return { message, line: 0, col: 0, offset: 0 };
  return { message, line: span.line, col: span.col, offset: span.start };
}
