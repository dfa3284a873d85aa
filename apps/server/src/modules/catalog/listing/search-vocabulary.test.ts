// The word comparisons search makes: pg_trgm's word similarity (the figures PostgreSQL gives for
// the same pairs), typing slips, and which vocabulary words a search word finds.
import { describe, expect, it } from 'vitest';
import { SearchVocabulary, typingDistance, wordSimilarity } from './search-vocabulary';

function vocabularyOf(words: string[]) {
  const vocabulary = new SearchVocabulary();
  for (const word of words) vocabulary.add(word);
  vocabulary.seal();
  return {
    vocabulary,
    similarity: (query: string, word: string): number => {
      const found = vocabulary.matches(vocabulary.prepare(query), 0.01);
      const number = words.indexOf(word);
      return found.find((match) => match.word === number)?.similarity ?? 0;
    },
    close: (query: string) =>
      vocabulary.matches(vocabulary.prepare(query)).map((match) => words[match.word]),
  };
}

describe('word similarity', () => {
  it("gives pg_trgm's word_similarity for a search word and a catalogue word", () => {
    const { similarity } = vocabularyOf(['dream', 'kush', 'blue', 'purple', 'diesel', 'words']);
    // select word_similarity('drem', 'dream') and so on, on PostgreSQL 15.
    expect(similarity('drem', 'dream')).toBeCloseTo(0.6, 5);
    expect(similarity('kusch', 'kush')).toBeCloseTo(0.5, 5);
    expect(similarity('blu', 'blue')).toBeCloseTo(0.75, 5);
    expect(similarity('word', 'words')).toBeCloseTo(0.8, 5);
    expect(similarity('purpel', 'purple')).toBeCloseTo(4 / 7, 5);
  });

  it('finds close words, misspelt or typed in part, and nothing for nonsense', () => {
    const { close } = vocabularyOf(['blue', 'dream', 'flower', 'mimosa', 'cartridge', 'kush']);
    expect(close('drem')).toEqual(['dream']);
    expect(close('cartri')).toEqual(['cartridge']);
    // Swapped or changed letters, which break trigrams, as one typing slip.
    expect(close('flwoer')).toEqual(['flower']);
    expect(close('momosa')).toEqual(['mimosa']);
    expect(close('cartirdge')).toEqual(['cartridge']);
    expect(close('catridgge')).toEqual(['cartridge']);
    expect(close('xyzzy')).toEqual([]);
    // Short words are not forgiven slips: "bush" is not "kush".
    expect(close('bush')).toEqual([]);
  });

  it('compares runs of trigrams as pg_trgm does', () => {
    const ids = (values: number[]) => Int32Array.from(values);
    expect(wordSimilarity(ids([1, 2, 3]), ids([9, 1, 2, 3, 8]))).toBe(1);
    expect(wordSimilarity(ids([1, 2, 3, 4]), ids([1, 2, 9]))).toBeCloseTo(2 / 4, 5);
  });

  it("gives a text's distinct trigrams, those no word has numbered below zero, as often as asked", () => {
    const { vocabulary } = vocabularyOf(['blue', 'dream']);
    const blue = [...vocabulary.trigramSet('blue')];
    expect(blue).toHaveLength(5);
    expect(blue.every((trigram) => trigram >= 0)).toBe(true);
    // "bluq" shares "  b", " bl" and "blu" with Blue; "luq" and "uq " no word has.
    const typed = [...vocabulary.trigramSet('Blue bluq BLUE')];
    expect(typed).toEqual([-2, -1, ...blue]);
    expect([...vocabulary.trigramSet('Blue bluq BLUE')]).toEqual(typed);
    expect([...vocabulary.trigramSet('dream blue')]).toEqual(
      [...blue, ...vocabulary.trigramSet('dream')].sort((a, b) => a - b),
    );
    expect(vocabulary.trigramCount).toBe(11);
  });
});

describe('typingDistance', () => {
  it('counts letters missing, extra, wrong or swapped, up to its limit', () => {
    expect(typingDistance('flower', 'flower', 1)).toBe(0);
    expect(typingDistance('flwoer', 'flower', 1)).toBe(1);
    expect(typingDistance('flowr', 'flower', 1)).toBe(1);
    expect(typingDistance('flowers', 'flower', 1)).toBe(1);
    expect(typingDistance('flawer', 'flower', 1)).toBe(1);
    expect(typingDistance('fluwar', 'flower', 1)).toBe(2);
    expect(typingDistance('fl', 'flower', 2)).toBe(3);
    expect(typingDistance('strawbrery', 'strawberry', 2)).toBe(1);
  });
});
