// Admin sign-in (POST /admin/login, form-encoded as the product's login call is; the server also
// takes JSON) and the start-up session check (GET /auth/me).
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
      query: ({ username, password }) => ({
        url: '/admin/login',
        method: 'POST',
        body: new URLSearchParams({ username, password }),
      }),
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
