// The admin screens behind the sidebar, one per child route of /admin, each from the
// admin feature that owns it; System Config is for superusers only.
import type { ComponentType } from 'react';
import { AdminAccountsPage } from '../../features/admin-accounts/components/admin-accounts-page';
import { AccessCodesPage } from '../../features/admin-access-codes/components/access-codes-page';
import { AnalyticsPage } from '../../features/admin-analytics/components/analytics-page';
import { RequireSuperuser } from '../../features/admin-auth/components/require-admin-session';
import { DashboardPage } from '../../features/admin-dashboard/components/dashboard-page';
import { OrderDetailPage } from '../../features/admin-orders/components/order-detail-page';
import { OrdersPage } from '../../features/admin-orders/components/orders-page';
import { AdminCategoriesPage } from '../../features/admin-categories/components/admin-categories-page';
import { AdminProductsPage } from '../../features/admin-products/components/admin-products-page';
import { AdminReferralsPage } from '../../features/admin-referrals/components/admin-referrals-page';
import { SystemConfigPage } from '../../features/admin-system-config/components/system-config-page';
import { TestingPage } from '../../features/admin-testing/components/testing-page';

function SystemConfigScreen() {
  return (
    <RequireSuperuser>
      <SystemConfigPage />
    </RequireSuperuser>
  );
}

export const adminScreens = {
  dashboard: DashboardPage,
  products: AdminProductsPage,
  categories: AdminCategoriesPage,
  referrals: AdminReferralsPage,
  accessCodes: AccessCodesPage,
  orders: OrdersPage,
  orderDetail: OrderDetailPage,
  analytics: AnalyticsPage,
  admins: AdminAccountsPage,
  system: SystemConfigScreen,
  testing: TestingPage,
} satisfies Record<string, ComponentType>;

export type AdminScreen = keyof typeof adminScreens;
