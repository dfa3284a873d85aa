// What the search box does with its text (docs/product.md#catalogue): on the catalogue, typing
// becomes the search filter 300 ms after the last key, keeping the other filters and going back to
// page 1; Enter or a picked suggestion applies it at once. From any other page only Enter or a pick
// searches (typing there must not navigate away), and it goes to /products with the search.
//
// The text follows the URL when the search changes elsewhere (a chip, Clear All, Back), but not
// when the URL merely catches up with what this box committed, so keys typed meanwhile survive.
// Off the catalogue there is no search in the URL, so leaving it (cart, checkout, a product)
// empties the box; coming back to /products shows that URL's search again.
import { useCallback, useEffect, useState } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { DEFAULT_VIEW, withFilters } from './catalog-filters';
import { searchParamsFromView, viewFromSearchParams } from './catalog-url';
import { SEARCH_DEBOUNCE_MS } from './search-suggestions';

export const CATALOGUE_PATH = '/products';

export function useProductSearch() {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const onCatalogue = pathname === CATALOGUE_PATH;
  const initial = onCatalogue ? viewFromSearchParams(searchParams).filters.search : '';
  const [text, setText] = useState(initial);
  // The search this box last applied or adopted, and the URL's search at the last render.
  const [committed, setCommitted] = useState(initial);
  const [seenUrlSearch, setSeenUrlSearch] = useState(initial);

  const urlSearch = onCatalogue ? viewFromSearchParams(searchParams).filters.search : '';
  if (urlSearch !== seenUrlSearch) {
    setSeenUrlSearch(urlSearch);
    if (urlSearch !== committed) {
      setCommitted(urlSearch);
      setText(urlSearch);
    }
  }

  const commit = useCallback(
    (value: string) => {
      const search = value.trim();
      setCommitted(search);
      const current = viewFromSearchParams(searchParams);
      if (onCatalogue ? search === current.filters.search : search === '') return;
      const next = withFilters(onCatalogue ? current : DEFAULT_VIEW, { search });
      // Refining a search already in the URL replaces its entry; a new search adds one.
      const replace = onCatalogue && current.filters.search !== '' && search !== '';
      void navigate(
        { pathname: CATALOGUE_PATH, search: `${searchParamsFromView(next)}` },
        { replace },
      );
    },
    [navigate, onCatalogue, searchParams],
  );

  const pending = onCatalogue && text.trim() !== committed;
  useEffect(() => {
    if (!pending) return;
    const timer = window.setTimeout(() => commit(text), SEARCH_DEBOUNCE_MS);
    return () => window.clearTimeout(timer);
  }, [pending, text, commit]);

  return { text, setText, commit };
}
