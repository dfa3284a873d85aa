// Screen gates of the admin shell (docs/product.md#staff-roles): a screen the signed-in role may
// not open shows the 403 page in its place (no redirect, so a deep link cannot loop), and /admin
// itself opens the first screen the role may use.
import type { Permission } from '@canopy/contracts';
import type { ReactNode } from 'react';
import { Navigate } from 'react-router';
import { ForbiddenPage } from '../../components/errors/forbidden-page';
import { useAppSelector } from '../hooks';
import { holdsPermission } from '../staff-permissions';
import { firstOpenScreen } from './admin-nav';

function Forbidden() {
  const user = useAppSelector((state) => state.admin.user);
  const home = firstOpenScreen(user);
  return (
    <ForbiddenPage
      roleName={user?.role.name ?? 'none'}
      home={home && { to: home.to, label: home.label }}
    />
  );
}

export function RequirePermission({
  permission,
  children,
}: {
  permission: Permission;
  children: ReactNode;
}) {
  const allowed = useAppSelector((state) => holdsPermission(state.admin.user, permission));
  return allowed ? children : <Forbidden />;
}

/** /admin: the dashboard for a role that may read it, else the role's first screen. */
export function AdminHome({ dashboard }: { dashboard: ReactNode }) {
  const user = useAppSelector((state) => state.admin.user);
  if (holdsPermission(user, 'dashboard.read')) return dashboard;
  const home = firstOpenScreen(user);
  return home ? <Navigate to={home.to} replace /> : <Forbidden />;
}
