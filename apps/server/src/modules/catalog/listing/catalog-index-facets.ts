// The catalogue index's facets (catalog-index.ts): a text column's values as the database
// ordered and grouped them, and per query each group's product count and the value it shows —
// the least spelling among the products the shared filters keep, as the SQL's min(value) is.
import type { FacetValue } from '@canopy/contracts';

/**
 * The distinct present values of a text column (brand, volume, strain type), as the database
 * ordered and grouped them.
 */
export interface SnapshotValues {
  /** Each distinct value ("spelling"), in the database's order (`order by value`). */
  spellings: string[];
  /** Per spelling, its group (the spellings equal once lower-cased), numbered from 0. */
  spellingGroups: number[];
  /** Per group, its lower-cased text, as the database lower-cases. */
  groupKeys: string[];
}

/** A filter that is absent; MATCHES_NOTHING: one naming no value (no cell's is below -1). */
export const NO_FILTER = -3;
const MATCHES_NOTHING = -2;

export class FacetColumn {
  readonly texts: string[];
  readonly groupCount: number;
  private readonly spellingGroups: number[];
  private readonly groupByKey: Map<string, number>;
  private readonly spellingByText: Map<string, number>;

  constructor(values: SnapshotValues) {
    this.texts = values.spellings;
    this.groupCount = values.groupKeys.length;
    this.spellingGroups = values.spellingGroups;
    this.groupByKey = new Map(values.groupKeys.map((key, group) => [key, group]));
    this.spellingByText = new Map(values.spellings.map((text, spelling) => [text, spelling]));
  }

  /** Per cell, from its first product's spelling: the spelling and its group (-1: none). */
  cells(
    firstSlots: readonly number[],
    productSpellings: readonly number[],
  ): { spellings: Int32Array; groups: Int32Array } {
    const spellings = Int32Array.from(firstSlots, (slot) => productSpellings[slot] ?? -1);
    const groups = Int32Array.from(spellings, (spelling) =>
      spelling < 0 ? -1 : (this.spellingGroups[spelling] ?? -1),
    );
    return { spellings, groups };
  }

  /** The group a lower-cased filter names. */
  groupFilter(key: string | null): number {
    return key === null ? NO_FILTER : (this.groupByKey.get(key) ?? MATCHES_NOTHING);
  }

  /** The spelling an exact filter names. */
  spellingFilter(text: string | null): number {
    return text === null ? NO_FILTER : (this.spellingByText.get(text) ?? MATCHES_NOTHING);
  }
}

/** One query's tally of a facet (a class: its methods stay inlined in the hot loop). */
export class FacetTally {
  private readonly counts: Int32Array;
  private readonly least: Int32Array;

  constructor(private readonly column: FacetColumn) {
    this.counts = new Int32Array(column.groupCount);
    this.least = new Int32Array(column.groupCount).fill(0x7fffffff);
  }

  /** Products the shared filters keep (group -1: no value), `counted` of them passing the rest. */
  see(group: number, spelling: number, counted: number): void {
    if (group < 0) return;
    if (spelling < (this.least[group] ?? 0)) this.least[group] = spelling;
    this.counts[group] = (this.counts[group] ?? 0) + counted;
  }

  /** The values with products in group order (the brand and volume facets' orders). */
  inGroupOrder(): FacetValue[] {
    return this.groupsWithProducts().map((group) => this.shown(group));
  }

  /** The same, ordered by the value shown (the strain type facet's `order by value`). */
  inSpellingOrder(): FacetValue[] {
    return this.groupsWithProducts()
      .sort((a, b) => (this.least[a] ?? 0) - (this.least[b] ?? 0))
      .map((group) => this.shown(group));
  }

  private groupsWithProducts(): number[] {
    const groups: number[] = [];
    this.counts.forEach((count, group) => {
      if (count > 0) groups.push(group);
    });
    return groups;
  }

  private shown(group: number): FacetValue {
    return {
      value: this.column.texts[this.least[group] ?? 0] ?? '',
      count: this.counts[group] ?? 0,
    };
  }
}
