import { describe, expect, it } from 'vitest';
import { MAX_SEARCH_WORDS, searchTerms } from './search-terms';

describe('searchTerms', () => {
  it('is null for an absent or blank search', () => {
    expect(searchTerms(undefined)).toBeNull();
    expect(searchTerms('')).toBeNull();
    expect(searchTerms('  \t ')).toBeNull();
    expect(searchTerms('\u0000')).toBeNull();
  });

  it('splits into distinct lower-case words and keeps the whole text for ranking', () => {
    expect(searchTerms('  Blue  DREAM blue ')).toEqual({
      text: 'Blue  DREAM blue',
      words: ['blue', 'dream'],
    });
  });

  it('keeps the runs of letters and digits, in any script', () => {
    expect(searchTerms('Juniper & Jam')?.words).toEqual(['juniper', 'jam']);
    expect(searchTerms('OG Kush Pre-roll')?.words).toEqual(['og', 'kush', 'pre', 'roll']);
    expect(searchTerms('日本 ñandú #4 --')?.words).toEqual(['日本', 'ñandú', '4']);
    expect(searchTerms('%% _ &')).toEqual({ text: '%% _ &', words: [] });
  });

  it('removes NUL characters, which the database cannot store', () => {
    expect(searchTerms('ku\u0000sh')).toEqual({ text: 'kush', words: ['kush'] });
  });

  it(`keeps at most ${MAX_SEARCH_WORDS} words`, () => {
    const words = Array.from({ length: 12 }, (_, index) => `w${index}`);
    expect(searchTerms(words.join(' '))?.words).toEqual(words.slice(0, MAX_SEARCH_WORDS));
  });
});
