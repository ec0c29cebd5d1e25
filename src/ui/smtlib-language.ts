// SMT-LIB 2.6 highlighting for CodeMirror: a small StreamLanguage tokenizer (no grammar needed).
import { StreamLanguage, type StringStream } from '@codemirror/language';

const COMMANDS = new Set(
  'assert check-sat check-sat-assuming declare-const declare-fun declare-sort declare-datatype declare-datatypes define-fun define-fun-rec define-funs-rec define-sort echo exit get-assertions get-assignment get-info get-model get-option get-proof get-unsat-assumptions get-unsat-core get-value pop push reset reset-assertions set-info set-logic set-option'.split(
    ' ',
  ),
);
const BINDERS = new Set(['let', 'forall', 'exists', 'match', 'lambda', '_', '!', 'as', 'par']);
const ATOMS = new Set(['true', 'false']);

interface State {
  afterParen: boolean;
}

export const smtlib = StreamLanguage.define<State>({
  name: 'smtlib',
  startState: () => ({ afterParen: false }),
  token(stream: StringStream, state: State): string | null {
    if (stream.eatSpace()) return null;
    const afterParen = state.afterParen;
    state.afterParen = false;
    const ch = stream.peek();
    if (ch === ';') {
      stream.skipToEnd();
      return 'comment';
    }
    if (ch === '(' || ch === ')') {
      stream.next();
      state.afterParen = ch === '(';
      return 'bracket';
    }
    if (ch === '"') {
      stream.next();
      while (!stream.eol()) {
        if (stream.next() === '"') {
          if (stream.peek() === '"') stream.next();
          else break;
        }
      }
      return 'string';
    }
    if (ch === '|') {
      stream.next();
      if (stream.skipTo('|')) stream.next();
      else stream.skipToEnd();
      return 'variableName';
    }
    if (ch === ':') {
      stream.match(/^:[^\s()";|]*/);
      return 'atom';
    }
    if (stream.match(/^(#b[01]+|#x[0-9a-fA-F]+|[0-9]+(\.[0-9]+)?)/)) return 'number';
    stream.match(/^[^\s()";|]+/);
    const word = stream.current();
    if (afterParen && COMMANDS.has(word)) return 'keyword';
    if (BINDERS.has(word)) return 'keyword';
    if (ATOMS.has(word)) return 'bool';
    return afterParen ? 'operator' : 'variableName';
  },
  languageData: { commentTokens: { line: ';' } },
});
