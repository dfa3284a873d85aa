// How the catalogue search box's text becomes what search compares (catalog-search.ts): the
// words a product must each match, forgivingly, and the text it is ranked against.
import { searchWords } from './search-vocabulary';

export { SEARCH_WORD_SIMILARITY } from './search-vocabulary';

/** More words add nothing but work: every word must match, so eight already narrow to a few. */
export const MAX_SEARCH_WORDS = 8;

export interface SearchTerms {
  /** The whole search, for ranking. */
  text: string;
  /**
   * Distinct lower-cased runs of letters and digits ("Pre-roll" is "pre" and "roll"), each of
   * which a product must match. Empty: nothing matches.
   */
  words: string[];
}

/** Null when there is nothing to search for (absent or blank). */
export function searchTerms(search: string | undefined): SearchTerms | null {
  const text = withoutNulCharacters(search ?? '').trim();
  if (text === '') return null;
  return { text, words: [...new Set(searchWords(text))].slice(0, MAX_SEARCH_WORDS) };
}

/** PostgreSQL text cannot hold U+0000; a query string can (`%00`). */
export function withoutNulCharacters(value: string): string {
  return value.replaceAll('\u0000', '');
}
