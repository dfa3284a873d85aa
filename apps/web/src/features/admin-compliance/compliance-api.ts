// The Compliance screen's calls: the store's purchase-limit pack (GET /admin/compliance/limits for
// orders.read, PUT for system.configure, both answering the whole active pack and the packs to
// choose from) and, for the preview's sample cart, a search of the products with their limit facts.
import {
  adminProductListResponseSchema,
  complianceLimitsResponseSchema,
  type AdminProductListResponse,
  type ComplianceLimitsResponse,
  type LimitSettingsUpdate,
} from '@canopy/contracts';
import { api } from '../../lib/api';

export const complianceApi = api.injectEndpoints({
  endpoints: (build) => ({
    getLimitSettings: build.query<ComplianceLimitsResponse, void>({
      query: () => '/admin/compliance/limits',
      responseSchema: complianceLimitsResponseSchema,
      providesTags: ['LimitSettings'],
    }),
    updateLimitSettings: build.mutation<ComplianceLimitsResponse, LimitSettingsUpdate>({
      query: (body) => ({ url: '/admin/compliance/limits', method: 'PUT', body }),
      responseSchema: complianceLimitsResponseSchema,
      // Only a saved change refreshes: a refetch after a refusal would reset the form.
      invalidatesTags: (saved) => (saved ? ['LimitSettings'] : []),
    }),
    searchPreviewProducts: build.query<AdminProductListResponse, string>({
      query: (search) => ({
        url: '/admin/products',
        params: { search, size: 10, sort_by: 'name', sort_order: 'asc' },
      }),
      responseSchema: adminProductListResponseSchema,
      providesTags: ['AdminProduct'],
    }),
  }),
});

export const {
  useGetLimitSettingsQuery,
  useUpdateLimitSettingsMutation,
  useSearchPreviewProductsQuery,
} = complianceApi;
