// A short stable id for a text (finding ids, fact-cache keys): the same signature gets the same id in every run.
import { cyrb53 } from '../rng.js';

export function hashId(text: string): string {
  return cyrb53(text).toString(16).padStart(14, '0');
}
