// Search over the catalogue index's products (docs/product.md#search): which active products
// every search word matches, and how well each matches the whole search. A word matches a
// product when it is close enough (search-vocabulary.ts) to a word of the product's name, brand
// or strain type, or to a word of the name of its category or of a category above it. The
// words are compared with the catalogue's distinct words, and each close word brings its
// products from a list kept per word, so a search costs the products it finds, not the
// catalogue. Pure: no database, no clock; built with the catalogue index (catalog-index.ts).
import type { categoryTree, CategoryScope } from './catalog-index-categories';
import type { CatalogSnapshot } from './catalog-index-types';
import { searchWords, setSimilarity, SearchVocabulary, type WordMatch } from './search-vocabulary';

/** What the search index is built from, per slot of the catalogue index (ids in order). */
export interface SearchSource {
  names: readonly string[];
  brandTexts: readonly string[];
  /** Per slot, an index into brandTexts, -1 for none; the same for strain types. */
  brandSpellings: readonly number[];
  strainTypeTexts: readonly string[];
  strainTypeSpellings: readonly number[];
  categoryIds: readonly number[];
  categoryNames: readonly string[];
  /** Per slot, its category's depth-first number (catalog-index-categories.ts); -1 for none. */
  categoryNumbers: Int32Array;
  scopeOf: (categoryId: number) => CategoryScope;
}

/** The products a search found: `slots[0, count)`, each with its `score` (higher first). */
export interface SearchHits {
  slots: Int32Array;
  count: number;
  score: Float32Array;
}

export type CatalogSearch = ReturnType<typeof buildCatalogSearch>;

/** A list of lists of numbers, flat: list i is values[starts[i], starts[i + 1]). */
function flatLists(lists: ReadonlyArray<readonly number[]>) {
  const starts = new Int32Array(lists.length + 1);
  lists.forEach((list, index) => {
    starts[index + 1] = (starts[index] ?? 0) + list.length;
  });
  const values = new Int32Array(starts[lists.length] ?? 0);
  lists.forEach((list, index) => values.set(list, starts[index] ?? 0));
  return {
    at: (index: number) => values.subarray(starts[index] ?? 0, starts[index + 1] ?? 0),
  };
}

// A category word brings its products, but ranks them less than their own words do.
const CATEGORY_WEIGHT = 0.5;
// Each search word found as a whole word adds this much (full-text rank's part).
const WHOLE_WORD_BONUS = 0.1;

