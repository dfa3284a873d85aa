// The admin accounts screen's calls: the list, create (with a role), a role change, deactivate,
// reactivate and delete, and the roles an account may be given. Every write refreshes the list
// and the roles' holder counts.
import {
  adminUserListSchema,
  adminUserSchema,
  roleListSchema,
  type AdminUser,
  type AdminUserCreateInput,
  type Role,
} from '@canopy/contracts';
import { api } from '../../lib/api';

export type AccountAction = 'deactivate' | 'reactivate' | 'delete';

export const adminAccountsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getAdminUsers: build.query<AdminUser[], void>({
      query: () => '/admin/users',
      rawResponseSchema: adminUserListSchema,
      transformResponse: (users: AdminUser[]) => users,
      providesTags: ['AdminUser'],
    }),
    getAccountRoles: build.query<Role[], void>({
      query: () => '/admin/roles',
      rawResponseSchema: roleListSchema,
      transformResponse: (list: { items: Role[] }) => list.items,
      providesTags: ['AdminRole'],
    }),
    createAdminUser: build.mutation<AdminUser, AdminUserCreateInput>({
      query: (body) => ({ url: '/admin/users', method: 'POST', body }),
      rawResponseSchema: adminUserSchema,
      transformResponse: (user: AdminUser) => user,
      invalidatesTags: ['AdminUser', 'AdminRole'],
    }),
    changeAdminUserRole: build.mutation<null, { id: number; roleId: number }>({
      query: ({ id, roleId }) => ({
        url: `/admin/users/${String(id)}/role`,
        method: 'PUT',
        body: { role_id: roleId },
      }),
      transformResponse: () => null,
      invalidatesTags: ['AdminUser', 'AdminRole'],
    }),
    changeAdminUser: build.mutation<null, { id: number; action: AccountAction }>({
      query: ({ id, action }) =>
        action === 'delete'
          ? { url: `/admin/users/${String(id)}`, method: 'DELETE' }
          : { url: `/admin/users/${String(id)}/${action}`, method: 'PUT' },
      transformResponse: () => null,
      invalidatesTags: ['AdminUser', 'AdminRole'],
    }),
  }),
});

export const {
  useGetAdminUsersQuery,
  useGetAccountRolesQuery,
  useCreateAdminUserMutation,
  useChangeAdminUserRoleMutation,
  useChangeAdminUserMutation,
} = adminAccountsApi;
