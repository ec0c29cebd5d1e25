// Weighted round robin: the scheduler's one way of taking turns, over seeds and over each seed's mutators. Members
// are visited in a fixed order; every visit earns a member its weight in credit and a turn costs one credit. So a
// member of weight 2 takes two turns in a row per round, one of weight 1/4 one turn every fourth round, and one of
// weight 0 (it cannot take a turn now) is passed over.

/** Visits per member before `next` gives up: a member of the smallest weight (1/8) has a whole credit by then. */
const VISITS_PER_MEMBER = 9;

export class CreditRing {
  private cursor = 0;
  private readonly credit = new Map<number, number>();

  /** `order`: the members (any numbers) in the order they are visited. */
  constructor(private readonly order: readonly number[]) {}

  /** The member that takes the next turn, or none when no member has weight. */
  next(weight: (member: number) => number): number | undefined {
    const n = this.order.length;
    for (let visits = 0; visits < n * VISITS_PER_MEMBER; visits++) {
      const member = this.order[this.cursor]!;
      const w = weight(member);
      if (w === 0) {
        this.advance();
        continue;
      }
      let credit = this.credit.get(member) ?? 0;
      if (credit < 1) credit += w;
      if (credit >= 1) {
        credit -= 1;
        this.credit.set(member, credit);
        if (credit < 1) this.advance();
        return member;
      }
      this.credit.set(member, credit);
      this.advance();
    }
    return undefined;
  }

  private advance(): void {
    this.cursor = (this.cursor + 1) % this.order.length;
  }
}
