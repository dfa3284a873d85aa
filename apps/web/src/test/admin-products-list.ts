// The products list's tests: the screen's categories and products, a fake server serving them, the list request's query and a product's row.
import { screen } from '@testing-library/react';
import { json } from './fake-fetch';
import { adminCategory, adminProduct, productPage, signedInAdmin } from './admin-products-setup';

export const CATEGORIES = [
  adminCategory(5, 'Vapes', null, 4),
  adminCategory(2, 'Flower', null, 12),
  adminCategory(3, 'Indica', 2, 5),
  adminCategory(4, 'Cartridges', 5, 4),
];

export const PRODUCTS = [
  adminProduct(),
  adminProduct({
    id: 8,
    name: 'OG Kush',
    sku: 'FL-OG-1',
    price: 40,
    sale_price: 32.5,
    stock: 3,
    is_active: false,
  }),
  adminProduct({ id: 9, name: 'Mint Vape', sku: 'VP-MT-1', stock: 0, category: null }),
];

export type Routes = Parameters<typeof signedInAdmin>[0];

export function productsServer(routes: Routes = {}) {
  return signedInAdmin({
    'GET /admin/products': () => json(productPage(PRODUCTS)),
    'GET /admin/categories': () => json(CATEGORIES),
    ...routes,
  });
}

export function listQuery(server: ReturnType<typeof productsServer>): Record<string, string> {
  const request = server.last('GET /admin/products');
  if (!request) throw new Error('the list was never asked for');
  return Object.fromEntries(new URL(request.url).searchParams);
}

export function rowOf(name: string): HTMLElement {
  const row = screen.getByText(name).closest('tr');
  if (!row) throw new Error(`no row for ${name}`);
  return row;
}
