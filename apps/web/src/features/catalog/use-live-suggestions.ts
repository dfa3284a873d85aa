// The search box's live suggestions (docs/product.md#search): what the shopper has typed, once
// they pause for SUGGESTION_DELAY_MS, asked of GET /products/suggestions; the fixed list's own
// labels are left out (they show above). Nothing is asked for an empty box or a closed list.
import type { ProductSuggestion } from '@canopy/contracts';
import { useEffect, useState } from 'react';
import { useGetSuggestionsQuery } from './catalog-api';

/** Shorter than the search's own debounce: suggestions help while typing, before it applies. */
export const SUGGESTION_DELAY_MS = 150;

export function useLiveSuggestions(
  text: string,
  open: boolean,
  shown: readonly string[],
): ProductSuggestion[] {
  const typed = text.trim();
  const [asked, setAsked] = useState(typed);
  useEffect(() => {
    const timer = window.setTimeout(() => setAsked(typed), SUGGESTION_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [typed]);
  const { currentData } = useGetSuggestionsQuery(asked, { skip: !open || asked === '' });
  if (!open || typed === '' || asked !== typed || currentData === undefined) return [];
  const taken = new Set(shown.map((label) => label.toLowerCase()));
  return currentData.items.filter((item) => {
    const key = item.label.toLowerCase();
    if (taken.has(key)) return false;
    taken.add(key);
    return true;
  });
}
