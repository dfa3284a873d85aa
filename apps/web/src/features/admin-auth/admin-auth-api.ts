// Admin sign-in (POST /admin/login, form-encoded as the product's login call is; the server also
// takes JSON) the start-up session check (GET /auth/me),
// sign-out (POST /auth/logout) and the password change (PUT /auth/password).
import {
  passwordChangeResponseSchema,
  type PasswordChangeRequest,
  type PasswordChangeResponse,
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
    changePassword: build.mutation<PasswordChangeResponse, PasswordChangeRequest>({
      query: (body) => ({ url: '/auth/password', method: 'PUT', body }),
      responseSchema: passwordChangeResponseSchema,
    }),
    adminLogout: build.mutation<null, void>({
      query: () => ({ url: '/auth/logout', method: 'POST' }),
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

export const {
  useAdminLoginMutation,
  useAdminLogoutMutation,
  useChangePasswordMutation,
  useCurrentAdminQuery,
} = adminAuthApi;
