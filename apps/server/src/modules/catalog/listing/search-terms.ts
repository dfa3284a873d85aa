// How the catalogue search box's text becomes what the database compares: the words a product
// must each match (forgivingly, by trigram word similarity) and the text it is ranked against.

/** pg_trgm word similarity a search word needs: "drem" (0.6) finds Dream, "kusch" (0.5) Kush. */
export const SEARCH_WORD_SIMILARITY = 0.5;

/** More words add nothing but work: every word must match, so eight already narrow to a few. */
export const MAX_SEARCH_WORDS = 8;

// A word without a letter or digit has no trigrams and could never match; "Juniper & Jam" is
// searched as "juniper jam".
const HAS_LETTER_OR_DIGIT = /[\p{L}\p{N}]/u;

export interface SearchTerms {
  /** The whole search, for ranking. */
  text: string;
  /** Distinct lower-cased words, each of which a product must match. Empty: nothing matches. */
  words: string[];
}

/** Null when there is nothing to search for (absent or blank). */
export function searchTerms(search: string | undefined): SearchTerms | null {
  const text = withoutNulCharacters(search ?? '').trim();
  if (text === '') return null;
  const words = text
    .toLowerCase()
    .split(/\s+/)
    .filter((word) => HAS_LETTER_OR_DIGIT.test(word));
  return { text, words: [...new Set(words)].slice(0, MAX_SEARCH_WORDS) };
}

/** PostgreSQL text cannot hold U+0000; a query string can (`%00`). */
export function withoutNulCharacters(value: string): string {
  return value.replaceAll('\u0000', '');
}
