// Which products hold each vocabulary word (catalog-search.ts), as one flat array: counted, then
// placed, with no list per word or per product while building (100,000 products at a time).
// Products sharing a name, a brand and a strain type share their distinct words: a "document".

/** The slots' words, flat: document d's are words[starts[d], starts[d + 1]). */
export interface SearchDocuments {
  starts: Int32Array;
  words: Int32Array;
}

/**
 * Per slot its document, and each document's distinct words: the words of its name
 * (`wordLists[0][nameOfSlot[slot]]`), its brand (`wordLists[1][spellings[0][slot]]`) and its
 * strain type (`wordLists[2][spellings[1][slot]]`; -1: none). Flat, not an array per document:
 * an array for each of the bench's 18,000 documents was most of the build's time and garbage.
 */
export function documentsOfSlots(
  nameOfSlot: Int32Array,
  [brandOfSlot, strainTypeOfSlot]: [Int32Array, Int32Array],
  [nameWords, brandWords, strainTypeWords]: Array<ReadonlyArray<readonly number[]>>,
): { documentOfSlot: Int32Array; documents: SearchDocuments } {
  const brands = (brandWords?.length ?? 0) + 1;
  const strainTypes = (strainTypeWords?.length ?? 0) + 1;
  const documentNumbers = new Map<number, number>();
  const starts: number[] = [0];
  const flatWords: number[] = [];
  const documentOfSlot = new Int32Array(nameOfSlot.length);
  for (let slot = 0; slot < nameOfSlot.length; slot += 1) {
    const name = nameOfSlot[slot] ?? 0;
    const brand = brandOfSlot[slot] ?? -1;
    const strain = strainTypeOfSlot[slot] ?? -1;
    const key = (name * brands + brand + 1) * strainTypes + strain + 1;
    let number = documentNumbers.get(key);
    if (number === undefined) {
      number = starts.length - 1;
      documentNumbers.set(key, number);
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
    documents: { starts: Int32Array.from(starts), words: Int32Array.from(flatWords) },
  };
}

/**
 * Per word, the slots holding it, in slot order. A slot's distinct words are its document's,
 * `documents.words[documents.starts[d], documents.starts[d + 1])` for d = documentOfSlot[slot];
 * products sharing a name, a brand and a strain type share one.
 */
export function slotsByWord(
  wordCount: number,
  documentOfSlot: Int32Array,
  documents: SearchDocuments,
): { at: (word: number) => Int32Array } {
  const starts = new Int32Array(wordCount + 1);
  const filled = new Int32Array(wordCount);
  const { starts: wordsFrom, words } = documents;
  // Two plain passes: a callback per word would cost twice the time.
  for (let slot = 0; slot < documentOfSlot.length; slot += 1) {
    const document = documentOfSlot[slot] ?? 0;
    for (let at = wordsFrom[document] ?? 0; at < (wordsFrom[document + 1] ?? 0); at += 1) {
      const word = words[at] ?? 0;
      filled[word] = (filled[word] ?? 0) + 1;
    }
  }
  for (let word = 0; word < wordCount; word += 1) {
    starts[word + 1] = (starts[word] ?? 0) + (filled[word] ?? 0);
  }
  const slots = new Int32Array(starts[wordCount] ?? 0);
  filled.fill(0);
  for (let slot = 0; slot < documentOfSlot.length; slot += 1) {
    const document = documentOfSlot[slot] ?? 0;
    for (let at = wordsFrom[document] ?? 0; at < (wordsFrom[document + 1] ?? 0); at += 1) {
      const word = words[at] ?? 0;
      slots[(starts[word] ?? 0) + (filled[word] ?? 0)] = slot;
      filled[word] = (filled[word] ?? 0) + 1;
    }
  }
  return { at: (word) => slots.subarray(starts[word] ?? 0, starts[word + 1] ?? 0) };
}
