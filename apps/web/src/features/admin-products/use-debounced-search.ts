// The search box's text: typing applies it 300 ms after the last key. The text follows
// the URL when the search changes elsewhere (Back, a shared link), but not when the URL merely
// catches up with what the box applied, so keys typed meanwhile survive.
import { useEffect, useState } from 'react';

export const SEARCH_DEBOUNCE_MS = 300;

export function useDebouncedSearch(
  urlSearch: string,
  apply: (search: string) => void,
): [string, (text: string) => void] {
  const [text, setText] = useState(urlSearch);
  // The search this box last applied or adopted, and the URL's search at the last render.
  const [committed, setCommitted] = useState(urlSearch);
  const [seenUrlSearch, setSeenUrlSearch] = useState(urlSearch);
  if (urlSearch !== seenUrlSearch) {
    setSeenUrlSearch(urlSearch);
    if (urlSearch !== committed) {
      setCommitted(urlSearch);
      setText(urlSearch);
    }
  }

  const pending = text.trim() !== committed;
  useEffect(() => {
    if (!pending) return;
    const timer = window.setTimeout(() => {
      const search = text.trim();
      setCommitted(search);
      apply(search);
    }, SEARCH_DEBOUNCE_MS);
    return () => window.clearTimeout(timer);
  }, [pending, text, apply]);

  return [text, setText];
}
