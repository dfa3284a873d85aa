// The admin's referral code calls: the list by skip/limit, create, update,
// delete (or deactivate when orders used the code) and one code's analytics over a date range.
import {
  adminReferralCodeDeleteResponseSchema,
  adminReferralCodeListResponseSchema,
  adminReferralCodeResponseSchema,
  referralAnalyticsSchema,
  type AdminReferralCode,
  type AdminReferralCodeDeleteResponse,
  type AdminReferralCodeListResponse,
  type AdminReferralCodeWrite,
  type ReferralAnalytics,
} from '@canopy/contracts';
import { api } from '../../lib/api';

export interface ReferralPageArgs {
  skip: number;
  limit: number;
}

export interface ReferralAnalyticsArgs {
  id: number;
  /** YYYY-MM-DD, UTC days, inclusive. */
  start_date: string;
  end_date: string;
}

export const adminReferralsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getAdminReferralCodes: build.query<AdminReferralCodeListResponse, ReferralPageArgs>({
      query: ({ skip, limit }) => ({ url: '/admin/referral-codes', params: { skip, limit } }),
      responseSchema: adminReferralCodeListResponseSchema,
      providesTags: ['AdminReferralCode'],
    }),
    createAdminReferralCode: build.mutation<AdminReferralCode, AdminReferralCodeWrite>({
      query: (body) => ({ url: '/admin/referral-codes', method: 'POST', body }),
      rawResponseSchema: adminReferralCodeResponseSchema,
      transformResponse: ({ referral_code }: { referral_code: AdminReferralCode }) => referral_code,
      invalidatesTags: ['AdminReferralCode'],
    }),
    updateAdminReferralCode: build.mutation<
      AdminReferralCode,
      { id: number; body: AdminReferralCodeWrite }
    >({
      query: ({ id, body }) => ({ url: `/admin/referral-codes/${id}`, method: 'PUT', body }),
      rawResponseSchema: adminReferralCodeResponseSchema,
      transformResponse: ({ referral_code }: { referral_code: AdminReferralCode }) => referral_code,
      invalidatesTags: ['AdminReferralCode'],
    }),
    deleteAdminReferralCode: build.mutation<AdminReferralCodeDeleteResponse, number>({
      query: (id) => ({ url: `/admin/referral-codes/${id}`, method: 'DELETE' }),
      responseSchema: adminReferralCodeDeleteResponseSchema,
      invalidatesTags: ['AdminReferralCode'],
    }),
    getReferralAnalytics: build.query<ReferralAnalytics, ReferralAnalyticsArgs>({
      query: ({ id, start_date, end_date }) => ({
        url: `/admin/referral-codes/${id}/analytics`,
        params: { start_date, end_date },
      }),
      responseSchema: referralAnalyticsSchema,
      providesTags: ['AdminReferralCode'],
    }),
  }),
});

export const {
  useGetAdminReferralCodesQuery,
  useCreateAdminReferralCodeMutation,
  useUpdateAdminReferralCodeMutation,
  useDeleteAdminReferralCodeMutation,
  useGetReferralAnalyticsQuery,
} = adminReferralsApi;
