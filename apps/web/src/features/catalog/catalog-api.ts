// Storefront catalogue calls. GET /products/categories returns every category; the tabs show the
// roots (no parent) sorted by name.
import { categoryListSchema, type Category } from '@canopy/contracts';
import { api } from '../../lib/api';

export const catalogApi = api.injectEndpoints({
  endpoints: (build) => ({
    getCategories: build.query<Category[], void>({
      query: () => '/products/categories',
      responseSchema: categoryListSchema,
      providesTags: ['Category'],
    }),
  }),
});

export const { useGetCategoriesQuery } = catalogApi;

export function rootCategories(categories: readonly Category[]): Category[] {
  return categories
    .filter((category) => category.parent_id === null)
    .sort((a, b) => a.name.localeCompare(b.name, 'en', { sensitivity: 'base' }));
}
