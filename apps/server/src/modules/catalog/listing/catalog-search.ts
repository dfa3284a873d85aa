// Search over the catalogue index's products (docs/product.md#search): which active products
// every search word matches, and how well each matches the whole search. A word matches a
// product when it is close enough (search-vocabulary.ts) to a word of the product's name, brand
// or strain type, or to a word of the name of its category or of a category above it. The
// words are compared with the catalogue's distinct words, and each close word brings its
// documents (search-postings.ts: products sharing a name, brand, strain type and category) from
// a list kept per word; the documents are checked and scored, then give their products. So a
// search costs the documents and products it finds, not the catalogue. Pure: no database, no
// clock; built with the catalogue index (catalog-index.ts).
import type { categoryTree, CategoryScope } from './catalog-index-categories';
import type { CatalogSnapshot } from './catalog-index-types';
import { documentsOfSlots, flatLists, listAt, oneKeyEach, postings } from './search-postings';
import { searchWords, SearchVocabulary, type WordMatch } from './search-vocabulary';

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

// A category word brings its products, but ranks them less than their own words do.
const CATEGORY_WEIGHT = 0.5;
// Each search word found as a whole word adds this much (full-text rank's part).
const WHOLE_WORD_BONUS = 0.1;
// Search words whose close words and products are kept, until this many.
const MAX_KEPT_PLANS = 10_000;

interface WordSource {
  similarity: number;
  documents: Int32Array;
}

/** A search word's close vocabulary words, the documents they bring, and its categories. */
interface WordPlan {
  matches: WordMatch[];
  sources: WordSource[];
  /** Category numbers the word's categories cover, with their weighted closeness. */
  numbers: Array<{ number: number; similarity: number }>;
  /** How many documents the sources list (with repeats): the cost of starting from it. */
  documents: number;
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

  // The slots' documents; per vocabulary word the documents holding it, per document its slots,
  // per category number the documents in it (search-postings.ts).
  const { documentOfSlot, documents } = documentsOfSlots(
    nameOfSlot,
    [Int32Array.from(source.brandSpellings), Int32Array.from(source.strainTypeSpellings)],
    { numbers: source.categoryNumbers, count: source.categoryIds.length },
    [nameWords, brandWords, strainTypeWords],
  );
  const documentCount = documents.name.length;
  vocabulary.seal();
  const documentsOfWord = postings(vocabulary.size, documents);
  const slotsOfDocument = postings(documentCount, oneKeyEach(documentOfSlot));
  const documentsOfNumber = postings(source.categoryIds.length, oneKeyEach(documents.category));
  // Per name, its trigrams, flat (a name's words are the vocabulary's: every trigram is known).
  const nameTrigrams = flatLists(nameTexts.map((name) => vocabulary.trigramSet(name)));

  // A category's whole scope (it and the categories below it), gathered when first asked.
  const scopeDocuments = new Map<number, Int32Array>();
  function documentsOfCategory(index: number): Int32Array {
    const known = scopeDocuments.get(index);
    if (known) return known;
    const scope = source.scopeOf(source.categoryIds[index] ?? 0);
    const lists: Int32Array[] = [];
    for (let number = scope.first; number <= scope.last; number += 1) {
      if (scope.flags[number] === 1) lists.push(listAt(documentsOfNumber, number));
    }
    const { values } = flatLists(lists);
    scopeDocuments.set(index, values);
    return values;
  }

  // Scratch space every search reuses (each runs to its end at once): the documents found, with
  // their scores, then their products.
  const candidates = new Int32Array(documentCount);
  const lastSeen = new Int32Array(documentCount);
  const wholeWords = new Uint8Array(documentCount);
  const documentScore = new Float32Array(documentCount);
  const found = new Int32Array(size);
  const score = new Float32Array(size);
  // Per trigram, the search whose text holds it.
  const heldBy = new Int32Array(vocabulary.trigramCount);
  const nameScore = new Float32Array(nameTexts.length);
  const nameScored = new Int32Array(nameTexts.length);
  const wordCloseness = new Float32Array(vocabulary.size);
  const categoryCloseness = new Float32Array(source.categoryIds.length + 1);
  let round = 0;

