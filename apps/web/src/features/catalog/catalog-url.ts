// The catalogue's view in the address bar, so a filtered page can be shared and Back restores it:
// /products?search=kush&brand=X&min_price=25&sort=price_asc&page=2. Defaults are left out (the
// in-stock filter appears only when turned off, as in_stock_only=false). Reading an address is in
// the contracts (catalog-view-rules.ts): the server reads a page request's address with it too.
import { DEFAULT_FILTERS, type CatalogView } from '@canopy/contracts';

export { viewFromSearchParams } from '@canopy/contracts';

export function searchParamsFromView({ filters, page }: CatalogView): URLSearchParams {
  const params = new URLSearchParams();
  const set = (key: string, value: string | number | null) => {
    if (value !== null && value !== '') params.set(key, String(value));
  };
  set('search', filters.search.trim());
  set('category_id', filters.category_id);
  if (!filters.in_stock_only) params.set('in_stock_only', 'false');
  set('min_price', filters.min_price);
  set('max_price', filters.max_price);
  set('brand', filters.brand);
  set('volume', filters.volume);
  set('strain_type', filters.strain_type);
  if (filters.sortBy !== DEFAULT_FILTERS.sortBy) params.set('sort', filters.sortBy);
  if (page > 1) params.set('page', String(page));
  return params;
}
