// The admin screens behind the sidebar, one per child route of /admin, each from the admin
// feature that owns it and behind the permission it needs (docs/product.md#staff-roles): a role
// without it gets the 403 page in the screen's place.
import type { Permission } from '@canopy/contracts';
import type { ComponentType } from 'react';
import { AdminAccountsPage } from '../../features/admin-accounts/components/admin-accounts-page';
import { AccessCodesPage } from '../../features/admin-access-codes/components/access-codes-page';
import { AnalyticsPage } from '../../features/admin-analytics/components/analytics-page';
import { AuditLogPage } from '../../features/admin-audit-log/components/audit-log-page';
import { DashboardPage } from '../../features/admin-dashboard/components/dashboard-page';
import { OrderDetailPage } from '../../features/admin-orders/components/order-detail-page';
import { OrdersPage } from '../../features/admin-orders/components/orders-page';
import { FulfilmentPage } from '../../features/admin-fulfilment/components/fulfilment-page';
import { CompliancePage } from '../../features/admin-compliance/components/compliance-page';
import { AdminCategoriesPage } from '../../features/admin-categories/components/admin-categories-page';
import { AdminProductsPage } from '../../features/admin-products/components/admin-products-page';
import { AdminReferralsPage } from '../../features/admin-referrals/components/admin-referrals-page';
import { RolesPage } from '../../features/admin-roles/components/roles-page';
import { SystemConfigPage } from '../../features/admin-system-config/components/system-config-page';
import { TestingPage } from '../../features/admin-testing/components/testing-page';
import { AdminHome, RequirePermission } from './require-permission';

function gated(permission: Permission, Screen: ComponentType): ComponentType {
  function GatedScreen() {
    return (
      <RequirePermission permission={permission}>
        <Screen />
      </RequirePermission>
    );
  }
  GatedScreen.displayName = `Gated(${Screen.displayName ?? Screen.name})`;
  return GatedScreen;
}

function HomeScreen() {
  return <AdminHome dashboard={<DashboardPage />} />;
}

export const adminScreens = {
  home: HomeScreen,
  dashboard: gated('dashboard.read', DashboardPage),
  products: gated('products.read', AdminProductsPage),
  categories: gated('products.read', AdminCategoriesPage),
  referrals: gated('referrals.read', AdminReferralsPage),
  accessCodes: gated('access_codes.read', AccessCodesPage),
  orders: gated('orders.read', OrdersPage),
  orderDetail: gated('orders.read', OrderDetailPage),
  analytics: gated('analytics.read', AnalyticsPage),
  admins: gated('admins.manage', AdminAccountsPage),
  roles: gated('admins.manage', RolesPage),
  auditLog: gated('audit.read', AuditLogPage),
  system: gated('system.configure', SystemConfigPage),
  testing: gated('testing.run', TestingPage),
  fulfilment: gated('system.configure', FulfilmentPage),
  compliance: gated('orders.read', CompliancePage),
} satisfies Record<string, ComponentType>;

export type AdminScreen = keyof typeof adminScreens;