export function buildCatalogSearch(source: SearchSource) {
  const size = source.names.length;
  const vocabulary = new SearchVocabulary();
  const wordsOf = (text: string) => searchWords(text).map((word) => vocabulary.add(word));

  // Names are few and shared by many products: each distinct name is read once.
  const nameNumbers = new Map<string, number>();
  const nameWords: number[][] = [];
  const nameTexts: string[] = [];
  const nameOfSlot = Int32Array.from(source.names, (name) => {
    const key = name.toLowerCase();
    let number = nameNumbers.get(key);
    if (number === undefined) {
      number = nameTexts.length;
      nameNumbers.set(key, number);
      nameTexts.push(name);
      nameWords.push(wordsOf(name));
    }
    return number;
  });
  const brandWords = source.brandTexts.map(wordsOf);
  const strainTypeWords = source.strainTypeTexts.map(wordsOf);
  const categoryWords = source.categoryNames.map(wordsOf);

  // Per vocabulary word, the slots holding it.
  const slotLists: number[][] = [];
  for (let slot = 0; slot < size; slot += 1) {
    const words = new Set([
      ...(nameWords[nameOfSlot[slot] ?? 0] ?? []),
      ...(brandWords[source.brandSpellings[slot] ?? -1] ?? []),
      ...(strainTypeWords[source.strainTypeSpellings[slot] ?? -1] ?? []),
    ]);
    for (const word of words) (slotLists[word] ??= []).push(slot);
  }
  vocabulary.seal();
  const slotsOfWord = flatLists(
    Array.from({ length: vocabulary.size }, (_, w) => slotLists[w] ?? []),
  );
  slotLists.length = 0;
  const nameTrigrams = nameTexts.map((name) => vocabulary.trigramSet(name));

  // Per category number, its own products; a category's whole scope is gathered when asked.
  const byNumber: number[][] = source.categoryIds.map(() => []);
  source.categoryNumbers.forEach((number, slot) => byNumber[number]?.push(slot));
  const slotsOfNumber = flatLists(byNumber);
  const scopeSlots = new Map<number, Int32Array>();
  function slotsOfCategory(index: number): Int32Array {
    const known = scopeSlots.get(index);
    if (known) return known;
    const scope = source.scopeOf(source.categoryIds[index] ?? 0);
    const lists: Int32Array[] = [];
    for (let number = scope.first; number <= scope.last; number += 1) {
      if (scope.flags[number] === 1) lists.push(slotsOfNumber.at(number));
    }
    const slots = new Int32Array(lists.reduce((sum, list) => sum + list.length, 0));
    lists.reduce((at, list) => (slots.set(list, at), at + list.length), 0);
    scopeSlots.set(index, slots);
    return slots;
  }

  // Scratch space every search reuses (each runs to its end at once).
  const found = new Int32Array(size);
  const wordsMatched = new Uint8Array(size);
  const lastWord = new Int32Array(size);
  const wholeWords = new Uint8Array(size);
  const score = new Float32Array(size);
  const nameScore = new Float32Array(nameTexts.length);
  const nameScored = new Int32Array(nameTexts.length);
  let round = 0;

  /** Per search word, the close vocabulary words. */
  function closeWords(words: readonly string[]): WordMatch[][] {
    return words.map((word) => vocabulary.matches(vocabulary.prepare(word)));
  }

  /** The categories a word's close words name, with the best similarity among them. */
  function categoriesMatching(
    close: readonly WordMatch[],
  ): Array<{ index: number; similarity: number }> {
    const similarityOf = new Map(close.map((match) => [match.word, match.similarity]));
    const matched: Array<{ index: number; similarity: number }> = [];
    categoryWords.forEach((words, index) => {
      const similarity = Math.max(0, ...words.map((word) => similarityOf.get(word) ?? 0));
      if (similarity > 0) matched.push({ index, similarity });
    });
    return matched;
  }

  return {
    vocabulary,
    nameTexts,
    nameOfSlot,
    brandWords,
    categoryWords,
    closeWords,

    /**
     * The products matching every word, scored by how close their words are, how much of the
     * whole search their name shares and how many search words they hold whole.
     */
    find(words: readonly string[], text: string): SearchHits {
      let count = 0;
      const wanted = words.length;
      closeWords(words).forEach((close, index) => {
        round += 1;
        // Closest first, so a product's first visit in this round brings its best similarity.
        const sources: Array<{ similarity: number; slots: Int32Array }> = [
          ...close.map((match) => ({
            similarity: match.similarity,
            slots: slotsOfWord.at(match.word),
          })),
          ...categoriesMatching(close).map((category) => ({
            similarity: category.similarity * CATEGORY_WEIGHT,
            slots: slotsOfCategory(category.index),
          })),
        ].sort((a, b) => b.similarity - a.similarity);
        for (const { similarity, slots } of sources) {
          const whole = similarity === 1 ? 1 : 0;
          for (const slot of slots) {
            if (lastWord[slot] === round) continue;
            lastWord[slot] = round;
            if (index === 0) {
              found[count] = slot;
              count += 1;
              wordsMatched[slot] = 1;
              score[slot] = similarity;
              wholeWords[slot] = whole;
            } else if (wordsMatched[slot] === index) {
              wordsMatched[slot] = index + 1;
              score[slot] = (score[slot] ?? 0) + similarity;
              wholeWords[slot] = (wholeWords[slot] ?? 0) + whole;
            }
          }
        }
      });
      round += 1;
      const searchTrigrams = vocabulary.trigramSet(text);
      let kept = 0;
      for (let at = 0; at < count; at += 1) {
        const slot = found[at] ?? 0;
        const all = wordsMatched[slot] === wanted;
        wordsMatched[slot] = 0;
        if (!all) continue;
        const name = nameOfSlot[slot] ?? 0;
        if (nameScored[name] !== round) {
          nameScored[name] = round;
          nameScore[name] = setSimilarity(searchTrigrams, nameTrigrams[name] ?? new Int32Array());
        }
        score[slot] =
          (score[slot] ?? 0) / wanted +
          (nameScore[name] ?? 0) +
          (WHOLE_WORD_BONUS * (wholeWords[slot] ?? 0)) / wanted;
        found[kept] = slot;
        kept += 1;
      }
      return { slots: found, count: wanted === 0 ? 0 : kept, score };
    },
  };
}

/** The search of a snapshot's products, in the catalogue index's slots (id order). */
export function searchOfSnapshot(
  snapshot: CatalogSnapshot,
  categories: ReturnType<typeof categoryTree>,
): CatalogSearch {
  const { products } = snapshot;
  return buildCatalogSearch({
    names: products.names,
    brandTexts: snapshot.brands.spellings,
    brandSpellings: products.brandSpellings,
    strainTypeTexts: snapshot.strainTypes.spellings,
    strainTypeSpellings: products.strainTypeSpellings,
    categoryIds: snapshot.categoryIds,
    categoryNames: snapshot.categoryNames,
    categoryNumbers: Int32Array.from(products.categoryIds, (id) => categories.numberOf(id)),
    scopeOf: (id) => categories.scopeOf(id),
  });
}
