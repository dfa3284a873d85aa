import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { STORAGE_KEYS } from '../../lib/storage';
import { makeTestStore, renderApp } from '../../test/render-app';
import { installCatalogServer } from '../../test/catalog-server';
import { prepareCatalogueScreenTests } from '../../test/catalog-screen';
import { prefetchProducts } from './prefetch-products';
import { selectPageSize } from './products-slice';

prepareCatalogueScreenTests();

const LOCATION = { pathname: '/products', search: '?brand=Kind&sort=price_asc&page=2' };

describe('asking for the first catalogue page while the app starts', () => {
  it('sends the request the page makes, and the page uses it instead of asking again', async () => {
    window.localStorage.setItem(STORAGE_KEYS.preferredPageSize, '50');
    const server = installCatalogServer({ total: 120 });
    const testStore = makeTestStore();
    const { store } = testStore;

    prefetchProducts(store.dispatch, LOCATION, selectPageSize(store.getState()));
    await waitFor(() => expect(server.productRequestCount()).toBe(1));
    expect(server.lastProductQuery()).toEqual({
      brand: 'Kind',
      in_stock_only: 'true',
      sort_by: 'price_low',
      page: '2',
      size: '50',
    });

    renderApp(`${LOCATION.pathname}${LOCATION.search}`, { store: testStore });
    expect(await screen.findByText('Showing 51-100 of 120')).toBeInTheDocument();
    expect(server.productRequestCount()).toBe(1);
  });

  it('asks nothing for a shopper without an access code, or on another screen', async () => {
    const server = installCatalogServer();
    const { store } = makeTestStore();
    prefetchProducts(store.dispatch, { pathname: '/products/7', search: '' }, 20);
    window.localStorage.removeItem(STORAGE_KEYS.accessCode);
    prefetchProducts(store.dispatch, LOCATION, 20);
    // Anything dispatched would have reached the fake server by the next macrotask.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(server.requests).toEqual([]);
  });
});
