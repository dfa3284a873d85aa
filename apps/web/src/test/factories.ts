// Test data shaped by the contract: each test builds what it needs.
import type { AdminUser, Category, Product } from '@canopy/contracts';
import { json, type FakeRoute } from './fake-fetch';

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
