// The admin screens behind the sidebar. Each has its title now; the screens' content arrives
// with the admin features that own them.
import type { ComponentType } from 'react';
import { PageHeader } from '../../components/ui/page-header';
import { RequireSuperuser } from '../../features/admin-auth/components/require-admin-session';
import { DashboardPage } from '../../features/admin-dashboard/components/dashboard-page';
import { OrderDetailPage } from '../../features/admin-orders/components/order-detail-page';
import { OrdersPage } from '../../features/admin-orders/components/orders-page';
import { AdminCategoriesPage } from '../../features/admin-categories/components/admin-categories-page';
import { AdminProductsPage } from '../../features/admin-products/components/admin-products-page';

function titled(title: string): ComponentType {
  return function AdminTitledScreen() {
    return <PageHeader title={title} />;
  };
}

const SystemConfigTitle = titled('System Config');

function SystemConfigScreen() {
  return (
    <RequireSuperuser>
      <SystemConfigTitle />
    </RequireSuperuser>
  );
}

export const adminScreens = {
  dashboard: DashboardPage,
  products: AdminProductsPage,
  categories: AdminCategoriesPage,
  referrals: titled('Referral Codes'),
  accessCodes: titled('Access Codes'),
  orders: OrdersPage,
  orderDetail: OrderDetailPage,
  analytics: titled('Analytics'),
  admins: titled('Admin Accounts'),
  system: SystemConfigScreen,
  testing: titled('Testing'),
} satisfies Record<string, ComponentType>;

export type AdminScreen = keyof typeof adminScreens;
