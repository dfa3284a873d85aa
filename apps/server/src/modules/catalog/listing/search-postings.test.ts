import { describe, expect, it } from 'vitest';
import { documentsOfSlots, flatLists, listAt, oneKeyEach, postings } from './search-postings';

describe('search documents', () => {
  // Words: 0 blue, 1 dream, 2 kush, 3 acme (a brand), 4 hybrid (a strain type).
  const nameWords = [[0, 1], [2]];
  const brandWords = [[3]];
  const strainTypeWords = [[4]];

  it('gives products sharing a name, brand, strain type and category one document', () => {
    const { documentOfSlot, documents } = documentsOfSlots(
      Int32Array.from([0, 0, 0, 1, 0]),
      [Int32Array.from([0, 0, 0, 0, -1]), Int32Array.from([0, 0, 0, -1, 0])],
      { numbers: Int32Array.from([2, 2, 5, 2, 2]), count: 6 },
      [nameWords, brandWords, strainTypeWords],
    );
    // Slots 0 and 1 alike; slot 2 in another category; slot 3 another name; slot 4 no brand.
    expect([...documentOfSlot]).toEqual([0, 0, 1, 2, 3]);
    expect([0, 1, 2, 3].map((document) => [...listAt(documents, document)])).toEqual([
      [0, 1, 3, 4],
      [0, 1, 3, 4],
      [2, 3],
      [0, 1, 4],
    ]);
    expect([...documents.name]).toEqual([0, 0, 1, 0]);
    expect([...documents.category]).toEqual([2, 5, 2, 2]);
  });

  it('keeps a word a name and a brand share once in their document', () => {
    const { documents } = documentsOfSlots(
      Int32Array.from([0]),
      [Int32Array.from([0]), Int32Array.from([-1])],
      { numbers: Int32Array.from([-1]), count: 0 },
      [[[3, 1]], brandWords, strainTypeWords],
    );
    expect([...listAt(documents, 0)]).toEqual([3, 1]);
    expect([...documents.category]).toEqual([-1]);
  });
});

describe('postings', () => {
  it('lists, per key, the items holding it in item order, leaving out keys out of range', () => {
    const lists = postings(3, {
      starts: Int32Array.from([0, 2, 2, 5]),
      values: Int32Array.from([2, 0, 1, 2, 7]),
    });
    expect([0, 1, 2].map((key) => [...listAt(lists, key)])).toEqual([[0], [2], [0, 2]]);
  });

  it('inverts one key per item, an item without one (-1) in no list', () => {
    const lists = postings(2, oneKeyEach(Int32Array.from([1, -1, 0, 1])));
    expect([...listAt(lists, 0)]).toEqual([2]);
    expect([...listAt(lists, 1)]).toEqual([0, 3]);
  });
});

describe('flatLists', () => {
  it('keeps each list, empty ones included, in one array', () => {
    const lists = flatLists([[4, 5], [], Int32Array.from([6])]);
    expect([0, 1, 2].map((index) => [...listAt(lists, index)])).toEqual([[4, 5], [], [6]]);
  });
});
