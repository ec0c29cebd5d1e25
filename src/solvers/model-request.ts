// Asking a wasm solver for the model of its last answer without parsing the script: models are switched
// on at the start and a (get-model) is placed at the end. The classifier takes the model printed after a
// `sat` and ignores the "model is not available" error that follows an `unsat` or `unknown`.
// (Native lanes use the solvers' own dump-models flags instead.)

const TRAILING_EXIT = /\(\s*exit\s*\)\s*$/;

export function withModelRequest(script: string): string {
  return `(set-option :produce-models true)\n${script.replace(TRAILING_EXIT, '')}\n(get-model)\n`;
}
