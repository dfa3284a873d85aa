// The search box's fixed suggestions (docs/product.md#catalogue), narrowed to those containing what
// was typed.
export const SEARCH_SUGGESTIONS = [
  'Blue Dream',
  'OG Kush',
  'Vape Cartridges',
  'Gummies',
  'Indica',
  'Sativa',
  'CBD Products',
  'Pre-rolls',
] as const;

/** Typing becomes the search filter 300 ms after the last key. */
export const SEARCH_DEBOUNCE_MS = 300;

export function matchingSuggestions(typed: string): string[] {
  const needle = typed.trim().toLowerCase();
  return SEARCH_SUGGESTIONS.filter((suggestion) => suggestion.toLowerCase().includes(needle));
}
