// Storefront catalogue calls (spec §7), injected into the app's one API. GET /products answers
// the page of products with the facet counts of the current filters; the three filter lists are
// fetched together by the filter-options thunk (products-slice.ts); GET /products/categories
// returns every category, and the tabs show the roots (no parent) sorted by name.
import {
  categoryListSchema,
  filterValueListSchema,
  productListResponseSchema,
  type Category,
  type ProductListResponse,
} from '@canopy/contracts';
import { api } from '../../lib/api';
import type { ProductListParams } from './product-list-request';

export const catalogApi = api.injectEndpoints({
  endpoints: (build) => ({
    getCategories: build.query<Category[], void>({
      query: () => '/products/categories',
      responseSchema: categoryListSchema,
      providesTags: ['Category'],
    }),
    getProducts: build.query<ProductListResponse, ProductListParams>({
      query: (params) => ({ url: '/products', params }),
      responseSchema: productListResponseSchema,
    }),
    getBrands: build.query<string[], void>({
      query: () => '/products/brands',
      responseSchema: filterValueListSchema,
    }),
    getVolumes: build.query<string[], void>({
      query: () => '/products/volumes',
      responseSchema: filterValueListSchema,
    }),
    getStrainTypes: build.query<string[], void>({
      query: () => '/products/strain-types',
      responseSchema: filterValueListSchema,
    }),
  }),
});

export const { useGetCategoriesQuery, useGetProductsQuery } = catalogApi;

export function rootCategories(categories: readonly Category[]): Category[] {
  return categories
    .filter((category) => category.parent_id === null)
    .sort((a, b) => a.name.localeCompare(b.name, 'en', { sensitivity: 'base' }));
}
