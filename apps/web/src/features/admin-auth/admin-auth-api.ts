// Admin sign-in (POST /admin/login, JSON) and the start-up session check (GET /auth/me).
import {
  adminLoginResponseSchema,
  adminUserSchema,
  type AdminLoginRequest,
  type AdminLoginResponse,
  type AdminUser,
} from '@canopy/contracts';
import { api } from '../../lib/api';

export const adminAuthApi = api.injectEndpoints({
  endpoints: (build) => ({
    adminLogin: build.mutation<AdminLoginResponse, AdminLoginRequest>({
      query: (body) => ({ url: '/admin/login', method: 'POST', body }),
      responseSchema: adminLoginResponseSchema,
    }),
    currentAdmin: build.query<AdminUser, void>({
      query: () => '/auth/me',
      responseSchema: adminUserSchema,
      providesTags: ['AdminSession'],
      // Always ask the server: the check is about the token now, not a cached answer.
      keepUnusedDataFor: 0,
    }),
  }),
});

export const { useAdminLoginMutation, useCurrentAdminQuery } = adminAuthApi;
