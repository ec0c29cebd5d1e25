// Asking a solver for the model of its last answer without parsing the script: models are switched on
// at the start and a marked (get-model) is placed at the end, so the model text can be cut out of
// stdout, and the error a solver prints when the last answer was not sat is not mistaken for its own.

export const MODEL_MARKER = ';smtfuzz:model';
const TRAILING_EXIT = /\(\s*exit\s*\)\s*$/;

export function withModelRequest(script: string): string {
  const body = script.replace(TRAILING_EXIT, '');
  return `(set-option :produce-models true)\n${body}\n(echo "${MODEL_MARKER}")\n(get-model)\n`;
}

/** Splits stdout at the marker: what the script printed, and what the model request printed (if reached). */
export function splitModelOutput(stdout: string): { main: string; model: string | undefined } {
  const at = stdout.indexOf(MODEL_MARKER);
  if (at < 0) return { main: stdout, model: undefined };
  const lineStart = stdout.lastIndexOf('\n', at) + 1;
  const rest = stdout.slice(stdout.indexOf('\n', at) + 1 || stdout.length);
  return { main: stdout.slice(0, lineStart), model: rest.trim() };
}
