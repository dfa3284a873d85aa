// The storefront frame: everything behind the access gate, with the header, the page and the
// footer. The live payment rules are fetched here (public call) to update the config section.
import { Outlet } from 'react-router';
import { useGetPaymentsConfigQuery } from '../../config/payments-config-api';
import { AccessGate } from '../../features/access-gate/components/access-gate';
import { ThemeToggle } from '../../features/theme/components/theme-toggle';
import { LiveStock } from './live-stock';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';

export function StorefrontLayout() {
  useGetPaymentsConfigQuery();
  return (
    <AccessGate actions={<ThemeToggle variant="button" />}>
      <LiveStock />
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
    </AccessGate>
  );
}
