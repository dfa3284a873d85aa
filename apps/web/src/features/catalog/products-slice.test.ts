import { describe, expect, it } from 'vitest';
import { makeStore } from '../../app/store';
import { STORAGE_KEYS } from '../../lib/storage';
import { testClientConfig } from '../../test/render-app';
import {
  clearFilters,
  DEFAULT_FILTERS,
  setCurrentPage,
  setFilters,
  setPageSize,
  setSortBy,
} from './products-slice';
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

  it('goes back to page 1 on any filter, sort or page-size change, and on clearing', () => {
    const store = newStore();
    const atPage3 = () => store.dispatch(setCurrentPage(3));

    atPage3();
    store.dispatch(setFilters({ brand: 'Canopy Farms', category_id: 4 }));
    expect(store.getState().products.currentPage).toBe(1);
    expect(store.getState().products.filters.brand).toBe('Canopy Farms');

    atPage3();
    store.dispatch(setSortBy('price_desc'));
    expect(store.getState().products.currentPage).toBe(1);

    atPage3();
    store.dispatch(setPageSize(50));
    expect(store.getState().products).toMatchObject({ currentPage: 1, pageSize: 50 });

    atPage3();
    store.dispatch(clearFilters());
    expect(store.getState().products.currentPage).toBe(1);
    expect(store.getState().products.filters).toEqual(DEFAULT_FILTERS);
  });

  it('accepts page sizes 10, 20, 50 and 100 only, and remembers them as preferredPageSize', () => {
    const store = newStore();
    store.dispatch(setPageSize(100));
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
