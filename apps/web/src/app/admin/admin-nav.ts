// The admin sidebar (docs/product.md#admin-back-office): its labels, their paths and the
// permission each screen needs (docs/product.md#staff-roles). The sidebar lists only the screens
// the signed-in role may open, and the first of them is where that admin lands.
import type { AdminUser, Permission } from '@canopy/contracts';
import {
  ChartLine,
  FlaskConical,
  FolderTree,
  KeyRound,
  LayoutDashboard,
  Package,
  Scale,
  ScrollText,
  Settings,
  ShieldCheck,
  ShoppingCart,
  TicketPercent,
  Truck,
  UsersRound,
  type LucideIcon,
} from 'lucide-react';
import { holdsPermission } from '../staff-permissions';

export interface AdminNavItem {
  label: string;
  to: string;
  icon: LucideIcon;
  /** What a role must hold to open the screen. */
  permission: Permission;
}

export const ADMIN_NAV_ITEMS: readonly AdminNavItem[] = [
  { label: 'Dashboard', to: '/admin', icon: LayoutDashboard, permission: 'dashboard.read' },
  { label: 'Products', to: '/admin/products', icon: Package, permission: 'products.read' },
  { label: 'Categories', to: '/admin/categories', icon: FolderTree, permission: 'products.read' },
  {
    label: 'Referral Codes',
    to: '/admin/referrals',
    icon: TicketPercent,
    permission: 'referrals.read',
  },
  {
    label: 'Access Codes',
    to: '/admin/access-codes',
    icon: KeyRound,
    permission: 'access_codes.read',
  },
  { label: 'Orders', to: '/admin/orders', icon: ShoppingCart, permission: 'orders.read' },
  { label: 'Analytics', to: '/admin/analytics', icon: ChartLine, permission: 'analytics.read' },
  { label: 'Admin Accounts', to: '/admin/admins', icon: UsersRound, permission: 'admins.manage' },
  { label: 'Roles', to: '/admin/roles', icon: ShieldCheck, permission: 'admins.manage' },
  { label: 'Audit Log', to: '/admin/audit-log', icon: ScrollText, permission: 'audit.read' },
  { label: 'System Config', to: '/admin/system', icon: Settings, permission: 'system.configure' },
  { label: 'Testing', to: '/admin/testing', icon: FlaskConical, permission: 'testing.run' },
  { label: 'Fulfilment', to: '/admin/fulfilment', icon: Truck, permission: 'system.configure' },
  { label: 'Compliance', to: '/admin/compliance', icon: Scale, permission: 'orders.read' },
];

type StaffMember = Pick<AdminUser, 'permissions'> | null | undefined;

export function visibleNavItems(user: StaffMember): AdminNavItem[] {
  return ADMIN_NAV_ITEMS.filter((item) => holdsPermission(user, item.permission));
}

/** The first screen the role may open: where a signed-in admin lands. Null: none at all. */
export function firstOpenScreen(user: StaffMember): AdminNavItem | null {
  return visibleNavItems(user)[0] ?? null;
}
