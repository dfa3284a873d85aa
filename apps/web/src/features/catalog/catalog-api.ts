// Storefront catalogue calls (docs/product.md#api-conventions), injected into the app's one API.
// GET /products answers the page of products with the facet counts of the current filters; the
// three filter lists are fetched together by the filter-options thunk (products-slice.ts); GET
// /products/categories returns every category, and the tabs show the roots (no parent) sorted by
// name. These answers are not checked against the contract's zod schemas on the client: the
// catalogue is the storefront's first screen and zod stays off its first download (the server
// validates what it sends with the same schemas).
import type { Category, ProductListResponse, ProductSuggestionsResponse } from '@canopy/contracts';
import { api } from '../../lib/api';
import type { ProductListParams } from './product-list-request';

export const catalogApi = api.injectEndpoints({
  endpoints: (build) => ({
    getCategories: build.query<Category[], void>({
      query: () => '/products/categories',
      providesTags: ['Category'],
    }),
    getProducts: build.query<ProductListResponse, ProductListParams>({
      query: (params) => ({ url: '/products', params }),
    }),
    // What the search box suggests under its fixed list as the shopper types (search-box.tsx).
    getSuggestions: build.query<ProductSuggestionsResponse, string>({
      query: (q) => ({ url: '/products/suggestions', params: { q } }),
    }),
    getBrands: build.query<string[], void>({
      query: () => '/products/brands',
    }),
    getVolumes: build.query<string[], void>({
      query: () => '/products/volumes',
    }),
    getStrainTypes: build.query<string[], void>({
      query: () => '/products/strain-types',
    }),
  }),
});

export const { useGetCategoriesQuery, useGetProductsQuery, useGetSuggestionsQuery } = catalogApi;

export function rootCategories(categories: readonly Category[]): Category[] {
  return categories
    .filter((category) => category.parent_id === null)
    .sort((a, b) => a.name.localeCompare(b.name, 'en', { sensitivity: 'base' }));
}
