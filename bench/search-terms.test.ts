import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { searchTermSpace, suggestionPrefixSpace, termAt, wordVariants } from './search-terms';

describe('search terms', () => {
  it('sends thousands of distinct terms before any repeats, then starts over', () => {
    for (const space of [searchTermSpace(), suggestionPrefixSpace()]) {
      assert.ok(space.length >= 2_000, `only ${space.length} terms`);
      const seen = new Set<string>();
      for (let index = 0; index < space.length; index += 1) seen.add(termAt(space, index));
      assert.equal(seen.size, space.length);
      assert.equal(termAt(space, space.length), termAt(space, 0));
    }
  });

  it('types a word whole, cut short and misspelt three ways', () => {
    assert.deepEqual(wordVariants('dream'), ['dream', 'dre', 'dram', 'deram', 'driam']);
    assert.deepEqual(wordVariants('og'), ['og']);
  });

  it('mixes misspellings, partial words and brand names', () => {
    const terms = new Set(searchTermSpace());
    for (const term of ['blue dream', 'gummi', 'gumies', 'pacific', 'cedar farms', 'blue deram']) {
      assert.ok(terms.has(term), term);
    }
  });
});
