// What the step view says above a mutant shown without the mutator step that made it (issue 23): where it really
// came from. Only a link carries a mutant literally; a gallery bug whose witness is its seed runs the seed itself,
// and a stored finding shows its recorded mutant.

export type LiteralSource =
  | { kind: 'link' }
  | { kind: 'gallery' }
  /** A stored finding: its id and how it was made ("campaign", "step", "reduced"). */
  | { kind: 'finding'; id: string; origin: string };

export function literalNote(source: LiteralSource): string {
  switch (source.kind) {
    case 'link':
      return 'A mutant carried literally by a shared link: no mutator step to show.';
    case 'gallery':
      return "The gallery seed itself is this bug's witness, run as it is: no mutator step to show.";
    case 'finding':
      return `The mutant of finding ${source.id} (${source.origin}), as stored: no mutator step to show.`;
  }
}
