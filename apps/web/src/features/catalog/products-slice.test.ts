import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeStore } from '../../app/store';
import { STORAGE_KEYS } from '../../lib/storage';
import { installFakeFetch, json } from '../../test/fake-fetch';
import { testClientConfig } from '../../test/render-app';
import { DEFAULT_FILTERS, withFilters } from './catalog-filters';
import { FAILED_TO_FETCH_FILTER_OPTIONS, fetchFilterOptions } from './filter-options';
import { catalogViewChanged, setPageSize } from './products-slice';
import { setViewMode, toggleViewMode } from './ui-slice';

const navigation = { currentPath: () => '/', redirect: () => undefined, reload: () => undefined };
const newStore = () => makeStore({ config: testClientConfig(), navigation });

describe('product list state', () => {
  it('starts with in-stock-only, the featured sort, page 1 and 20 per page', () => {
    const { products } = newStore().getState();
    expect(products.filters).toEqual(DEFAULT_FILTERS);
    expect(products.filters.in_stock_only).toBe(true);
    expect(products.filters.sortBy).toBe('featured');
    expect(products.currentPage).toBe(1);
    expect(products.pageSize).toBe(20);
  });

  it('mirrors the view the URL holds', () => {
    const store = newStore();
    const view = {
      ...withFilters({ filters: DEFAULT_FILTERS, page: 1 }, { brand: 'Kind' }),
      page: 3,
    };
    store.dispatch(catalogViewChanged(view));
    expect(store.getState().products).toMatchObject({ currentPage: 3, filters: view.filters });
  });

  it('accepts page sizes 10, 20, 50 and 100 only, goes back to page 1, and remembers the size', () => {
    const store = newStore();
    store.dispatch(catalogViewChanged({ filters: DEFAULT_FILTERS, page: 3 }));
    store.dispatch(setPageSize(100));
    expect(store.getState().products).toMatchObject({ currentPage: 1, pageSize: 100 });
    expect(window.localStorage.getItem(STORAGE_KEYS.preferredPageSize)).toBe('100');
    store.dispatch(setPageSize(30));
    expect(store.getState().products.pageSize).toBe(20);

    window.localStorage.setItem(STORAGE_KEYS.preferredPageSize, '50');
    expect(newStore().getState().products.pageSize).toBe(50);
    window.localStorage.setItem(STORAGE_KEYS.preferredPageSize, '7');
    expect(newStore().getState().products.pageSize).toBe(20);
  });
});

describe('view mode', () => {
  it('is grid unless a valid mode was remembered, and toggles between grid and list', () => {
    window.localStorage.setItem(STORAGE_KEYS.viewMode, 'carousel');
    const store = newStore();
    expect(store.getState().ui.viewMode).toBe('grid');

    store.dispatch(toggleViewMode());
    expect(store.getState().ui.viewMode).toBe('list');
    expect(window.localStorage.getItem(STORAGE_KEYS.viewMode)).toBe('list');
    expect(newStore().getState().ui.viewMode).toBe('list');

    store.dispatch(setViewMode('tiles'));
    expect(store.getState().ui.viewMode).toBe('grid');
  });
});

describe('filter options fetch', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  /** A server whose three lists answer only when the test releases them. */
  function heldServer(answer: () => Response) {
    const held: Array<() => void> = [];
    const route = () =>
      new Promise<Response>((resolve) => {
        held.push(() => resolve(answer()));
      });
    const server = installFakeFetch({
      'GET /products/brands': route,
      'GET /products/volumes': route,
      'GET /products/strain-types': route,
    });
    const release = () => held.splice(0).forEach((resolve) => resolve());
    const calls = () =>
      server.requests.filter((request) => request.url.includes('/products/')).length;
    return { release, calls };
  }

  it('fetches the three lists together, once, and skips while loading or once requested', async () => {
    const lists: Record<string, string[]> = {
      brands: ['Green Ridge', 'Kind'],
      volumes: ['1g', '3.5g'],
      'strain-types': ['indica', 'sativa'],
    };
    let next = 0;
    const order = ['brands', 'volumes', 'strain-types'];
    const { release, calls } = heldServer(() => json(lists[order[next++ % 3] ?? 'brands']));
    const store = newStore();

    const first = store.dispatch(fetchFilterOptions());
    expect(store.getState().products.filterOptions).toMatchObject({
      loading: true,
      requested: true,
    });
    await vi.waitFor(() => expect(calls()).toBe(3));
    const whileLoading = await store.dispatch(fetchFilterOptions());
    expect(whileLoading.meta).toMatchObject({ requestStatus: 'rejected', condition: true }); // skipped
    release();
    await first;

    expect(store.getState().products.filterOptions).toEqual({
      brands: ['Green Ridge', 'Kind'],
      volumes: ['1g', '3.5g'],
      strainTypes: ['indica', 'sativa'],
      loading: false,
      error: null,
      requested: true,
    });
    const afterSuccess = await store.dispatch(fetchFilterOptions());
    expect(afterSuccess.meta).toMatchObject({ requestStatus: 'rejected', condition: true }); // skipped
    expect(calls()).toBe(3);
  });

  it('on failure stores and logs the message and resets requested, so a retry fetches again', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    let failing = true;
    const { release, calls } = heldServer(() =>
      failing ? json({ detail: 'Database unavailable' }, 503) : json(['x']),
    );
    const store = newStore();

    const first = store.dispatch(fetchFilterOptions());
    await vi.waitFor(() => expect(calls()).toBe(3));
    release();
    await first;
    expect(store.getState().products.filterOptions).toMatchObject({
      loading: false,
      requested: false,
      error: FAILED_TO_FETCH_FILTER_OPTIONS,
      brands: [],
    });
    expect(logged).toHaveBeenCalledWith(FAILED_TO_FETCH_FILTER_OPTIONS, expect.anything());

    failing = false;
    const retry = store.dispatch(fetchFilterOptions());
    await vi.waitFor(() => expect(calls()).toBe(6));
    release();
    await retry;
    expect(store.getState().products.filterOptions).toMatchObject({
      brands: ['x'],
      volumes: ['x'],
      strainTypes: ['x'],
      error: null,
      requested: true,
    });
  });
});
