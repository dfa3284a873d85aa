// Test data shaped by the contract: each test builds what it needs.
import {
  BUILTIN_ROLES,
  type AdminUser,
  type BuiltinRoleKey,
  type Category,
  type Product,
  type Role,
} from '@canopy/contracts';
import { json, type FakeRoute } from './fake-fetch';

/** The ids the tests give the built-in roles, in their catalogue order. */
export const ROLE_IDS: Record<BuiltinRoleKey, number> = {
  owner: 1,
  manager: 2,
  budtender: 3,
  compliance: 4,
  marketing: 5,
  viewer: 6,
};

/** A built-in role's fields as a user carries them: its reference and its permissions. */
export function withRole(key: BuiltinRoleKey): Pick<AdminUser, 'role' | 'permissions'> {
  const role = BUILTIN_ROLES[key];
  return {
    role: { id: ROLE_IDS[key], key, name: role.name },
    permissions: [...role.permissions],
  };
}

/** An admin user: a manager unless `is_superuser` (the owner role) or another role is given. */
export function adminUser(overrides: Partial<AdminUser> = {}): AdminUser {
  return {
    id: 1,
    username: 'avery',
    is_active: true,
    is_superuser: false,
    last_login_at: null,
    created_at: '2025-01-15T10:00:00.000Z',
    ...withRole(overrides.is_superuser ? 'owner' : 'manager'),
    ...overrides,
  };
}

/** A built-in role as GET /admin/roles lists it. */
export function builtinRole(key: BuiltinRoleKey, overrides: Partial<Role> = {}): Role {
  const role = BUILTIN_ROLES[key];
  return {
    id: ROLE_IDS[key],
    key,
    name: role.name,
    description: role.description,
    permissions: [...role.permissions],
    is_builtin: true,
    user_count: 0,
    ...overrides,
  };
}

/** GET /admin/roles with the six built-in roles and any custom ones. */
export function roleList(custom: Role[] = []): { items: Role[] } {
  const keys = Object.keys(ROLE_IDS) as BuiltinRoleKey[];
  return { items: [...keys.map((key) => builtinRole(key)), ...custom] };
}

/** An admin user holding one of the built-in roles. */
export function staffMember(key: BuiltinRoleKey, overrides: Partial<AdminUser> = {}): AdminUser {
  return adminUser({ is_superuser: key === 'owner', ...withRole(key), ...overrides });
}

export function category(id: number, name: string, parentId: number | null = null): Category {
  return { id, name, parent_id: parentId };
}

/** What a cart line remembers of its product (a cart item fits). */
interface CartLineLike {
  id: number;
  name: string;
  price: number;
  image_url: string | null;
  sku: string;
  stock: number;
}

/** The product of a cart line as GET /products/{id} answers it, unchanged since it was added. */
export function productOfCartLine(line: CartLineLike, overrides: Partial<Product> = {}): Product {
  return {
    id: line.id,
    name: line.name,
    sku: line.sku,
    brand: null,
    description: '',
    retail_price: line.price,
    sale_price: null,
    stock_quantity: line.stock,
    primary_image_url: line.image_url,
    images: [],
    strain_type: null,
    volume: null,
    thc_percent: null,
    cbd_percent: null,
    minimum_age: null,
    limit_class: null,
    net_weight_g: null,
    thc_mg: null,
    category_id: null,
    category: null,
    created_at: '2025-03-01T12:00:00.000Z',
    ...overrides,
  };
}

/** Fake-server routes answering GET /products/{id} for each cart line, as it was added. */
export function cartProductRoutes(lines: readonly CartLineLike[]): Record<string, FakeRoute> {
  return Object.fromEntries(
    lines.map((line) => [`GET /products/${String(line.id)}`, () => json(productOfCartLine(line))]),
  );
}
