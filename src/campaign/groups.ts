// Findings grouped by signature: a count and the smallest witness per group.
import type { FindingKind } from '../oracles/index.js';
import { FINDING_KINDS } from '../oracles/index.js';
import { witnessId, type Finding } from './finding.js';
import type { FindingGroup } from './types.js';

/** One occurrence of a finding: which group, and its witness (the mutant's id and size). */
export interface Occurrence {
  id: string;
  kind: FindingKind;
  signature: string;
  mutantId: string;
  bytes: number;
}

export function occurrenceOf(f: Pick<Finding, 'id' | 'kind' | 'signature' | 'made' | 'mutant'>): Occurrence {
  return { id: f.id, kind: f.kind, signature: f.signature, mutantId: witnessId(f), bytes: f.mutant.length };
}

export class FindingGroups {
  private readonly bySignature = new Map<string, FindingGroup>();

  has(signature: string): boolean {
    return this.bySignature.has(signature);
  }

  /** Records one occurrence; true when the signature is new. */
  add(record: Occurrence): boolean {
    const { bytes, mutantId } = record;
    const group = this.bySignature.get(record.signature);
    if (!group) {
      this.bySignature.set(record.signature, {
        id: record.id,
        kind: record.kind,
        signature: record.signature,
        count: 1,
        smallestWitness: { mutantId, bytes },
      });
      return true;
    }
    group.count++;
    const w = group.smallestWitness;
    if (bytes < w.bytes || (bytes === w.bytes && mutantId < w.mutantId)) group.smallestWitness = { mutantId, bytes };
    return false;
  }

  /** Folds in a group from another run (merging shards). */
  merge(other: FindingGroup): void {
    const group = this.bySignature.get(other.signature);
    if (!group) {
      this.bySignature.set(other.signature, structuredClone(other));
      return;
    }
    group.count += other.count;
    const w = group.smallestWitness;
    const o = other.smallestWitness;
    if (o.bytes < w.bytes || (o.bytes === w.bytes && o.mutantId < w.mutantId)) group.smallestWitness = { ...o };
  }

  list(): FindingGroup[] {
    return [...this.bySignature.values()].sort((a, b) =>
      a.kind === b.kind ? a.id.localeCompare(b.id) : a.kind.localeCompare(b.kind),
    );
  }

  byKind(): Record<FindingKind, number> {
    const out = Object.fromEntries(FINDING_KINDS.map((k) => [k, 0])) as Record<FindingKind, number>;
    for (const g of this.bySignature.values()) out[g.kind]++;
    return out;
  }
}
