// Number flags of the sub-commands (--jobs, --timeout, --count, --rng, …): a value that is not one is a usage
// error that shows the flag with a value it takes.
import { UsageError } from './io.js';

const EXAMPLES: Record<string, string> = { timeout: '10000', 'time-budget': '60', jobs: '2', rng: '1' };

/** Node's timers take at most 2^31 - 1 ms (about 24.8 days); a longer one fires at once. */
export const MAX_TIMER_MS = 2 ** 31 - 1;

/** The largest value of the flags that become a timer (ms, or s for --time-budget). */
const MAX_TIMER_S = Math.floor(MAX_TIMER_MS / 1000);
const MAXIMA: Record<string, number> = {
  timeout: MAX_TIMER_MS,
  'time-budget': MAX_TIMER_S,
  'reduce-seconds': MAX_TIMER_S,
  'carry-on-seconds': MAX_TIMER_S,
};

/** The flag's value as a whole number > 0, undefined when the flag was not given. */
export function positiveInt(name: string, text: string): number;
export function positiveInt(name: string, text: string | undefined): number | undefined;
export function positiveInt(name: string, text: string | undefined): number | undefined {
  if (text === undefined) return undefined;
  const n = Number(text);
  if (text.trim() === '' || !Number.isInteger(n) || n <= 0)
    throw new UsageError(
      `--${name} takes a whole number above 0, e.g. --${name} ${EXAMPLES[name] ?? '10'}; got '${text}'`,
    );
  const max = MAXIMA[name];
  if (max !== undefined && n > max) throw new UsageError(`--${name} is at most ${max} (about 24 days); got '${text}'`);
  return n;
}

/** The flag's value as a whole number (any sign). */
export function integerFlag(name: string, text: string): number {
  const n = Number(text);
  if (text.trim() === '' || !Number.isSafeInteger(n))
    throw new UsageError(`--${name} takes a whole number, e.g. --${name} ${EXAMPLES[name] ?? '1'}; got '${text}'`);
  return n;
}
