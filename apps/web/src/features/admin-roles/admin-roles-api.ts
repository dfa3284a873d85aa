// The Roles screen's calls: the roles with their permissions and holders, and an owner's create,
// edit and delete of a custom role. Every write refreshes the roles and the admin accounts (a
// role's name shows on its holders).
import { roleListSchema, roleSchema, type Role, type RoleWriteInput } from '@canopy/contracts';
import { api } from '../../lib/api';

export const adminRolesApi = api.injectEndpoints({
  endpoints: (build) => ({
    getAdminRoles: build.query<Role[], void>({
      query: () => '/admin/roles',
      rawResponseSchema: roleListSchema,
      transformResponse: (list: { items: Role[] }) => list.items,
      providesTags: ['AdminRole'],
    }),
    createAdminRole: build.mutation<Role, RoleWriteInput>({
      query: (body) => ({ url: '/admin/roles', method: 'POST', body }),
      rawResponseSchema: roleSchema,
      transformResponse: (role: Role) => role,
      invalidatesTags: ['AdminRole', 'AdminUser'],
    }),
    updateAdminRole: build.mutation<Role, { id: number; role: RoleWriteInput }>({
      query: ({ id, role }) => ({ url: `/admin/roles/${String(id)}`, method: 'PUT', body: role }),
      rawResponseSchema: roleSchema,
      transformResponse: (role: Role) => role,
      invalidatesTags: ['AdminRole', 'AdminUser'],
    }),
    deleteAdminRole: build.mutation<null, number>({
      query: (id) => ({ url: `/admin/roles/${String(id)}`, method: 'DELETE' }),
      transformResponse: () => null,
      invalidatesTags: ['AdminRole'],
    }),
  }),
});

export const {
  useGetAdminRolesQuery,
  useCreateAdminRoleMutation,
  useUpdateAdminRoleMutation,
  useDeleteAdminRoleMutation,
} = adminRolesApi;
