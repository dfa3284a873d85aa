// Live suggestions for what a shopper has typed so far (docs/product.md#search), from the
// catalogue index's search (catalog-search.ts): the best-matching product names (each name once),
// then the brands and categories whose every word-to-be is typed, at most eight in all. Every
// word typed must match, as in a search; the last one is usually half typed, which word
// similarity forgives ("blu" is 0.75 of Blue). Pure.
import { MAX_SUGGESTIONS, type ProductSuggestion } from '@canopy/contracts';
import type { CatalogSnapshot } from './catalog-index-types';
import type { CatalogSearch } from './catalog-search';
import { MAX_SEARCH_WORDS } from './search-terms';
import { searchWords, type WordMatch } from './search-vocabulary';

/** Brands and categories each take at most this many places; products take the rest. */
const MAX_PER_GROUP = 2;

interface Named {
  label: string;
  words: readonly number[];
}

/** The named things every typed word matches, best first (the mean of their closest words). */
function bestNamed(named: readonly Named[], close: readonly WordMatch[][]): string[] {
  const similarities = close.map((matches) => new Map(matches.map((m) => [m.word, m.similarity])));
  const scored: Array<{ label: string; score: number }> = [];
  const seen = new Set<string>();
  for (const { label, words } of named) {
    const key = label.trim().toLowerCase();
    if (seen.has(key)) continue;
    let score = 0;
    for (const similarity of similarities) {
      const best = Math.max(0, ...words.map((word) => similarity.get(word) ?? 0));
      if (best === 0) {
        score = -1;
        break;
      }
      score += best;
    }
    if (score <= 0) continue;
    seen.add(key);
    scored.push({ label: label.trim(), score });
  }
  return scored
    .sort((a, b) => b.score - a.score || a.label.localeCompare(b.label))
    .slice(0, MAX_PER_GROUP)
    .map((entry) => entry.label);
}

export interface SuggestionSource {
  search: CatalogSearch;
  /** Per slot, the product's id. */
  ids: Int32Array;
  /** Per slot, its position among the newest first: ties go to the newest product. */
  newest: Int32Array;
  brandTexts: readonly string[];
  categoryNames: readonly string[];
  /** Per product name, the best product of the current request and when it was last seen. */
  scratch: { bestOfName: Int32Array; nameSeen: Int32Array; round: number };
}

export function suggestionSource(
  snapshot: CatalogSnapshot,
  search: CatalogSearch,
  ids: Int32Array,
  newest: Int32Array,
): SuggestionSource {
  const names = search.nameTexts.length;
  return {
    search,
    ids,
    newest,
    brandTexts: snapshot.brands.spellings,
    categoryNames: snapshot.categoryNames,
    scratch: { bestOfName: new Int32Array(names), nameSeen: new Int32Array(names), round: 0 },
  };
}

export function suggestionsFor(
  typed: string,
  { search, ids, newest, brandTexts, categoryNames, scratch }: SuggestionSource,
): ProductSuggestion[] {
  const words = [...new Set(searchWords(typed))].slice(0, MAX_SEARCH_WORDS);
  if (words.length === 0) return [];
  const close = search.closeWords(words);
  const brands = bestNamed(
    brandTexts.map((label, spelling) => ({ label, words: search.brandWords[spelling] ?? [] })),
    close,
  );
  const categories = bestNamed(
    categoryNames.map((label, index) => ({ label, words: search.categoryWords[index] ?? [] })),
    close,
  );

  // Each product name once: its best-scoring product, the newest on a tie (scratch arrays per
  // name, so a short prefix that finds most of the catalogue allocates nothing per product).
  const hits = search.find(words, typed);
  const { bestOfName, nameSeen } = scratch;
  scratch.round += 1;
  const names: number[] = [];
  for (let at = 0; at < hits.count; at += 1) {
    const slot = hits.slots[at] ?? 0;
    const name = search.nameOfSlot[slot] ?? 0;
    if (nameSeen[name] !== scratch.round) {
      nameSeen[name] = scratch.round;
      bestOfName[name] = slot;
      names.push(name);
      continue;
    }
    const held = bestOfName[name] ?? 0;
    const better =
      (hits.score[slot] ?? 0) > (hits.score[held] ?? 0) ||
      ((hits.score[slot] ?? 0) === (hits.score[held] ?? 0) &&
        (newest[slot] ?? 0) < (newest[held] ?? 0));
    if (better) bestOfName[name] = slot;
  }
  const bestOfNames = names.map((name) => bestOfName[name] ?? 0);
  const productPlaces = MAX_SUGGESTIONS - brands.length - categories.length;
  const products = bestOfNames
    .sort(
      (a, b) => (hits.score[b] ?? 0) - (hits.score[a] ?? 0) || (newest[a] ?? 0) - (newest[b] ?? 0),
    )
    .slice(0, productPlaces);

  return [
    ...products.map((slot): ProductSuggestion => ({
      type: 'product',
      label: search.nameTexts[search.nameOfSlot[slot] ?? 0] ?? '',
      product_id: ids[slot] ?? 0,
    })),
    ...brands.map((label): ProductSuggestion => ({ type: 'brand', label })),
    ...categories.map((label): ProductSuggestion => ({ type: 'category', label })),
  ];
}
