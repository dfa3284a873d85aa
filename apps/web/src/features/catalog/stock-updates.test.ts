import { describe, expect, it } from 'vitest';
import { makeStore } from '../../app/store';
import { installFakeFetch, json } from '../../test/fake-fetch';
import { testClientConfig } from '../../test/render-app';
import { catalogApi } from './catalog-api';
import { installCatalogServer } from '../../test/catalog-server';
import { productDetailApi } from './product-detail-api';
import type { ProductListParams } from './product-list-request';
import { productFixture } from '../../test/product-fixtures';
import { stockUpdateReceived } from './stock-updates';

const navigation = { currentPath: () => '/', redirect: () => undefined, reload: () => undefined };

const firstPage: ProductListParams = { page: '1', size: '10', in_stock_only: 'true' };
const secondPage: ProductListParams = { page: '2', size: '10', in_stock_only: 'true' };

describe('live stock in the catalogue', () => {
  it('sets the stock of the product in every cached list page, without a refetch', async () => {
    const server = installCatalogServer({ total: 25 });
    const store = makeStore({ config: testClientConfig(), navigation });
    await store.dispatch(catalogApi.endpoints.getProducts.initiate(firstPage));
    await store.dispatch(catalogApi.endpoints.getProducts.initiate(secondPage));
    await store.dispatch(
      catalogApi.endpoints.getProducts.initiate({ ...firstPage, brand: 'Kind' }),
    );
    server.requests.length = 0;

    store.dispatch(stockUpdateReceived({ product_id: 3, stock: 2 }));

    const stockOf = (params: ProductListParams, id: number) =>
      catalogApi.endpoints.getProducts
        .select(params)(store.getState())
        .data?.items.find((item) => item.id === id)?.stock_quantity;
    expect(stockOf(firstPage, 3)).toBe(2);
    expect(stockOf({ ...firstPage, brand: 'Kind' }, 3)).toBe(2);
    expect(stockOf(firstPage, 4)).toBe(productFixture().stock_quantity);
    expect(stockOf(secondPage, 13)).toBe(productFixture().stock_quantity);
    expect(server.requests).toEqual([]);
  });

  it('sets the stock on the cached product page and leaves other products alone', async () => {
    installFakeFetch({
      'GET /products/7': () => json(productFixture({ id: 7, stock_quantity: 25 })),
      'GET /products/8': () => json(productFixture({ id: 8, stock_quantity: 25 })),
    });
    const store = makeStore({ config: testClientConfig(), navigation });
    await store.dispatch(productDetailApi.endpoints.getProduct.initiate(7));
    await store.dispatch(productDetailApi.endpoints.getProduct.initiate(8));

    store.dispatch(stockUpdateReceived({ product_id: 7, stock: 0 }));

    const stockOf = (id: number) =>
      productDetailApi.endpoints.getProduct.select(id)(store.getState()).data?.stock_quantity;
    expect(stockOf(7)).toBe(0);
    expect(stockOf(8)).toBe(25);
    // A product that was never loaded is not added to the cache.
    store.dispatch(stockUpdateReceived({ product_id: 9, stock: 4 }));
    expect(productDetailApi.endpoints.getProduct.select(9)(store.getState()).status).toBe(
      'uninitialized',
    );
  });
});
