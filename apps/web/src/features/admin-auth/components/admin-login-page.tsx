// /admin/login: the staff sign-in screen. An admin whose stored session checks out goes straight
// on to /admin (or to the admin page they were sent here from).
import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { useAppSelector } from '../../../app/hooks';
import { BrandWordmark } from '../../../components/ui/brand-wordmark';
import { PageLoading } from '../../../components/ui/page-loading';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { selectAdminSession } from '../admin-session-slice';
import { useAdminSessionCheck } from '../use-admin-session-check';
import { LoginForm } from './login-form';

function destinationAfterLogin(state: unknown): string {
  if (typeof state === 'object' && state !== null && 'from' in state) {
    const { from } = state;
    if (typeof from === 'string' && from.startsWith('/admin') && !from.includes('login'))
      return from;
  }
  return '/admin';
}

/** `actions`: controls for the screen's corner (the app passes the theme toggle). */
export function AdminLoginPage({ actions }: { actions?: ReactNode }) {
  useDocumentTitle('Admin login');
  const { token, verified, error } = useAppSelector(selectAdminSession);
  const { checking } = useAdminSessionCheck();
  const location = useLocation();

  if (token && verified) return <Navigate to={destinationAfterLogin(location.state)} replace />;

  return (
    <main className="relative flex min-h-dvh items-center justify-center bg-zinc-50 px-4 py-16 dark:bg-zinc-950">
      {actions && <div className="absolute top-4 right-4">{actions}</div>}
      <div className="w-full max-w-sm">
        <div className="mb-8 flex flex-col items-center gap-3 text-center">
          <BrandWordmark size="lg" />
          <h1 className="text-xl font-semibold tracking-tight text-zinc-900 dark:text-white">
            Admin login
          </h1>
          <p className="text-sm text-zinc-600 dark:text-zinc-400">Sign in to manage the shop.</p>
        </div>
        <div className="rounded-2xl border border-zinc-200 bg-white p-6 shadow-sm sm:p-8 dark:border-zinc-800 dark:bg-zinc-900">
          {checking ? (
            <PageLoading label="Checking your session..." />
          ) : (
            <LoginForm sessionError={error} />
          )}
        </div>
      </div>
    </main>
  );
}
