// The admin screens behind the sidebar. Each has its title now; the screens' content arrives
// with the admin features that own them.
import type { ComponentType } from 'react';
import { useParams } from 'react-router';
import { PageHeader } from '../../components/ui/page-header';
import { RequireSuperuser } from '../../features/admin-auth/components/require-admin-session';

function titled(title: string): ComponentType {
  return function AdminTitledScreen() {
    return <PageHeader title={title} />;
  };
}

function OrderDetailScreen() {
  const { orderId = '' } = useParams();
  return <PageHeader title={`Order #${orderId}`} />;
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
  dashboard: titled('Dashboard'),
  products: titled('Products'),
  categories: titled('Categories'),
  referrals: titled('Referral Codes'),
  accessCodes: titled('Access Codes'),
  orders: titled('Orders'),
  orderDetail: OrderDetailScreen,
  analytics: titled('Analytics'),
  admins: titled('Admin Accounts'),
  system: SystemConfigScreen,
  testing: titled('Testing'),
} satisfies Record<string, ComponentType>;

export type AdminScreen = keyof typeof adminScreens;
