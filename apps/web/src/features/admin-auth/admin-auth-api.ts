// Admin sign-in (POST /admin/login, form-encoded as the product's login call is; the server also
// takes JSON) the start-up session check (GET /auth/me),
// sign-out (POST /auth/logout) and the password change (PUT /auth/password). The answers carry
// the admin's permissions, checked strings whose schema input is looser than its output, so
// they are checked as raw responses.
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
      rawResponseSchema: adminLoginResponseSchema,
      transformResponse: (answer: AdminLoginResponse) => answer,
    }),
    changePassword: build.mutation<PasswordChangeResponse, PasswordChangeRequest>({
      query: (body) => ({ url: '/auth/password', method: 'PUT', body }),
      rawResponseSchema: passwordChangeResponseSchema,
      transformResponse: (answer: PasswordChangeResponse) => answer,
    }),
    adminLogout: build.mutation<null, void>({
      query: () => ({ url: '/auth/logout', method: 'POST' }),
    }),
    currentAdmin: build.query<AdminUser, void>({
      query: () => '/auth/me',
      rawResponseSchema: adminUserSchema,
      transformResponse: (user: AdminUser) => user,
      providesTags: ['AdminSession'],
      // Always ask the server: the check is about the token now, not a cached answer.
      keepUnusedDataFor: 0,
    }),
  }),
});

export const {
  useLazyCurrentAdminQuery,
  useAdminLoginMutation,
  useAdminLogoutMutation,
  useChangePasswordMutation,
  useCurrentAdminQuery,
} = adminAuthApi;
