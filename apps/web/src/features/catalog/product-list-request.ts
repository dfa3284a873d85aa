// The query of GET /products for a view (docs/product.md#api-conventions): empty values are
// dropped, the in-stock filter is always sent as true or false, and the sort is mapped to the
// server's sort_by (featured with a search term ranks by relevance).
import { serverSortFor, type ProductListQuery } from '@canopy/contracts';
import type { CatalogView } from './catalog-filters';

/** The query string values, named as the contract names them. */
export type ProductListParams = Partial<Record<keyof ProductListQuery, string>>;

export function productListParams({ filters, page }: CatalogView, size: number): ProductListParams {
  const params: ProductListParams = {};
  const search = filters.search.trim();
  if (search !== '') params.search = search;
  if (filters.category_id !== null) params.category_id = String(filters.category_id);
  params.in_stock_only = String(filters.in_stock_only);
  if (filters.min_price !== null) params.min_price = String(filters.min_price);
  if (filters.max_price !== null) params.max_price = String(filters.max_price);
  if (filters.brand) params.brand = filters.brand;
  if (filters.volume) params.volume = filters.volume;
  if (filters.strain_type) params.strain_type = filters.strain_type;
  params.sort_by = serverSortFor(filters.sortBy, search);
  params.page = String(page);
  params.size = String(size);
  return params;
}
