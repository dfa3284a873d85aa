import { describe, expect, it } from 'vitest';
import {
  DEFAULT_PRODUCT_LIST_VIEW,
  productListParams,
  productListViewFrom,
  searchParamsFromProductListView,
  withProductFilters,
  type ProductListView,
} from './product-list-url';

const view = (query: string) => productListViewFrom(new URLSearchParams(query));

describe('the products list URL', () => {
  it('reads every part of the view and writes it back unchanged', () => {
    const query =
      'search=kush&category_id=3&is_active=false&low_stock=true&sort_by=price&sort_order=asc&page=2&size=50';
    const read = view(query);
    expect(read).toEqual({
      search: 'kush',
      category_id: 3,
      active: 'inactive',
      low_stock: true,
      sort_by: 'price',
      sort_order: 'asc',
      page: 2,
      size: 50,
    });
    expect(searchParamsFromProductListView(read).toString()).toBe(query);
  });

  it('leaves the defaults out', () => {
    expect(view('')).toEqual(DEFAULT_PRODUCT_LIST_VIEW);
    expect(searchParamsFromProductListView(DEFAULT_PRODUCT_LIST_VIEW).toString()).toBe('');
    // A sort is written whole as soon as either half differs from the default.
    const byNewestFirst: ProductListView = { ...DEFAULT_PRODUCT_LIST_VIEW, sort_order: 'asc' };
    expect(searchParamsFromProductListView(byNewestFirst).toString()).toBe(
      'sort_by=created_at&sort_order=asc',
    );
  });

  it('reads anything typed wrong as its default', () => {
    expect(
      view(
        'category_id=-4&is_active=maybe&low_stock=yes&sort_by=color&sort_order=up&page=0&size=33',
      ),
    ).toEqual(DEFAULT_PRODUCT_LIST_VIEW);
    expect(view(`search=${'a'.repeat(250)}`).search).toHaveLength(200);
  });

  it('asks the server with its own names and nothing empty', () => {
    expect(productListParams(view('is_active=true&search=%20%20'))).toEqual({
      page: 1,
      size: 10,
      search: undefined,
      category_id: undefined,
      is_active: 'true',
      low_stock: undefined,
      sort_by: 'created_at',
      sort_order: 'desc',
    });
  });

  it('goes back to page 1 when a filter changes', () => {
    expect(withProductFilters(view('page=4&size=20'), { low_stock: true })).toMatchObject({
      page: 1,
      size: 20,
      low_stock: true,
    });
  });
});
