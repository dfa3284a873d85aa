// Which roles the signed-in admin may give an account (docs/product.md#staff-roles): an owner any
// role; anyone else who manages admins every role but the owner's. The server refuses the rest.
import type { Role } from '@canopy/contracts';

export const OWNER_ROLE_KEY = 'owner';

export function grantableRoles(roles: readonly Role[], callerIsOwner: boolean): Role[] {
  return roles.filter((role) => callerIsOwner || role.key !== OWNER_ROLE_KEY);
}
