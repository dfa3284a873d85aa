// Which products hold each vocabulary word (catalog-search.ts), as one flat array: counted, then
// placed, with no list per word or per product while building (100,000 products at a time).

/**
 * Per word, the slots holding it, in slot order. `documents[documentOfSlot[slot]]` are the
 * distinct words of a slot; products sharing a name, a brand and a strain type share them.
 */
export function slotsByWord(
  wordCount: number,
  documentOfSlot: Int32Array,
  documents: readonly Int32Array[],
): { at: (word: number) => Int32Array } {
  const starts = new Int32Array(wordCount + 1);
  const filled = new Int32Array(wordCount);
  const empty = new Int32Array();
  // Two plain passes: a callback per word would cost twice the time.
  for (let slot = 0; slot < documentOfSlot.length; slot += 1) {
    const words = documents[documentOfSlot[slot] ?? 0] ?? empty;
    for (let at = 0; at < words.length; at += 1) {
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
    const words = documents[documentOfSlot[slot] ?? 0] ?? empty;
    for (let at = 0; at < words.length; at += 1) {
      const word = words[at] ?? 0;
      slots[(starts[word] ?? 0) + (filled[word] ?? 0)] = slot;
      filled[word] = (filled[word] ?? 0) + 1;
    }
  }
  return { at: (word) => slots.subarray(starts[word] ?? 0, starts[word + 1] ?? 0) };
}
