// The catalogue's words for search (docs/decisions/0028-search-at-catalogue-scale.md): every
// distinct word of the active products' names, brands and strain types and of the category
// names, with its trigrams. A search word is compared with the distinct words, never with the
// products: the trigrams it shares pick the few candidate words, and a candidate is close when
// its word similarity (pg_trgm's measure: the best run of the candidate's trigrams) reaches the
// threshold, or, for a word of five letters or more, when one typing slip (two for nine or more:
// a letter missing, extra, wrong, or two swapped) turns one into the other — swapped letters
// break the trigrams that similarity counts. Pure: no database, no clock.

/** The word similarity a search word needs: "drem" (0.6) finds Dream, "kusch" (0.5) Kush. */
export const SEARCH_WORD_SIMILARITY = 0.5;

const WORD_SEPARATOR = /[^\p{L}\p{N}]+/u;

// Words whose trigrams trigramSet keeps, until this many.
const MAX_KEPT_WORD_TRIGRAMS = 10_000;

/** The words of a text as search compares them: lower-cased runs of letters and digits. */
export function searchWords(text: string): string[] {
  return text
    .toLowerCase()
    .split(WORD_SEPARATOR)
    .filter((word) => word !== '');
}

/** A word's trigrams in order, as pg_trgm pads it: two blanks before, one after. */
function trigramsOf(word: string): string[] {
  const padded = [' ', ' ', ...Array.from(word), ' '];
  const trigrams: string[] = [];
  for (let at = 0; at + 3 <= padded.length; at += 1)
    trigrams.push(padded.slice(at, at + 3).join(''));
  return trigrams;
}

/** A word compared with the vocabulary: its distinct trigram numbers (-1: no word has it). */
export interface SearchWord {
  text: string;
  trigrams: Int32Array;
}

/** A vocabulary word close enough to a search word, and how close (1: the same word). */
export interface WordMatch {
  word: number;
  similarity: number;
}

export class SearchVocabulary {
  private readonly numbers = new Map<string, number>();
  private readonly texts: string[] = [];
  private readonly trigramNumbers = new Map<string, number>();
  /** Per word, its trigram numbers in order. */
  private readonly sequences: Int32Array[] = [];
  /** Per trigram, the words holding it (built by seal()). */
  private wordsOfTrigram: Int32Array[] = [];
  private counts = new Uint16Array(0);
  /** Per word searched lately, its trigrams (trigramSet). */
  private readonly wordTrigrams = new Map<string, { known: number[]; unknown: string[] }>();

  get size(): number {
    return this.sequences.length;
  }

  /** How many distinct trigrams the words hold: their numbers are 0 to this, less one. */
  get trigramCount(): number {
    return this.trigramNumbers.size;
  }

  /** The word's number, added when new. */
  add(word: string): number {
    const known = this.numbers.get(word);
    if (known !== undefined) return known;
    const number = this.sequences.length;
    this.numbers.set(word, number);
    this.texts.push(word);
    this.sequences.push(
      Int32Array.from(trigramsOf(word), (trigram) => {
        let id = this.trigramNumbers.get(trigram);
        if (id === undefined) {
          id = this.trigramNumbers.size;
          this.trigramNumbers.set(trigram, id);
          // A trigram kept as unknown is known from now on.
          this.wordTrigrams.clear();
        }
        return id;
      }),
    );
    return number;
  }

  /** Indexes the words by trigram; words added afterwards are not found. */
  seal(): void {
    const lists: number[][] = Array.from({ length: this.trigramNumbers.size }, () => []);
    this.sequences.forEach((sequence, word) => {
      for (const trigram of new Set(sequence)) lists[trigram]?.push(word);
    });
    this.wordsOfTrigram = lists.map((list) => Int32Array.from(list));
    this.counts = new Uint16Array(this.sequences.length);
  }

  /** A search word's distinct trigrams, as numbers. */
  prepare(text: string): SearchWord {
    const distinct = [...new Set(trigramsOf(text))];
    return {
      text,
      trigrams: Int32Array.from(distinct, (trigram) => this.trigramNumbers.get(trigram) ?? -1),
    };
  }

  /**
   * The trigrams of a whole text (its words'), distinct, as sorted numbers; those no vocabulary
   * word has get numbers below zero, one each.
   */
  trigramSet(text: string): Int32Array {
    const numbers = new Set<number>();
    let unknown: Set<string> | null = null;
    for (const word of searchWords(text)) {
      const trigrams = this.trigramsOfWord(word);
      for (const number of trigrams.known) numbers.add(number);
      for (const trigram of trigrams.unknown) (unknown ??= new Set()).add(trigram);
    }
    const set = new Int32Array(numbers.size + (unknown?.size ?? 0));
    let at = 0;
    for (let number = -(unknown?.size ?? 0); number < 0; number += 1) set[at++] = number;
    for (const number of numbers) set[at++] = number;
    return set.sort();
  }

