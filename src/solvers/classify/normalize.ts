// Crash messages become de-duplication keys: keep what identifies the bug (solver source file:line,
// function, failed check), drop what varies between runs or between mutants of one bug.

const MAX_LINES = 4;
const MAX_CHARS = 400;

/** Rewrites applied in order. Source positions like `model_manager.cpp:120` are deliberately kept. */
const VOLATILE: ReadonlyArray<readonly [RegExp, string]> = [
  [new RegExp(`${String.fromCharCode(27)}\\[[0-9;]*m`, 'g'), ''], // terminal colours
  [/(?:\/tmp|\/var\/folders|\/private\/var)\/[^\s:'"`),]*/g, '<tmp>'],
  [/[\w.-]+\.smt2:\d+\.\d+/g, '<input>'], // cvc5 script positions, `input.smt2:3.14`
  [/\bline \d+ column \d+/g, 'line <n> column <n>'], // Z3 script positions
  [/\bline: \d+ position: \d+/g, 'line: <n> position: <n>'],
  [/\b0x[0-9a-fA-F]+\b/g, '<addr>'],
  [/\b\d{4}-\d{2}-\d{2}[T ]\d{2}:\d{2}:\d{2}(?:\.\d+)?Z?/g, '<time>'],
  [/\b\d{1,2}:\d{2}:\d{2}(?:\.\d+)?\b/g, '<time>'],
  [/\b(pid|PID|process|thread|job)([ :=#]+)\d+/g, '$1$2<n>'],
  [/\b([A-Za-z@][A-Za-z_]*_)\d+\b/g, '$1<n>'], // solver-made names: BOUND_VARIABLE_401, @U_0
  [/\b\d{5,}\b/g, '<n>'], // byte counts, sizes, large ids
];

/** A line showing the term a report is about (`assertion: (= x 1)`), which differs between mutants. */
const TERM_DETAIL = /^(?:[\w ]+:\s*)?\(/;

export function normalizeCrashMessage(text: string): string {
  const lines = text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line !== '');
  const kept: string[] = [];
  for (const line of lines) {
    if (kept.length === MAX_LINES || (kept.length > 0 && TERM_DETAIL.test(line))) break;
    kept.push(line);
  }
  let message = kept.join(' ');
  for (const [pattern, replacement] of VOLATILE) message = message.replace(pattern, replacement);
  message = message.replace(/\s+/g, ' ').trim();
  return message.length > MAX_CHARS ? `${message.slice(0, MAX_CHARS)}…` : message;
}
