// The admin accounts screen's calls: the list, create, deactivate,
// reactivate and delete. Every write refreshes the list.
import {
  adminUserListSchema,
  adminUserSchema,
  type AdminUser,
  type AdminUserCreateInput,
} from '@canopy/contracts';
import { api } from '../../lib/api';

export type AccountAction = 'deactivate' | 'reactivate' | 'delete';

export const adminAccountsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getAdminUsers: build.query<AdminUser[], void>({
      query: () => '/admin/users',
      responseSchema: adminUserListSchema,
      providesTags: ['AdminUser'],
    }),
    createAdminUser: build.mutation<AdminUser, AdminUserCreateInput>({
      query: (body) => ({ url: '/admin/users', method: 'POST', body }),
      responseSchema: adminUserSchema,
      invalidatesTags: ['AdminUser'],
    }),
    changeAdminUser: build.mutation<null, { id: number; action: AccountAction }>({
      query: ({ id, action }) =>
        action === 'delete'
          ? { url: `/admin/users/${String(id)}`, method: 'DELETE' }
          : { url: `/admin/users/${String(id)}/${action}`, method: 'PUT' },
      transformResponse: () => null,
      invalidatesTags: ['AdminUser'],
    }),
  }),
});

export const { useGetAdminUsersQuery, useCreateAdminUserMutation, useChangeAdminUserMutation } =
  adminAccountsApi;
