// Search over the catalogue index's products (docs/product.md#search): which active products
// every search word matches, and how well each matches the whole search. A word matches a
// product when it is close enough (search-vocabulary.ts) to a word of the product's name, brand
// or strain type, or to a word of the name of its category or of a category above it. The
// words are compared with the catalogue's distinct words, and each close word brings its
// products from a list kept per word, so a search costs the products it finds, not the
// catalogue. Pure: no database, no clock; built with the catalogue index (catalog-index.ts).
import type { categoryTree, CategoryScope } from './catalog-index-categories';
import type { CatalogSnapshot } from './catalog-index-types';
import { documentsOfSlots, slotsByWord } from './search-postings';
import { searchWords, setSimilarity, SearchVocabulary, type WordMatch } from './search-vocabulary';

/** What the search index is built from, per slot of the catalogue index (ids in order). */
export interface SearchSource {
  /** The distinct names, and per slot an index into them. */
  nameTexts: readonly string[];
  nameNumbers: readonly number[];
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
// Search words whose close words and products are kept, until this many.
const MAX_KEPT_PLANS = 10_000;

interface WordSource {
  similarity: number;
  slots: Int32Array;
}

/** A search word's close vocabulary words, the products they bring, and its categories. */
interface WordPlan {
  matches: WordMatch[];
  sources: WordSource[];
  /** Category numbers the word's categories cover, with their weighted closeness. */
  numbers: Array<{ number: number; similarity: number }>;
  /** How many products the sources list (with repeats): the cost of starting from it. */
  products: number;
}

export function buildCatalogSearch(source: SearchSource) {
  const size = source.nameNumbers.length;
  const vocabulary = new SearchVocabulary();
  const wordsOf = (text: string) => searchWords(text).map((word) => vocabulary.add(word));

  // Names are few and shared by many products: each distinct name is read once. Names equal
  // once lower-cased are one, spelt as the first product (by id) spells it.
  const nameNumbers = new Map<string, number>();
  const nameWords: number[][] = [];
  const nameTexts: string[] = [];
  const numberOfText = new Int32Array(source.nameTexts.length).fill(-1);
  const nameOfSlot = Int32Array.from(source.nameNumbers, (text) => {
    const known = numberOfText[text] ?? -1;
    if (known >= 0) return known;
    const name = source.nameTexts[text] ?? '';
    const key = name.toLowerCase();
    let number = nameNumbers.get(key);
    if (number === undefined) {
      number = nameTexts.length;
      nameNumbers.set(key, number);
      nameTexts.push(name);
      nameWords.push(wordsOf(name));
    }
    numberOfText[text] = number;
    return number;
  });
  const brandWords = source.brandTexts.map(wordsOf);
  const strainTypeWords = source.strainTypeTexts.map(wordsOf);
  const categoryWords = source.categoryNames.map(wordsOf);

  // Per vocabulary word, the slots holding it, through the slots' documents (search-postings.ts).
  const { documentOfSlot, documents } = documentsOfSlots(
    nameOfSlot,
    [Int32Array.from(source.brandSpellings), Int32Array.from(source.strainTypeSpellings)],
    [nameWords, brandWords, strainTypeWords],
  );
  const documentCount = documents.starts.length - 1;
  vocabulary.seal();
  const slotsOfWord = slotsByWord(vocabulary.size, documentOfSlot, documents);
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

  // Per slot, its category: what a word is checked against once the first picked the candidates.
  const categoryOfSlot = source.categoryNumbers;

  // Scratch space every search reuses (each runs to its end at once).
  const found = new Int32Array(size);
  const lastSeen = new Int32Array(size);
  const wholeWords = new Uint8Array(size);
  const score = new Float32Array(size);
  const nameScore = new Float32Array(nameTexts.length);
  const nameScored = new Int32Array(nameTexts.length);
  const wordCloseness = new Float32Array(vocabulary.size);
  const categoryCloseness = new Float32Array(source.categoryIds.length + 1);
  // Per document, its closeness to the word being checked, worked out once per word.
  const documentCloseness = new Float32Array(documentCount);
  const documentChecked = new Int32Array(documentCount);
  let round = 0;
  let check = 0;

  // What each search word brings, kept per word: shoppers' words repeat across searches.
  const plans = new Map<string, WordPlan>();
  function planOf(word: string): WordPlan {
    const known = plans.get(word);
    if (known) return known;
    const matches = vocabulary.matches(vocabulary.prepare(word));
    const closeness = new Map(matches.map((match) => [match.word, match.similarity]));
    const sources: WordSource[] = matches.map((match) => ({
      similarity: match.similarity,
      slots: slotsOfWord.at(match.word),
    }));
    const numbers: Array<{ number: number; similarity: number }> = [];
    categoryWords.forEach((words, index) => {
      const similarity = Math.max(0, ...words.map((w) => closeness.get(w) ?? 0));
      if (similarity === 0) return;
      const weighted = similarity * CATEGORY_WEIGHT;
      sources.push({ similarity: weighted, slots: slotsOfCategory(index) });
      const scope = source.scopeOf(source.categoryIds[index] ?? 0);
      for (let number = scope.first; number <= scope.last; number += 1) {
        if (scope.flags[number] === 1) numbers.push({ number, similarity: weighted });
      }
    });
    // Closest first, so a product's first visit brings its best similarity.
    sources.sort((a, b) => b.similarity - a.similarity);
    const plan = {
      matches,
      sources,
      numbers,
      products: sources.reduce((sum, entry) => sum + entry.slots.length, 0),
    };
    if (plans.size >= MAX_KEPT_PLANS) plans.clear();
    plans.set(word, plan);
    return plan;
  }

  /** The best closeness of a document's words to the word set up in scratch. */
  function closenessOfDocument(document: number): number {
    if (documentChecked[document] === check) return documentCloseness[document] ?? 0;
    const { starts: from, words } = documents;
    let best = 0;
    for (let at = from[document] ?? 0; at < (from[document + 1] ?? 0); at += 1) {
      const closeness = wordCloseness[words[at] ?? 0] ?? 0;
      if (closeness > best) best = closeness;
    }
    documentChecked[document] = check;
    documentCloseness[document] = best;
    return best;
  }

  return {
    vocabulary,
    nameTexts,
    nameOfSlot,
    brandWords,
    categoryWords,
    closeWords: (words: readonly string[]) => words.map((word) => planOf(word).matches),

    /**
     * The products matching every word, scored by how close their words are, how much of the
     * whole search their name shares and how many search words they hold whole. The word that
     * brings the fewest products picks the candidates; the others are checked on them alone.
     */
    find(words: readonly string[], text: string): SearchHits {
      const wanted = words.length;
      if (wanted === 0) return { slots: found, count: 0, score };
      const [first, ...others] = words.map(planOf).sort((a, b) => a.products - b.products);
      let count = 0;
      round += 1;
      for (const { similarity, slots } of first?.sources ?? []) {
        const whole = similarity === 1 ? 1 : 0;
        for (let at = 0; at < slots.length; at += 1) {
          const slot = slots[at] ?? 0;
          if (lastSeen[slot] === round) continue;
          lastSeen[slot] = round;
          found[count] = slot;
          count += 1;
          score[slot] = similarity;
          wholeWords[slot] = whole;
        }
      }
      for (const plan of others) {
        for (const match of plan.matches) wordCloseness[match.word] = match.similarity;
        for (const { number, similarity } of plan.numbers) {
          categoryCloseness[number] = Math.max(categoryCloseness[number] ?? 0, similarity);
        }
        check += 1;
        let kept = 0;
        for (let at = 0; at < count; at += 1) {
          const slot = found[at] ?? 0;
          const own = closenessOfDocument(documentOfSlot[slot] ?? 0);
          const category = categoryCloseness[categoryOfSlot[slot] ?? -1] ?? 0;
          const closeness = own > category ? own : category;
          if (closeness === 0) continue;
          score[slot] = (score[slot] ?? 0) + closeness;
          if (closeness === 1) wholeWords[slot] = (wholeWords[slot] ?? 0) + 1;
          found[kept] = slot;
          kept += 1;
        }
        count = kept;
        for (const match of plan.matches) wordCloseness[match.word] = 0;
        categoryCloseness.fill(0);
      }
      const searchTrigrams = vocabulary.trigramSet(text);
      for (let at = 0; at < count; at += 1) {
        const slot = found[at] ?? 0;
        const name = nameOfSlot[slot] ?? 0;
        if (nameScored[name] !== round) {
          nameScored[name] = round;
          nameScore[name] = setSimilarity(searchTrigrams, nameTrigrams[name] ?? new Int32Array());
        }
        score[slot] =
          (score[slot] ?? 0) / wanted +
          (nameScore[name] ?? 0) +
          (WHOLE_WORD_BONUS * (wholeWords[slot] ?? 0)) / wanted;
      }
      return { slots: found, count, score };
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
    nameTexts: snapshot.productNames,
    nameNumbers: products.nameNumbers,
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
