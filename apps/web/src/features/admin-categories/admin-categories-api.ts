// The admin's category calls: the flat list (the client builds the tree),
// create, update (rename or move) and delete. A write also marks the storefront's categories,
// and the admin product list (its category names and filters) stale.
import {
  adminCategoryListSchema,
  adminCategoryResponseSchema,
  type AdminCategory,
  type adminCategoryWriteSchema,
} from '@canopy/contracts';
import type { z } from 'zod';
import { api } from '../../lib/api';

export type CategoryWriteBody = z.output<typeof adminCategoryWriteSchema>;

const CATEGORY_WRITE_INVALIDATES = ['AdminCategory', 'Category', 'AdminProduct'] as const;

export const adminCategoriesApi = api.injectEndpoints({
  endpoints: (build) => ({
    getAdminCategories: build.query<AdminCategory[], void>({
      query: () => '/admin/categories',
      responseSchema: adminCategoryListSchema,
      providesTags: ['AdminCategory'],
    }),
    createAdminCategory: build.mutation<AdminCategory, CategoryWriteBody>({
      query: (body) => ({ url: '/admin/categories', method: 'POST', body }),
      rawResponseSchema: adminCategoryResponseSchema,
      transformResponse: ({ category }: { category: AdminCategory }) => category,
      invalidatesTags: [...CATEGORY_WRITE_INVALIDATES],
    }),
    updateAdminCategory: build.mutation<AdminCategory, { id: number; category: CategoryWriteBody }>(
      {
        query: ({ id, category }) => ({
          url: `/admin/categories/${id}`,
          method: 'PUT',
          body: category,
        }),
        rawResponseSchema: adminCategoryResponseSchema,
        transformResponse: ({ category }: { category: AdminCategory }) => category,
        invalidatesTags: [...CATEGORY_WRITE_INVALIDATES],
      },
    ),
    deleteAdminCategory: build.mutation<null, number>({
      query: (id) => ({ url: `/admin/categories/${id}`, method: 'DELETE' }),
      invalidatesTags: [...CATEGORY_WRITE_INVALIDATES],
    }),
  }),
});

export const {
  useGetAdminCategoriesQuery,
  useCreateAdminCategoryMutation,
  useUpdateAdminCategoryMutation,
  useDeleteAdminCategoryMutation,
} = adminCategoriesApi;
