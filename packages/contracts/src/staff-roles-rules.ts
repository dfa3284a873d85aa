// Staff permissions and the built-in roles (docs/product.md#staff-roles), free of zod so the admin
// screens can decide what to show without the schemas. The server enforces the same table.
import type { OrderState, OrderStatus } from './order-status-rules';

/** Every permission, `resource.action`, with the label and group the Roles screen shows. */
export const PERMISSIONS = [
  { key: 'dashboard.read', label: 'View the dashboard', group: 'Dashboard' },
  { key: 'products.read', label: 'View products', group: 'Catalog' },
  { key: 'products.write', label: 'Create, edit and delete products and images', group: 'Catalog' },
  { key: 'categories.write', label: 'Create, edit and delete categories', group: 'Catalog' },
  { key: 'orders.read', label: 'View orders', group: 'Orders' },
  {
    key: 'orders.fulfil',
    label: 'Move orders through fulfilment, check IDs, record in-person payments',
    group: 'Orders',
  },
  { key: 'orders.refund', label: 'Cancel paid orders and refund', group: 'Orders' },
  { key: 'orders.delete', label: 'Delete orders', group: 'Orders' },
  { key: 'orders.view_id', label: 'See recorded ID details', group: 'Orders' },
  { key: 'access_codes.read', label: 'View access codes', group: 'Access codes' },
  {
    key: 'access_codes.write',
    label: 'Create, edit and delete access codes',
    group: 'Access codes',
  },
  { key: 'access_codes.reveal', label: 'Reveal and copy access codes', group: 'Access codes' },
  { key: 'referrals.read', label: 'View referral codes', group: 'Referral codes' },
  {
    key: 'referrals.write',
    label: 'Create, edit and delete referral codes',
    group: 'Referral codes',
  },
  { key: 'analytics.read', label: 'View analytics and export CSV files', group: 'Analytics' },
  { key: 'admins.manage', label: 'Manage admin accounts', group: 'Staff' },
  { key: 'roles.manage', label: 'Create, edit and delete roles', group: 'Staff' },
  { key: 'audit.read', label: 'Read the audit log', group: 'Staff' },
  {
    key: 'system.configure',
    label: 'Change system, compliance and fulfilment settings',
    group: 'System',
  },
  { key: 'testing.run', label: 'Run the back-office tests', group: 'System' },
] as const satisfies ReadonlyArray<{ key: string; label: string; group: string }>;

export type Permission = (typeof PERMISSIONS)[number]['key'];

export const PERMISSION_KEYS: readonly Permission[] = PERMISSIONS.map(({ key }) => key);

export function isPermission(key: string): key is Permission {
  return (PERMISSION_KEYS as readonly string[]).includes(key);
}

export const BUILTIN_ROLE_KEYS = [
  'owner',
  'manager',
  'budtender',
  'compliance',
  'marketing',
  'viewer',
] as const;
export type BuiltinRoleKey = (typeof BUILTIN_ROLE_KEYS)[number];

/** Only the owner role holds it; a custom role may include every other key. */
export const OWNER_ONLY_PERMISSION: Permission = 'roles.manage';

const everyReadButPrivate = PERMISSION_KEYS.filter(
  (key) => key.endsWith('.read') && key !== 'audit.read',
);

/** The built-in roles: fixed, not editable, not deletable. */
export const BUILTIN_ROLES: Record<
  BuiltinRoleKey,
  { name: string; description: string; permissions: readonly Permission[] }
> = {
  owner: {
    name: 'Owner',
    description: 'Everything, including roles and system configuration.',
    permissions: PERMISSION_KEYS,
  },
  manager: {
    name: 'Manager',
    description: 'Runs the shop and the other non-owner admin accounts.',
    permissions: PERMISSION_KEYS.filter(
      (key) => key !== 'roles.manage' && key !== 'system.configure',
    ),
  },
  budtender: {
    name: 'Budtender',
    description: 'Fulfils orders at the counter and at the door.',
    permissions: ['dashboard.read', 'products.read', 'orders.read', 'orders.fulfil'],
  },
  compliance: {
    name: 'Compliance',
    description: 'Reviews orders, ID checks, the audit log and the figures.',
    permissions: [
      'dashboard.read',
      'orders.read',
      'orders.view_id',
      'audit.read',
      'analytics.read',
      'products.read',
    ],
  },
  marketing: {
    name: 'Marketing',
    description: 'Access codes, referral codes and the figures.',
    permissions: [
      'dashboard.read',
      'access_codes.read',
      'access_codes.write',
      'access_codes.reveal',
      'referrals.read',
      'referrals.write',
      'analytics.read',
      'products.read',
    ],
  },
  viewer: {
    name: 'Viewer',
    description: 'Reads everything but ID details and the audit log; changes nothing.',
    permissions: everyReadButPrivate,
  },
};

/** A custom role's key, derived from its name: "Night Shift Lead" → "night-shift-lead". */
export function roleKeyFromName(name: string): string {
  return name
    .trim()
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/**
 * The permission an order status move needs: cancelling a paid order or refunding one gives money
 * back (`orders.refund`); every other move is fulfilment (`orders.fulfil`).
 */
export function orderMovePermission(order: OrderState, to: OrderStatus): Permission {
  const givesMoneyBack =
    to === 'refunded' || (to === 'cancelled' && order.payment_status === 'paid');
  return givesMoneyBack ? 'orders.refund' : 'orders.fulfil';
}
