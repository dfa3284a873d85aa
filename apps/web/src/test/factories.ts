// Test data shaped by the contract: each test builds what it needs.
import type { AdminUser, Category } from '@canopy/contracts';

export function adminUser(overrides: Partial<AdminUser> = {}): AdminUser {
  return {
    id: 1,
    username: 'avery',
    is_active: true,
    is_superuser: false,
    last_login_at: null,
    created_at: '2025-01-15T10:00:00.000Z',
    ...overrides,
  };
}

export function category(id: number, name: string, parentId: number | null = null): Category {
  return { id, name, parent_id: parentId };
}
