// The admin's access code calls: the list, create (the plaintext comes back
// once), update, delete, reveal, changing the code itself and one code's analytics. Writes mark
// the list and the analytics stale; a reveal changes nothing that is cached.
import {
  accessCodeAnalyticsSchema,
  accessCodeEditResponseSchema,
  accessCodeRevealSchema,
  adminAccessCodeCreatedSchema,
  adminAccessCodeListResponseSchema,
  adminAccessCodeResponseSchema,
  type AccessCodeAnalytics,
  type AccessCodeEditResponse,
  type AccessCodeReveal,
  type AdminAccessCode,
  type AdminAccessCodeCreate,
  type AdminAccessCodeCreated,
  type AdminAccessCodeListResponse,
  type AdminAccessCodeUpdate,
} from '@canopy/contracts';
import { api } from '../../lib/api';

export interface AccessCodeListView {
  page: number;
  per_page: number;
  search: string;
  /** null: active and inactive. */
  is_active: boolean | null;
}

export interface AnalyticsRange {
  start_date: string;
  end_date: string;
}

const TAG = 'AdminAccessCode' as const;

export const adminAccessCodesApi = api.injectEndpoints({
  endpoints: (build) => ({
    getAdminAccessCodes: build.query<AdminAccessCodeListResponse, AccessCodeListView>({
      query: (view) => ({
        url: '/admin/access-codes',
        params: {
          page: view.page,
          per_page: view.per_page,
          search: view.search.trim() || undefined,
          is_active: view.is_active ?? undefined,
        },
      }),
      responseSchema: adminAccessCodeListResponseSchema,
      providesTags: [TAG],
    }),
    createAdminAccessCode: build.mutation<AdminAccessCodeCreated, AdminAccessCodeCreate>({
      query: (body) => ({ url: '/admin/access-codes', method: 'POST', body }),
      responseSchema: adminAccessCodeCreatedSchema,
      invalidatesTags: [TAG],
    }),
    updateAdminAccessCode: build.mutation<
      AdminAccessCode,
      { id: number; changes: AdminAccessCodeUpdate }
    >({
      query: ({ id, changes }) => ({
        url: `/admin/access-codes/${id}`,
        method: 'PUT',
        body: changes,
      }),
      rawResponseSchema: adminAccessCodeResponseSchema,
      transformResponse: ({ access_code }: { access_code: AdminAccessCode }) => access_code,
      invalidatesTags: [TAG],
    }),
    deleteAdminAccessCode: build.mutation<null, number>({
      query: (id) => ({ url: `/admin/access-codes/${id}`, method: 'DELETE' }),
      invalidatesTags: [TAG],
    }),
    revealAdminAccessCode: build.mutation<AccessCodeReveal, number>({
      query: (id) => ({ url: `/admin/access-codes/${id}/reveal`, method: 'POST' }),
      responseSchema: accessCodeRevealSchema,
    }),
    editAdminAccessCode: build.mutation<AccessCodeEditResponse, { id: number; new_code: string }>({
      query: ({ id, new_code }) => ({
        url: `/admin/access-codes/${id}/code`,
        method: 'PATCH',
        body: { new_code },
      }),
      responseSchema: accessCodeEditResponseSchema,
      invalidatesTags: [TAG],
    }),
    getAccessCodeAnalytics: build.query<AccessCodeAnalytics, { id: number; range: AnalyticsRange }>(
      {
        query: ({ id, range }) => ({ url: `/admin/access-codes/${id}/analytics`, params: range }),
        responseSchema: accessCodeAnalyticsSchema,
        providesTags: [TAG],
      },
    ),
  }),
});

export const {
  useGetAdminAccessCodesQuery,
  useCreateAdminAccessCodeMutation,
  useUpdateAdminAccessCodeMutation,
  useDeleteAdminAccessCodeMutation,
  useRevealAdminAccessCodeMutation,
  useEditAdminAccessCodeMutation,
  useGetAccessCodeAnalyticsQuery,
} = adminAccessCodesApi;
