import { BUILTIN_ROLES, type BuiltinRoleKey } from '@canopy/contracts';
import { describe, expect, it } from 'vitest';
import { firstOpenScreen, visibleNavItems } from './admin-nav';

const staff = (key: BuiltinRoleKey) => ({ permissions: [...BUILTIN_ROLES[key].permissions] });
const labels = (key: BuiltinRoleKey) => visibleNavItems(staff(key)).map(({ label }) => label);

describe('the sidebar of each built-in role', () => {
  it('lists every screen for the owner, and all but System Config for a manager', () => {
    expect(labels('owner')).toEqual([
      'Dashboard',
      'Products',
      'Categories',
      'Referral Codes',
      'Access Codes',
      'Orders',
      'Analytics',
      'Admin Accounts',
      'Roles',
      'Audit Log',
      'System Config',
      'Testing',
      'Fulfilment',
      'Compliance',
    ]);
    expect(labels('manager')).not.toContain('System Config');
    expect(labels('manager')).not.toContain('Fulfilment');
    expect(labels('manager')).toHaveLength(12);
  });

  it('lists only the screens of the narrower roles', () => {
    expect(labels('budtender')).toEqual([
      'Dashboard',
      'Products',
      'Categories',
      'Orders',
      'Compliance',
    ]);
    expect(labels('compliance')).toEqual([
      'Dashboard',
      'Products',
      'Categories',
      'Orders',
      'Analytics',
      'Audit Log',
      'Compliance',
    ]);
    expect(labels('marketing')).toEqual([
      'Dashboard',
      'Products',
      'Categories',
      'Referral Codes',
      'Access Codes',
      'Analytics',
    ]);
    expect(labels('viewer')).toEqual([
      'Dashboard',
      'Products',
      'Categories',
      'Referral Codes',
      'Access Codes',
      'Orders',
      'Analytics',
      'Compliance',
    ]);
  });

  it('lands on the first screen the role may open, or nowhere', () => {
    expect(firstOpenScreen(staff('budtender'))?.to).toBe('/admin');
    expect(firstOpenScreen({ permissions: ['audit.read', 'orders.read'] })?.to).toBe(
      '/admin/orders',
    );
    expect(firstOpenScreen({ permissions: ['orders.view_id'] })).toBeNull();
    expect(firstOpenScreen(null)).toBeNull();
  });
});
