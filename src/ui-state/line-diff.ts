// Which lines a reduction removed and which it wrote (issue 23): the reduce panel's diff marks only those. The
// step view's one contiguous changed region (step.ts `changedRegion`) suits one mutation; a reduction deletes and
// rewrites lines all over the formula, and one region from the first change to the last marked every unchanged
// line between them. Lines are matched by a longest common subsequence, as `diff` matches them.

export interface DiffLine {
  text: string;
  /** Removed from the original (on its side) or written by the reduction (on the reduced side). */
  changed: boolean;
}

export interface LineDiff {
  before: DiffLine[];
  after: DiffLine[];
}

/** Beyond this many line pairs the table costs too much for the page: only the common ends are matched. */
const MAX_CELLS = 4_000_000;

export function lineDiff(before: string, after: string): LineDiff {
  const a = before.split('\n');
  const b = after.split('\n');
  // The common first and last lines are unchanged; the table is built for the middle alone.
  let head = 0;
  while (head < a.length && head < b.length && a[head] === b[head]) head++;
  let tail = 0;
  while (tail < a.length - head && tail < b.length - head && a[a.length - 1 - tail] === b[b.length - 1 - tail]) tail++;
  const midA = a.slice(head, a.length - tail);
  const midB = b.slice(head, b.length - tail);
  const [keptA, keptB] = common(midA, midB);
  const side = (lines: string[], kept: boolean[]): DiffLine[] =>
    lines.map((text, i) => ({ text, changed: i >= head && i < lines.length - tail && !kept[i - head] }));
  return { before: side(a, keptA), after: side(b, keptB) };
}

/** For each line of `a` and of `b`, whether it belongs to a longest common subsequence of the two. */
function common(a: string[], b: string[]): [boolean[], boolean[]] {
  const keptA = a.map(() => false);
  const keptB = b.map(() => false);
  if (a.length * b.length > MAX_CELLS) return [keptA, keptB];
  const w = b.length + 1;
  // len[i * w + j]: the length of an LCS of a[i..] and b[j..].
  const len = new Uint32Array((a.length + 1) * w);
  for (let i = a.length - 1; i >= 0; i--)
    for (let j = b.length - 1; j >= 0; j--)
      len[i * w + j] =
        a[i] === b[j] ? len[(i + 1) * w + j + 1]! + 1 : Math.max(len[(i + 1) * w + j]!, len[i * w + j + 1]!);
  let i = 0;
  let j = 0;
  while (i < a.length && j < b.length) {
    if (a[i] === b[j]) {
      keptA[i++] = true;
      keptB[j++] = true;
    } else if (len[(i + 1) * w + j]! >= len[i * w + j + 1]!) i++;
    else j++;
  }
  return [keptA, keptB];
}
