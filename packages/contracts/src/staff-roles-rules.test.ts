import { describe, expect, it } from 'vitest';
import { roleWriteSchema } from './staff-roles';
import {
  BUILTIN_ROLES,
  orderMovePermission,
  PERMISSION_KEYS,
  roleKeyFromName,
} from './staff-roles-rules';

describe('built-in roles', () => {
  it('gives the owner every permission and the manager all but roles and system settings', () => {
    expect(BUILTIN_ROLES.owner.permissions).toEqual(PERMISSION_KEYS);
    expect(BUILTIN_ROLES.manager.permissions).not.toContain('roles.manage');
    expect(BUILTIN_ROLES.manager.permissions).not.toContain('system.configure');
    expect(BUILTIN_ROLES.manager.permissions).toHaveLength(PERMISSION_KEYS.length - 2);
  });

  it('lets the viewer read everything but ID details and the audit log', () => {
    expect([...BUILTIN_ROLES.viewer.permissions].sort()).toEqual([
      'access_codes.read',
      'analytics.read',
      'dashboard.read',
      'orders.read',
      'products.read',
      'referrals.read',
    ]);
  });

  it('names only catalogue permissions', () => {
    for (const role of Object.values(BUILTIN_ROLES)) {
      for (const key of role.permissions) expect(PERMISSION_KEYS).toContain(key);
    }
  });
});

describe('custom roles', () => {
  it('derives the key from the name', () => {
    expect(roleKeyFromName('  Night Shift / Lead ')).toBe('night-shift-lead');
  });

  it('refuses an unknown permission and keeps each key once', () => {
    expect(roleWriteSchema.safeParse({ name: 'A', permissions: ['orders.steal'] }).success).toBe(
      false,
    );
    const parsed = roleWriteSchema.parse({
      name: 'A',
      permissions: ['orders.read', 'orders.read'],
    });
    expect(parsed.permissions).toEqual(['orders.read']);
  });
});

describe('the permission of an order status move', () => {
  it('is orders.refund for a refund or for cancelling a paid order, orders.fulfil otherwise', () => {
    const paid = { status: 'working_on', payment_status: 'paid' } as const;
    const unpaid = { status: 'ordered', payment_status: 'unpaid' } as const;
    expect(orderMovePermission(paid, 'cancelled')).toBe('orders.refund');
    expect(orderMovePermission({ status: 'done', payment_status: 'paid' }, 'refunded')).toBe(
      'orders.refund',
    );
    expect(orderMovePermission(unpaid, 'cancelled')).toBe('orders.fulfil');
    expect(orderMovePermission(paid, 'delivery')).toBe('orders.fulfil');
  });
});
