// The admin sidebar's content: the brand, the screens the signed-in role may open, and the
// signed-in admin with their role and Logout. Used as the fixed desktop sidebar and inside the
// phone menu.
import { NavLink, useLocation } from 'react-router';
import { BrandWordmark } from '../../components/ui/brand-wordmark';
import { ChangePasswordButton } from '../../features/admin-auth/components/change-password-dialog';
import { LogoutButton } from '../../features/admin-auth/components/logout-button';
import { selectAdminUser } from '../../features/admin-auth/admin-session-slice';
import { cx } from '../../lib/class-names';
import { useAppSelector } from '../hooks';
import { visibleNavItems } from './admin-nav';

export function AdminSidebar({ onNavigate }: { onNavigate?: () => void }) {
  const user = useAppSelector(selectAdminUser);
  const { pathname } = useLocation();
  const items = visibleNavItems(user);

  return (
    <div className="flex h-full flex-col gap-6 p-4">
      <div className="flex items-center gap-2 px-2 pt-1">
        <BrandWordmark />
        <span className="rounded-md bg-zinc-100 px-1.5 py-0.5 text-[11px] font-semibold tracking-wide text-zinc-600 uppercase dark:bg-zinc-800 dark:text-zinc-300">
          Admin
        </span>
      </div>
      <nav aria-label="Admin" className="flex-1 overflow-y-auto">
        <ul className="flex flex-col gap-0.5">
          {items.map(({ label, to, icon: Icon }) => {
            // The dashboard is both /admin and /admin/dashboard.
            const dashboardActive =
              to === '/admin' && pathname.replace(/\/$/, '') === '/admin/dashboard';
            return (
              <li key={to}>
                <NavLink
                  to={to}
                  end={to === '/admin'}
                  onClick={onNavigate}
                  className={({ isActive }) =>
                    cx(
                      'flex items-center gap-3 rounded-lg px-3 py-2 text-sm font-medium transition-colors focus-visible:outline-2 focus-visible:outline-brand-600',
                      isActive || dashboardActive
                        ? 'bg-brand-50 text-brand-800 dark:bg-brand-950 dark:text-brand-200'
                        : 'text-zinc-700 hover:bg-zinc-100 hover:text-zinc-900 dark:text-zinc-300 dark:hover:bg-zinc-800 dark:hover:text-white',
                    )
                  }
                >
                  <Icon className="size-4.5 shrink-0" aria-hidden="true" />
                  {label}
                </NavLink>
              </li>
            );
          })}
        </ul>
      </nav>
      <div className="flex flex-col gap-2 border-t border-zinc-200 pt-4 dark:border-zinc-800">
        {user && (
          <p className="truncate px-3 text-sm text-zinc-600 dark:text-zinc-400">
            Signed in as{' '}
            <span className="font-medium text-zinc-900 dark:text-white">{user.username}</span>
            <span className="block truncate text-xs">{user.role.name}</span>
          </p>
        )}
        <ChangePasswordButton className="justify-start" />
        <LogoutButton className="justify-start" />
      </div>
    </div>
  );
}
