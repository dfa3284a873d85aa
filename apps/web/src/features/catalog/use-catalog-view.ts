// The catalogue's view (filters and page) read from and written to the URL, the one place it
// lives. Writing the same view again adds no history entry.
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import type { CatalogView } from './catalog-filters';
import { searchParamsFromView, viewFromSearchParams } from './catalog-url';

export interface SetViewOptions {
  /** Replace the current history entry instead of adding one (refining a typed search). */
  replace?: boolean;
}

export function useCatalogView(): [
  CatalogView,
  (next: CatalogView, options?: SetViewOptions) => void,
] {
  const [searchParams, setSearchParams] = useSearchParams();
  const current = searchParams.toString();
  const view = useMemo(() => viewFromSearchParams(new URLSearchParams(current)), [current]);
  const setView = useCallback(
    (next: CatalogView, options: SetViewOptions = {}) => {
      const params = searchParamsFromView(next);
      if (params.toString() === searchParamsFromView(view).toString()) return;
      setSearchParams(params, { replace: options.replace ?? false });
    },
    [setSearchParams, view],
  );
  return [view, setView];
}
