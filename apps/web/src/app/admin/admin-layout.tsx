// The protected admin shell (docs/product.md#admin-back-office): only with a checked session; a
// fixed sidebar on wide screens, a top bar with the menu button on phones, and the current admin
// screen. The signed-in role's permissions are read again whenever the server refuses a call.
import { Outlet } from 'react-router';
import { BrandWordmark } from '../../components/ui/brand-wordmark';
import { RequireAdminSession } from '../../features/admin-auth/components/require-admin-session';
import { useAdminPermissionRefresh } from '../../features/admin-auth/use-permission-refresh';
import { ThemeToggle } from '../../features/theme/components/theme-toggle';
import { AdminLiveSocket } from './admin-live-socket';
import { AdminMobileNav } from './admin-mobile-nav';
import { AdminSidebar } from './admin-sidebar';

export function AdminLayout() {
  useAdminPermissionRefresh();
  return (
    <RequireAdminSession>
      <AdminLiveSocket />
      <div className="min-h-dvh bg-zinc-50 lg:grid lg:grid-cols-[16rem_minmax(0,1fr)] dark:bg-zinc-950 print:block print:bg-white">
        <aside className="sticky top-0 hidden h-dvh print:!hidden border-r border-zinc-200 bg-white lg:block dark:border-zinc-800 dark:bg-zinc-900">
          <AdminSidebar />
        </aside>
        <div className="flex min-w-0 flex-col">
          <header className="sticky top-0 z-30 flex h-16 print:hidden items-center gap-3 border-b border-zinc-200 bg-white/85 px-4 backdrop-blur-md sm:px-6 lg:px-8 dark:border-zinc-800 dark:bg-zinc-950/85">
            <AdminMobileNav />
            <span className="lg:hidden">
              <BrandWordmark />
            </span>
            <div className="ml-auto">
              <ThemeToggle variant="dropdown" />
            </div>
          </header>
          <main className="flex-1 px-4 py-8 sm:px-6 lg:px-8">
            <Outlet />
          </main>
        </div>
      </div>
    </RequireAdminSession>
  );
}
