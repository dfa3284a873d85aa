// The admin's product calls: the filtered list, create, update, delete (a
// product that orders reference is deactivated instead; the answer says which), the bulk
// actions, and the category list for the filters and the form. A write marks the product list,
// the category counts and the dashboard stale.
import {
  adminCategoryListSchema,
  adminProductBulkResponseSchema,
  adminProductDeleteResponseSchema,
  adminProductListResponseSchema,
  adminProductResponseSchema,
  type AdminCategory,
  type AdminProduct,
  type AdminProductBulkRequest,
  type AdminProductBulkResponse,
  type AdminProductDeleteResponse,
  type AdminProductListResponse,
  type AdminProductWriteInput,
} from '@canopy/contracts';
import { api } from '../../lib/api';
import type { ProductListParams } from './product-list-url';

const PRODUCT_WRITE_INVALIDATES = ['AdminProduct', 'AdminCategory', 'Dashboard'] as const;

export const adminProductsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getAdminProducts: build.query<AdminProductListResponse, ProductListParams>({
      query: (params) => ({ url: '/admin/products', params }),
      responseSchema: adminProductListResponseSchema,
      providesTags: ['AdminProduct'],
    }),
    getAdminProductCategories: build.query<AdminCategory[], void>({
      query: () => '/admin/categories',
      responseSchema: adminCategoryListSchema,
      providesTags: ['AdminCategory'],
    }),
    createAdminProduct: build.mutation<AdminProduct, AdminProductWriteInput>({
      query: (body) => ({ url: '/admin/products', method: 'POST', body }),
      rawResponseSchema: adminProductResponseSchema,
      transformResponse: ({ product }: { product: AdminProduct }) => product,
      invalidatesTags: [...PRODUCT_WRITE_INVALIDATES],
    }),
    updateAdminProduct: build.mutation<
      AdminProduct,
      { id: number; product: AdminProductWriteInput }
    >({
      query: ({ id, product }) => ({
        url: `/admin/products/${id}`,
        method: 'PUT',
        body: product,
      }),
      rawResponseSchema: adminProductResponseSchema,
      transformResponse: ({ product }: { product: AdminProduct }) => product,
      invalidatesTags: [...PRODUCT_WRITE_INVALIDATES],
    }),
    deleteAdminProduct: build.mutation<AdminProductDeleteResponse, number>({
      query: (id) => ({ url: `/admin/products/${id}`, method: 'DELETE' }),
      responseSchema: adminProductDeleteResponseSchema,
      invalidatesTags: [...PRODUCT_WRITE_INVALIDATES],
    }),
    bulkAdminProducts: build.mutation<AdminProductBulkResponse, AdminProductBulkRequest>({
      query: (body) => ({ url: '/admin/products/bulk', method: 'POST', body }),
      responseSchema: adminProductBulkResponseSchema,
      invalidatesTags: [...PRODUCT_WRITE_INVALIDATES],
    }),
  }),
});

export const {
  useGetAdminProductsQuery,
  useGetAdminProductCategoriesQuery,
  useCreateAdminProductMutation,
  useUpdateAdminProductMutation,
  useDeleteAdminProductMutation,
  useBulkAdminProductsMutation,
} = adminProductsApi;
