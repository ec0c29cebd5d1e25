// Fusion's second seed when a person has not picked one: a gallery seed other than the first that states the
// same answer (Semantic Fusion fuses two sat or two unsat seeds), so Fusion shows two seeds from the start.
import { parseScript } from '../smtlib/parser.js';
import { statedAnswer } from '../smtlib/status.js';

export interface NamedText {
  id: string;
  text: string;
}

const answerOf = (text: string): string | undefined => {
  const parsed = parseScript(text);
  return parsed.ok ? statedAnswer(parsed.value, text) : undefined;
};

export function secondSeedFor(first: string, gallery: readonly NamedText[]): NamedText | undefined {
  const label = answerOf(first);
  if (!label) return undefined;
  return gallery.find((g) => g.text !== first && answerOf(g.text) === label);
}
