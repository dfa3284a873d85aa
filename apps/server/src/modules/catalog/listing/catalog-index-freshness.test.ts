// The catalogue index stays as fresh as the SQL it replaces, through the invalidation channel: an
// order's stock change moves a product in or out of in-stock lists and their facets in place,
// without a rebuild; an admin write (a new product, a deactivation, a renamed brand) shows on the
// next request, through the app's own route too; requests arriving during a build share it, a
// bump during a build makes later requests wait for the next one, and a stock change heard during
// a build is applied to what it read; while the channel is degraded an index older than 2 s is
// rebuilt; and after 30 s the database's fingerprint of the catalogue is checked in the
// background, rebuilding only for writes nobody announced (rows or stock levels written by hand).
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { createAccessCode } from '../../../../test/factories/access-codes';
import { orderRequest, placeOrder, type Shopper } from '../../../../test/factories/orders';
import { createProduct, updateProduct } from '../../../../test/factories/products';
import {
  productBody,
  signInAdmin,
  type AdminSession,
} from '../../../../test/helpers/admin-catalog';
import { setupTestApp } from '../../../../test/helpers/test-app';
import type { InvalidationChannel } from '../../../lib/cluster-invalidation';
import {
  createCatalogIndexKeeper,
  type CatalogIndexKeeper,
  type CatalogIndexPageQuery,
} from './catalog-index-keeper';
import { findProductPage } from './product-list.repository';

const t = setupTestApp();
let admin: AdminSession;
let shopper: Shopper;
let keeper: CatalogIndexKeeper;

beforeAll(async () => {
  admin = await signInAdmin(t);
  const { id, code } = await createAccessCode(t);
  shopper = { accessCodeId: id, code };
  keeper = createCatalogIndexKeeper({ db: t.db, channel: t.app.invalidation, log: t.app.log });
  return () => keeper.close();
});

function listQuery(changes: Partial<CatalogIndexPageQuery>): CatalogIndexPageQuery {
  return {
    categoryId: null,
    inStockOnly: false,
    minPriceCents: null,
    maxPriceCents: null,
    brand: null,
    volume: null,
    strainType: null,
    sort: 'name',
    limit: 20,
    offset: 0,
    ...changes,
  };
}

/** The index's page, checked against the SQL statement's. */
async function indexedPage(query: CatalogIndexPageQuery) {
  const page = await keeper.productPage(query);
  expect(page).toStrictEqual(
    await findProductPage(t.db, { ...query, search: null, searchSimilarity: 0.5 }),
  );
  return page;
}

async function adminWrite(method: 'POST' | 'PUT', url: string, payload: object) {
  const response = await t.app.inject({ method, url, headers: admin.headers, payload });
  expect(response.statusCode, response.body).toBeLessThan(300);
  return response.json<{ product?: { id: number } }>();
}

