// The products list's view read from and written to the URL, the one place it lives. Writing
// the same view again adds no history entry; a refined search replaces its entry.
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import {
  productListViewFrom,
  searchParamsFromProductListView,
  type ProductListView,
} from './product-list-url';

export function useProductListView(): [
  ProductListView,
  (next: ProductListView, options?: { replace?: boolean }) => void,
] {
  const [searchParams, setSearchParams] = useSearchParams();
  const current = searchParams.toString();
  const view = useMemo(() => productListViewFrom(new URLSearchParams(current)), [current]);
  const setView = useCallback(
    (next: ProductListView, options: { replace?: boolean } = {}) => {
      const params = searchParamsFromProductListView(next);
      if (params.toString() === searchParamsFromProductListView(view).toString()) return;
      setSearchParams(params, { replace: options.replace ?? false });
    },
    [setSearchParams, view],
  );
  return [view, setView];
}
