// The admin sidebar (docs/product.md#admin-back-office): its labels, their paths and who sees them.
import {
  ChartLine,
  FlaskConical,
  FolderTree,
  KeyRound,
  LayoutDashboard,
  Package,
  Settings,
  ShoppingCart,
  TicketPercent,
  UsersRound,
  type LucideIcon,
} from 'lucide-react';

export interface AdminNavItem {
  label: string;
  to: string;
  icon: LucideIcon;
  superuserOnly?: boolean;
}

export const ADMIN_NAV_ITEMS: readonly AdminNavItem[] = [
  { label: 'Dashboard', to: '/admin', icon: LayoutDashboard },
  { label: 'Products', to: '/admin/products', icon: Package },
  { label: 'Categories', to: '/admin/categories', icon: FolderTree },
  { label: 'Referral Codes', to: '/admin/referrals', icon: TicketPercent },
  { label: 'Access Codes', to: '/admin/access-codes', icon: KeyRound },
  { label: 'Orders', to: '/admin/orders', icon: ShoppingCart },
  { label: 'Analytics', to: '/admin/analytics', icon: ChartLine },
  { label: 'Admin Accounts', to: '/admin/admins', icon: UsersRound },
  { label: 'System Config', to: '/admin/system', icon: Settings, superuserOnly: true },
  { label: 'Testing', to: '/admin/testing', icon: FlaskConical },
];

export function visibleNavItems(isSuperuser: boolean): AdminNavItem[] {
  return ADMIN_NAV_ITEMS.filter((item) => !item.superuserOnly || isSuperuser);
}
