// The storefront frame: everything behind the access gate and the age step, with the header, the
// page and the footer. The live payment rules and the store status are fetched here (public call) to update
// the config section; while the store is not online the closed page replaces the shop. The live
// socket stays up either way, so the shop comes back by itself when the store reopens.
import { lazy, Suspense } from 'react';
import { Outlet } from 'react-router';
import { useAppSelector } from '../hooks';
import { PageLoading } from '../../components/ui/page-loading';
import { useGetPaymentsConfigQuery } from '../../config/payments-config-api';
import { AccessGate } from '../../features/access-gate/components/access-gate';
import { AgeGate } from '../../features/access-gate/components/age-gate';
import { ThemeToggle } from '../../features/theme/components/theme-toggle';
import { LiveStock } from './live-stock';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';
import { loadChunk } from '../../lib/chunk-loading';

// Shown only while the store is closed: a chunk of its own, off an open store's first load.
const StoreClosedPage = lazy(() =>
  loadChunk(() => import('./store-closed-page')).then((chunk) => ({
    default: chunk.StoreClosedPage,
  })),
);

export function StorefrontLayout() {
  useGetPaymentsConfigQuery();
  const storeStatus = useAppSelector((state) => state.config.storeStatus);
  return (
    <>
      <LiveStock />
      {storeStatus === 'offline' || storeStatus === 'maintenance' ? (
        <Suspense fallback={<PageLoading />}>
          <StoreClosedPage status={storeStatus} />
        </Suspense>
      ) : (
        <OpenStorefront />
      )}
    </>
  );
}

function OpenStorefront() {
  const actions = <ThemeToggle variant="button" />;
  return (
    <AccessGate actions={actions}>
      <AgeGate actions={actions}>
        <div className="flex min-h-dvh flex-col bg-zinc-50 dark:bg-zinc-950">
          <a
            href="#main-content"
            className="sr-only focus:not-sr-only focus:fixed focus:top-3 focus:left-3 focus:z-50 focus:rounded-lg focus:bg-white focus:px-4 focus:py-2 focus:text-sm focus:font-medium focus:shadow-lg dark:focus:bg-zinc-900"
          >
            Skip to content
          </a>
          <SiteHeader />
          <main
            id="main-content"
            className="mx-auto w-full max-w-7xl flex-1 px-4 py-8 sm:px-6 sm:py-10 lg:px-8"
          >
            <Outlet />
          </main>
          <SiteFooter />
        </div>
      </AgeGate>
    </AccessGate>
  );
}
