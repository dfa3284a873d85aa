// Guards the admin shell: no session → /admin/login (remembering where the admin was going);
// a stored but unchecked token waits for the start-up check.
import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { useAppSelector } from '../../../app/hooks';
import { PageLoading } from '../../../components/ui/page-loading';
import { selectAdminSession } from '../admin-session-slice';
import { useAdminSessionCheck } from '../use-admin-session-check';

export const ADMIN_LOGIN_PATH = '/admin/login';

export function RequireAdminSession({ children }: { children: ReactNode }) {
  const { token } = useAppSelector(selectAdminSession);
  const { checking } = useAdminSessionCheck({ reportMissingToken: true });
  const location = useLocation();

  if (!token) {
    return <Navigate to={ADMIN_LOGIN_PATH} replace state={{ from: location.pathname }} />;
  }
  if (checking) return <PageLoading label="Checking your session..." />;
  return children;
}
