// What the signed-in staff member may do (docs/product.md#staff-roles): the permissions of their
// role, as the login answer and GET /auth/me carry them. Every admin screen, button and field that
// a role may lack asks here; the server refuses the call anyway (403) when the UI is stale.
import type { AdminUser, Permission } from '@canopy/contracts';
import { useAppSelector } from './hooks';

type StaffMember = Pick<AdminUser, 'permissions'> | null | undefined;

export function holdsPermission(user: StaffMember, permission: Permission): boolean {
  return user?.permissions.includes(permission) ?? false;
}

/** Whether the signed-in admin's role holds `permission`; false when nobody is signed in. */
export function useCan(permission: Permission): boolean {
  return useAppSelector((state) => holdsPermission(state.admin.user, permission));
}
