// For the catalogue screen tests: a shopper with an access code and a fake server that answers
// the catalogue calls the way the real one does (paging, page-size rule, facets), so the tests
// drive the real screen, store and API client.
import type { Product, ProductFacets } from '@canopy/contracts';
import { normalizePageSize } from '@canopy/contracts';
import { STORAGE_KEYS } from '../lib/storage';
import { category } from './factories';
import { installFakeFetch, json, type FakeRoute } from './fake-fetch';
import { productFixture } from './product-fixtures';
import { paymentsConfigFixture } from './payments-config';

export const TEST_FACETS: ProductFacets = {
  brands: [
    { value: 'Green Ridge', count: 12 },
    { value: 'Solstice', count: 3 },
  ],
  volumes: [
    { value: '1g', count: 9 },
    { value: '3.5g', count: 6 },
  ],
  strain_types: [
    { value: 'indica', count: 7 },
    { value: 'sativa', count: 8 },
  ],
  price: { min: 8.5, max: 140 },
};

interface CatalogServerOptions {
  /** How many products match, whatever the filters. */
  total?: number;
  /** Replaces the GET /products answer. */
  products?: FakeRoute;
  /** Answers GET /products/suggestions (unanswered, 404, without it). */
  suggestions?: FakeRoute;
}

function productPage(total: number): FakeRoute {
  return (request) => {
    const params = new URL(request.url).searchParams;
    const size = normalizePageSize(params.get('size'));
    const page = Number(params.get('page') ?? '1');
    const pages = Math.ceil(total / size);
    const first = (page - 1) * size;
    const items: Product[] = Array.from(
      { length: Math.max(0, Math.min(size, total - first)) },
      (_, index) => productFixture({ id: first + index + 1, name: `Product ${first + index + 1}` }),
    );
    return json({ items, page, pages, total, facets: TEST_FACETS });
  };
}

export function installCatalogServer({
  total = 45,
  products,
  suggestions,
}: CatalogServerOptions = {}) {
  window.localStorage.setItem(STORAGE_KEYS.accessCode, 'DEMO42');
  const server = installFakeFetch({
    'GET /products': products ?? productPage(total),
    ...(suggestions ? { 'GET /products/suggestions': suggestions } : {}),
    'GET /products/categories': () =>
      json([category(3, 'Vapes'), category(4, 'Edibles'), category(9, 'Gummies', 4)]),
    'GET /products/brands': () => json(['Green Ridge', 'Kind', 'Solstice']),
    'GET /products/volumes': () => json(['1g', '3.5g']),
    'GET /products/strain-types': () => json(['indica', 'sativa', 'hybrid']),
    'GET /payments/config': () => json(paymentsConfigFixture()),
  });
  /** The query of the last GET /products. */
  const lastProductQuery = () => {
    const request = server.last('GET /products');
    return request ? Object.fromEntries(new URL(request.url).searchParams) : undefined;
  };
  const productRequestCount = () =>
    server.requests.filter((request) => new URL(request.url).pathname === '/api/products').length;
  return { ...server, lastProductQuery, productRequestCount };
}