  /** A word's distinct trigrams: the vocabulary's numbers, and those no vocabulary word has. */
  private trigramsOfWord(word: string): { known: number[]; unknown: string[] } {
    const kept = this.wordTrigrams.get(word);
    if (kept) return kept;
    const trigrams = { known: [] as number[], unknown: [] as string[] };
    for (const trigram of new Set(trigramsOf(word))) {
      const number = this.trigramNumbers.get(trigram);
      if (number === undefined) trigrams.unknown.push(trigram);
      else trigrams.known.push(number);
    }
    // Shoppers' words repeat across searches; a bound keeps odd ones from piling up.
    if (this.wordTrigrams.size >= MAX_KEPT_WORD_TRIGRAMS) this.wordTrigrams.clear();
    this.wordTrigrams.set(word, trigrams);
    return trigrams;
  }

  /** The vocabulary words whose word similarity to `word` reaches the threshold, closest first. */
  matches(word: SearchWord, threshold = SEARCH_WORD_SIMILARITY): WordMatch[] {
    const { trigrams } = word;
    const wanted = trigrams.length;
    // Similarity is at most shared / wanted, so a candidate shares at least this many.
    const needed = Math.max(1, Math.ceil(threshold * wanted - 1e-9));
    const touched: number[] = [];
    const counts = this.counts;
    for (const trigram of trigrams) {
      if (trigram < 0) continue;
      for (const candidate of this.wordsOfTrigram[trigram] ?? []) {
        if (counts[candidate] === 0) touched.push(candidate);
        counts[candidate] = (counts[candidate] ?? 0) + 1;
      }
    }
    const found: WordMatch[] = [];
    const slips = allowedSlips(word.text);
    for (const candidate of touched) {
      let similarity = 0;
      if ((counts[candidate] ?? 0) >= needed) {
        similarity = wordSimilarity(trigrams, this.sequences[candidate] ?? new Int32Array());
      }
      if (similarity < threshold && slips > 0) {
        const text = this.texts[candidate] ?? '';
        const distance = typingDistance(word.text, text, slips);
        if (distance <= slips) similarity = 1 - distance / Math.max(word.text.length, text.length);
      }
      if (similarity >= threshold) found.push({ word: candidate, similarity });
      counts[candidate] = 0;
    }
    return found.sort((a, b) => b.similarity - a.similarity || a.word - b.word);
  }
}

/**
 * pg_trgm's word similarity: over every run of the candidate's trigrams, the trigrams shared
 * with the search word divided by those in either; the best run counts.
 */
export function wordSimilarity(wanted: Int32Array, sequence: Int32Array): number {
  let best = 0;
  const seen = new Set<number>();
  for (let start = 0; start < sequence.length; start += 1) {
    seen.clear();
    let shared = 0;
    for (let end = start; end < sequence.length; end += 1) {
      const trigram = sequence[end] ?? -1;
      if (!seen.has(trigram)) {
        seen.add(trigram);
        if (wanted.includes(trigram)) shared += 1;
      }
      const similarity = shared / (wanted.length + seen.size - shared);
      if (similarity > best) best = similarity;
    }
  }
  return best;
}

/** Typing slips forgiven in a word of this length, beyond what trigrams forgive. */
function allowedSlips(word: string): number {
  return word.length >= 9 ? 2 : word.length >= 5 ? 1 : 0;
}

/**
 * The fewest letters missing, extra, wrong or swapped with the next that turn `a` into `b`
 * (optimal string alignment); `limit + 1` as soon as it must exceed `limit`.
 */
export function typingDistance(a: string, b: string, limit: number): number {
  if (Math.abs(a.length - b.length) > limit) return limit + 1;
  let before = new Array<number>(b.length + 1).fill(0);
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  let current = new Array<number>(b.length + 1).fill(0);
  let previousBest = 0;
  for (let i = 1; i <= a.length; i += 1) {
    current[0] = i;
    let rowBest = i;
    for (let j = 1; j <= b.length; j += 1) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let value = Math.min(
        (previous[j] ?? 0) + 1,
        (current[j - 1] ?? 0) + 1,
        (previous[j - 1] ?? 0) + cost,
      );
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) {
        value = Math.min(value, (before[j - 2] ?? 0) + 1);
      }
      current[j] = value;
      rowBest = Math.min(rowBest, value);
    }
    // Later rows build on this one, or on the one before through a swap.
    if (Math.min(rowBest, previousBest + 1) > limit) return limit + 1;
    previousBest = rowBest;
    [before, previous, current] = [previous, current, before];
  }
  return previous[b.length] ?? limit + 1;
}