describe('the catalogue index kept fresh', () => {
  it("follows an order's stock change in place, without a rebuild", async () => {
    const brand = 'Stockline';
    const last = await createProduct(t.db, { brand, volume: '1g', stockQuantity: 1 });
    await createProduct(t.db, { brand, volume: '3.5g', stockQuantity: 5 });
    t.app.invalidation.bump('catalog');
    const inStock = listQuery({ brand, inStockOnly: true });
    expect(await indexedPage(inStock)).toMatchObject({
      total: 2,
      volumes: [
        { value: '1g', count: 1 },
        { value: '3.5g', count: 1 },
      ],
    });
    const builds = keeper.builds;

    await placeOrder(t.app, shopper, orderRequest([{ product_id: last.id, quantity: 1 }]));
    const after = await indexedPage(inStock);
    expect(after).toMatchObject({ total: 1, volumes: [{ value: '3.5g', count: 1 }] });
    expect(after.items.map((item) => item.id)).not.toContain(last.id);
    expect((await indexedPage(listQuery({ brand }))).total).toBe(2);
    expect(keeper.builds).toBe(builds);
  });

  it('shows a new product, a deactivation and a renamed brand on the next request', async () => {
    const brand = 'Freshline';
    const created = await adminWrite('POST', '/api/admin/products', productBody({ brand }));
    const id = created.product?.id ?? 0;
    const byBrand = listQuery({ brand });
    expect((await indexedPage(byBrand)).items.map((item) => item.id)).toEqual([id]);
    const url = `/api/products?brand=${brand}`;
    const viaRoute = () =>
      t.app.inject({ method: 'GET', url, headers: { 'x-access-code': shopper.code } });
    expect((await viaRoute()).json()).toMatchObject({ total: 1 });

    await adminWrite('PUT', `/api/admin/products/${id}`, productBody({ brand: 'Renamedline' }));
    expect(await indexedPage(byBrand)).toMatchObject({ total: 0, items: [] });
    expect((await viaRoute()).json()).toMatchObject({ total: 0 });
    const renamed = await indexedPage(listQuery({ brand: 'renamedline' }));
    expect(renamed.total).toBe(1);
    expect(renamed.brands).toContainEqual({ value: 'Renamedline', count: 1 });

    await adminWrite('POST', '/api/admin/products/bulk', { ids: [id], action: 'deactivate' });
    expect(await indexedPage(listQuery({ brand: 'Renamedline' }))).toMatchObject({ total: 0 });
  });

  it('makes requests arriving during a build share it', async () => {
    t.app.invalidation.bump('catalog');
    const builds = keeper.builds;
    const pages = await Promise.all(
      [0, 1, 2, 3, 4].map((offset) => keeper.productPage(listQuery({ offset }))),
    );
    expect(keeper.builds).toBe(builds + 1);
    expect(new Set(pages.map((page) => page.total)).size).toBe(1);
  });

  it('builds again for requests after a bump that came during a build', async () => {
    t.app.invalidation.bump('catalog');
    const builds = keeper.builds;
    const before = keeper.productPage(listQuery({}));
    // Announced while the build for `before` is under way, which may have read the old rows.
    t.app.invalidation.bump('catalog');
    const after = keeper.productPage(listQuery({}));
    await Promise.all([before, after]);
    expect(keeper.builds).toBe(builds + 2);
  });

  it('applies a stock change heard during a build to what the build read', async () => {
    const brand = 'Replayline';
    const selling = await createProduct(t.db, { brand, stockQuantity: 1 });
    await createProduct(t.db, { brand, stockQuantity: 3 });
    t.app.invalidation.bump('catalog');
    const building = keeper.productPage(listQuery({ brand, inStockOnly: true }));
    // The order's bump comes while the build is reading, before its commit is seen here.
    t.app.invalidation.bump('catalog', {
      stock: [{ productId: selling.id, previous: 1, stock: 0 }],
    });
    await updateProduct(t.db, selling.id, { stockQuantity: 0 });
    expect((await building).total).toBe(1);
    expect(await indexedPage(listQuery({ brand, inStockOnly: true }))).toMatchObject({ total: 1 });
  });

  it('rebuilds an index older than 2 s while bumps may be missed', async () => {
    let clock = 0;
    let degraded = false;
    const channel: Pick<InvalidationChannel, 'onBump' | 'degraded'> = {
      onBump: (topic, handler) => t.app.invalidation.onBump(topic, handler),
      get degraded() {
        return degraded;
      },
    };
    const degradable = createCatalogIndexKeeper({
      db: t.db,
      channel,
      log: t.app.log,
      now: () => clock,
    });
    try {
      await degradable.productPage(listQuery({}));
      clock = 10_000;
      await degradable.productPage(listQuery({}));
      expect(degradable.builds).toBe(1);
      degraded = true;
      await degradable.productPage(listQuery({}));
      expect(degradable.builds).toBe(2);
      clock = 11_000;
      await degradable.productPage(listQuery({}));
      expect(degradable.builds).toBe(2);
      clock = 12_001;
      await degradable.productPage(listQuery({}));
      expect(degradable.builds).toBe(3);
    } finally {
      await degradable.close();
    }
  });

  it('rebuilds in the background after 30 s, for writes nobody announced', async () => {
    let clock = 0;
    const aging = createCatalogIndexKeeper({
      db: t.db,
      channel: t.app.invalidation,
      log: t.app.log,
      now: () => clock,
    });
    try {
      const brand = 'Quietline';
      await aging.productPage(listQuery({ brand }));
      await createProduct(t.db, { brand });
      clock = 30_000;
      expect((await aging.productPage(listQuery({ brand }))).total).toBe(0);
      clock = 30_001;
      // Answered from the index it has; the next build is under way meanwhile.
      expect((await aging.productPage(listQuery({ brand }))).total).toBe(0);
      await vi.waitFor(() => expect(aging.builds).toBe(2));
      expect((await aging.productPage(listQuery({ brand }))).total).toBe(1);
    } finally {
      await aging.close();
    }
  });

  it('keeps an unchanged index after its 30 s check, without rebuilding', async () => {
    let clock = 0;
    const aging = createCatalogIndexKeeper({
      db: t.db,
      channel: t.app.invalidation,
      log: t.app.log,
      now: () => clock,
    });
    try {
      await aging.productPage(listQuery({}));
      clock = 30_001;
      await aging.productPage(listQuery({}));
      await vi.waitFor(() => expect(aging.checks).toBe(1));
      expect(aging.builds).toBe(1);
      // Checked at 30 001: not due again before 60 001.
      clock = 60_000;
      await aging.productPage(listQuery({}));
      expect(aging.checks).toBe(1);
      clock = 60_002;
      await aging.productPage(listQuery({}));
      await vi.waitFor(() => expect(aging.checks).toBe(2));
      expect(aging.builds).toBe(1);
    } finally {
      await aging.close();
    }
  });

  it('rebuilds after its 30 s check when a stock level or a name was written by hand', async () => {
    let clock = 0;
    const aging = createCatalogIndexKeeper({
      db: t.db,
      channel: t.app.invalidation,
      log: t.app.log,
      now: () => clock,
    });
    try {
      const brand = 'Handwritten';
      const product = await createProduct(t.db, { brand, stockQuantity: 0 });
      t.app.invalidation.bump('catalog');
      expect((await aging.productPage(listQuery({ brand, inStockOnly: true }))).total).toBe(0);
      await updateProduct(t.db, product.id, { stockQuantity: 4 });
      clock = 30_001;
      await aging.productPage(listQuery({ brand }));
      await vi.waitFor(() => expect(aging.builds).toBe(2));
      expect((await aging.productPage(listQuery({ brand, inStockOnly: true }))).total).toBe(1);

      await updateProduct(t.db, product.id, { name: 'Renamed by hand' });
      clock = 60_002;
      await aging.productPage(listQuery({ brand }));
      await vi.waitFor(() => expect(aging.builds).toBe(3));
      const page = await aging.productPage(listQuery({ brand }));
      expect(page.items.map((item) => item.name)).toEqual(['Renamed by hand']);
    } finally {
      await aging.close();
    }
  });
});
