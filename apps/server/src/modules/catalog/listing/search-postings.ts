// The lists search walks (catalog-search.ts), each one flat array: counted, then placed, with no
// array per word, document or product while building (100,000 products at a time).
// Products sharing a name, a brand, a strain type and a category match every search alike and
// score alike: they share a "document", and search works on documents, then on their products.

/** Lists of numbers, flat: list i is values[starts[i], starts[i + 1]). */
export interface FlatLists {
  starts: Int32Array;
  values: Int32Array;
}

/** The slots' documents: each one's distinct words (a FlatLists), name and category number. */
export interface SearchDocuments extends FlatLists {
  name: Int32Array;
  category: Int32Array;
}

/**
 * Per slot its document, and each document's distinct words: the words of its name
 * (`wordLists[0][nameOfSlot[slot]]`), its brand (`wordLists[1][spellings[0][slot]]`) and its
 * strain type (`wordLists[2][spellings[1][slot]]`; -1: none), with its name and its category's
 * number (`categoryOfSlot.numbers[slot]`, below `count`; -1: none). An array for each of the
 * bench's documents was most of the build's time.
 */
export function documentsOfSlots(
  nameOfSlot: Int32Array,
  [brandOfSlot, strainTypeOfSlot]: [Int32Array, Int32Array],
  categoryOfSlot: { numbers: Int32Array; count: number },
  [nameWords, brandWords, strainTypeWords]: Array<ReadonlyArray<readonly number[]>>,
): { documentOfSlot: Int32Array; documents: SearchDocuments } {
  const brands = (brandWords?.length ?? 0) + 1;
  const strainTypes = (strainTypeWords?.length ?? 0) + 1;
  const categories = categoryOfSlot.count + 1;
  const documentNumbers = new Map<number, number>();
  const starts: number[] = [0];
  const flatWords: number[] = [];
  const names: number[] = [];
  const documentCategories: number[] = [];
  const documentOfSlot = new Int32Array(nameOfSlot.length);
  for (let slot = 0; slot < nameOfSlot.length; slot += 1) {
    const name = nameOfSlot[slot] ?? 0;
    const brand = brandOfSlot[slot] ?? -1;
    const strain = strainTypeOfSlot[slot] ?? -1;
    const category = categoryOfSlot.numbers[slot] ?? -1;
    const key =
      ((name * brands + brand + 1) * strainTypes + strain + 1) * categories + category + 1;
    let number = documentNumbers.get(key);
    if (number === undefined) {
      number = names.length;
      documentNumbers.set(key, number);
      names.push(name);
      documentCategories.push(category);
      const from = flatWords.length;
      for (const words of [nameWords?.[name], brandWords?.[brand], strainTypeWords?.[strain]]) {
        for (const word of words ?? []) if (!flatWords.includes(word, from)) flatWords.push(word);
      }
      starts.push(flatWords.length);
    }
    documentOfSlot[slot] = number;
  }
  return {
    documentOfSlot,
    documents: {
      starts: Int32Array.from(starts),
      values: Int32Array.from(flatWords),
      name: Int32Array.from(names),
      category: Int32Array.from(documentCategories),
    },
  };
}

/** Lists given one by one, flat. */
export function flatLists(lists: readonly ArrayLike<number>[]): FlatLists {
  const starts = new Int32Array(lists.length + 1);
  lists.forEach((list, at) => (starts[at + 1] = (starts[at] ?? 0) + list.length));
  const values = new Int32Array(starts[lists.length] ?? 0);
  lists.forEach((list, at) => values.set(list, starts[at] ?? 0));
  return { starts, values };
}

/** One list per item holding the item's one key (-1: none), as `FlatLists` for `postings`. */
export function oneKeyEach(keys: Int32Array): FlatLists {
  return { starts: Int32Array.from({ length: keys.length + 1 }, (_, at) => at), values: keys };
}

/**
 * The inverse of `keysOfItems`: per key in [0, keyCount), the items whose list holds it, in
 * item order (keys outside the range are left out).
 */
export function postings(keyCount: number, keysOfItems: FlatLists): FlatLists {
  const { starts: keysFrom, values: keys } = keysOfItems;
  const items = keysFrom.length - 1;
  const starts = new Int32Array(keyCount + 1);
  const filled = new Int32Array(keyCount);
  // Two plain passes: a callback per key would cost twice the time.
  for (let at = 0; at < keys.length; at += 1) {
    const key = keys[at] ?? -1;
    if (key >= 0 && key < keyCount) filled[key] = (filled[key] ?? 0) + 1;
  }
  for (let key = 0; key < keyCount; key += 1) {
    starts[key + 1] = (starts[key] ?? 0) + (filled[key] ?? 0);
  }
  const values = new Int32Array(starts[keyCount] ?? 0);
  filled.fill(0);
  for (let item = 0; item < items; item += 1) {
    for (let at = keysFrom[item] ?? 0; at < (keysFrom[item + 1] ?? 0); at += 1) {
      const key = keys[at] ?? -1;
      if (key < 0 || key >= keyCount) continue;
      values[(starts[key] ?? 0) + (filled[key] ?? 0)] = item;
      filled[key] = (filled[key] ?? 0) + 1;
    }
  }
  return { starts, values };
}

/** List i of flat lists, as a view (no copy). */
export function listAt({ starts, values }: FlatLists, index: number): Int32Array {
  return values.subarray(starts[index] ?? 0, starts[index + 1] ?? 0);
}