  // What each search word brings, kept per word: shoppers' words repeat across searches.
  const plans = new Map<string, WordPlan>();
  function planOf(word: string): WordPlan {
    const known = plans.get(word);
    if (known) return known;
    const matches = vocabulary.matches(vocabulary.prepare(word));
    const closeness = new Map(matches.map((match) => [match.word, match.similarity]));
    const sources: WordSource[] = matches.map((match) => ({
      similarity: match.similarity,
      documents: listAt(documentsOfWord, match.word),
    }));
    const numbers: Array<{ number: number; similarity: number }> = [];
    categoryWords.forEach((words, index) => {
      const similarity = Math.max(0, ...words.map((w) => closeness.get(w) ?? 0));
      if (similarity === 0) return;
      const weighted = similarity * CATEGORY_WEIGHT;
      sources.push({ similarity: weighted, documents: documentsOfCategory(index) });
      const scope = source.scopeOf(source.categoryIds[index] ?? 0);
      for (let number = scope.first; number <= scope.last; number += 1) {
        if (scope.flags[number] === 1) numbers.push({ number, similarity: weighted });
      }
    });
    // Closest first, so a document's first visit brings its best similarity.
    sources.sort((a, b) => b.similarity - a.similarity);
    const plan = {
      matches,
      sources,
      numbers,
      documents: sources.reduce((sum, entry) => sum + entry.documents.length, 0),
    };
    if (plans.size >= MAX_KEPT_PLANS) plans.clear();
    plans.set(word, plan);
    return plan;
  }

  /** The best closeness of a document's own words to the word set up in `wordCloseness`. */
  function closenessOfDocument(document: number): number {
    const { starts, values } = documents;
    let best = 0;
    for (let at = starts[document] ?? 0; at < (starts[document + 1] ?? 0); at += 1) {
      const closeness = wordCloseness[values[at] ?? 0] ?? 0;
      if (closeness > best) best = closeness;
    }
    return best;
  }

  /**
   * The trigram similarity of a name to the search's text (its trigrams marked in `heldBy`):
   * the trigrams both hold over those either holds.
   */
  function nameSimilarity(name: number, searchTrigramCount: number): number {
    const { starts, values } = nameTrigrams;
    const from = starts[name] ?? 0;
    const to = starts[name + 1] ?? 0;
    let shared = 0;
    for (let at = from; at < to; at += 1) if (heldBy[values[at] ?? 0] === round) shared += 1;
    const union = searchTrigramCount + (to - from) - shared;
    return union === 0 ? 0 : shared / union;
  }

  /** Keeps the candidates (the first `count`) close to the plan's word, adding its closeness. */
  function narrow(plan: WordPlan, count: number): number {
    for (const match of plan.matches) wordCloseness[match.word] = match.similarity;
    for (const { number, similarity } of plan.numbers) {
      categoryCloseness[number] = Math.max(categoryCloseness[number] ?? 0, similarity);
    }
    let kept = 0;
    for (let at = 0; at < count; at += 1) {
      const document = candidates[at] ?? 0;
      const own = closenessOfDocument(document);
      const category = categoryCloseness[documents.category[document] ?? -1] ?? 0;
      const closeness = own > category ? own : category;
      if (closeness === 0) continue;
      documentScore[document] = (documentScore[document] ?? 0) + closeness;
      if (closeness === 1) wholeWords[document] = (wholeWords[document] ?? 0) + 1;
      candidates[kept] = document;
      kept += 1;
    }
    for (const match of plan.matches) wordCloseness[match.word] = 0;
    categoryCloseness.fill(0);
    return kept;
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
     * brings the fewest documents picks the candidates; the others are checked on them alone.
     */
    find(words: readonly string[], text: string): SearchHits {
      const wanted = words.length;
      if (wanted === 0) return { slots: found, count: 0, score };
      const [first, ...others] = words.map(planOf).sort((a, b) => a.documents - b.documents);
      let count = 0;
      round += 1;
      for (const { similarity, documents: list } of first?.sources ?? []) {
        const whole = similarity === 1 ? 1 : 0;
        for (let at = 0; at < list.length; at += 1) {
          const document = list[at] ?? 0;
          if (lastSeen[document] === round) continue;
          lastSeen[document] = round;
          candidates[count] = document;
          count += 1;
          documentScore[document] = similarity;
          wholeWords[document] = whole;
        }
      }
      for (const plan of others) count = narrow(plan, count);

      // Each document's score, given to its products.
      const searchTrigrams = vocabulary.trigramSet(text);
      for (const trigram of searchTrigrams) if (trigram >= 0) heldBy[trigram] = round;
      let hits = 0;
      for (let at = 0; at < count; at += 1) {
        const document = candidates[at] ?? 0;
        const name = documents.name[document] ?? 0;
        if (nameScored[name] !== round) {
          nameScored[name] = round;
          nameScore[name] = nameSimilarity(name, searchTrigrams.length);
        }
        documentScore[document] =
          (documentScore[document] ?? 0) / wanted +
          (nameScore[name] ?? 0) +
          (WHOLE_WORD_BONUS * (wholeWords[document] ?? 0)) / wanted;
        const total = documentScore[document] ?? 0;
        const { starts, values } = slotsOfDocument;
        for (let from = starts[document] ?? 0; from < (starts[document + 1] ?? 0); from += 1) {
          const slot = values[from] ?? 0;
          found[hits] = slot;
          hits += 1;
          score[slot] = total;
        }
      }
      return { slots: found, count: hits, score };
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
