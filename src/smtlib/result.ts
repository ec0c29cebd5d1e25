// Errors are values with positions: no part of the front end throws on bad input.
export interface SmtError {
  message: string;
  /** 1-based line and column; 0 when the error has no source position (e.g. a printed-back AST). */
  line: number;
  col: number;
  offset: number;
}

export type Result<T> = { ok: true; value: T } | { ok: false; error: SmtError };

export const ok = <T>(value: T): Result<T> => ({ ok: true, value });
export const fail = <T = never>(error: SmtError): Result<T> => ({ ok: false, error });

export function formatError(e: SmtError, file?: string): string {
  const where = e.line > 0 ? `${e.line}:${e.col}` : '?';
  return `${file ? `${file}:` : ''}${where}: ${e.message}`;
}
