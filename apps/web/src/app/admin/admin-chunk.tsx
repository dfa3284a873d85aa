// The admin's lazy chunk: the login screen, the protected shell and its screens.
import { AdminLoginPage } from '../../features/admin-auth/components/admin-login-page';
import { ThemeToggle } from '../../features/theme/components/theme-toggle';

export { AdminLayout } from './admin-layout';
export { adminScreens } from './admin-screens';

export function AdminLoginRoute() {
  return <AdminLoginPage actions={<ThemeToggle />} />;
}
