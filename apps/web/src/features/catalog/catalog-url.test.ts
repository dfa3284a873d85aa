import { describe, expect, it } from 'vitest';
import { DEFAULT_FILTERS, DEFAULT_VIEW, withFilters } from './catalog-filters';
import { searchParamsFromView, viewFromSearchParams } from './catalog-url';
import { productListParams } from './product-list-request';

const read = (query: string) => viewFromSearchParams(new URLSearchParams(query));

describe('the catalogue view in the URL', () => {
  it('reads every filter, the sort and the page, and writes them back the same', () => {
    const query =
      'search=kush&category_id=4&in_stock_only=false&min_price=25&max_price=50.5&brand=Green+Ridge&volume=3.5g&strain_type=indica&sort=price_asc&page=2';
    const view = read(query);
    expect(view).toEqual({
      filters: {
        search: 'kush',
        category_id: 4,
        in_stock_only: false,
        min_price: 25,
        max_price: 50.5,
        brand: 'Green Ridge',
        volume: '3.5g',
        strain_type: 'indica',
        sortBy: 'price_asc',
      },
      page: 2,
    });
    expect(searchParamsFromView(view).toString()).toBe(query);
  });

  it('leaves the defaults out: the plain catalogue is /products', () => {
    expect(searchParamsFromView(DEFAULT_VIEW).toString()).toBe('');
    expect(read('')).toEqual(DEFAULT_VIEW);
  });

  it('falls back to the default for values no one could mean', () => {
    expect(
      read(
        'search=%20%20&category_id=abc&in_stock_only=maybe&min_price=-3&brand=&strain_type=purple&sort=cheapest&page=0',
      ),
    ).toEqual(DEFAULT_VIEW);
    expect(read('page=2.5').page).toBe(1);
    // A reversed price range is ignored rather than sent to a server that refuses it.
    expect(read('min_price=50&max_price=25').filters).toMatchObject({
      min_price: null,
      max_price: null,
    });
  });
});

describe('the GET /products query of a view', () => {
  it('always sends in_stock_only, maps the sort, and drops empty values', () => {
    expect(productListParams(DEFAULT_VIEW, 20)).toEqual({
      in_stock_only: 'true',
      sort_by: 'created_at',
      page: '1',
      size: '20',
    });
    const view = withFilters(DEFAULT_VIEW, {
      in_stock_only: false,
      brand: 'Kind',
      min_price: 0,
      sortBy: 'price_desc',
    });
    expect(productListParams({ ...view, page: 3 }, 50)).toEqual({
      in_stock_only: 'false',
      brand: 'Kind',
      min_price: '0',
      sort_by: 'price_high',
      page: '3',
      size: '50',
    });
  });

  it('ranks a search by relevance under the featured sort, and keeps an explicit sort', () => {
    const searching = withFilters(DEFAULT_VIEW, { search: ' kush ' });
    expect(productListParams(searching, 20)).toMatchObject({
      search: 'kush',
      sort_by: 'relevance',
    });
    expect(productListParams(withFilters(searching, { sortBy: 'name_asc' }), 20).sort_by).toBe(
      'name',
    );
    expect(
      productListParams(withFilters(DEFAULT_VIEW, { sortBy: 'created_desc' }), 20).sort_by,
    ).toBe('created_at');
  });

  it('goes back to page 1 on any filter or sort change', () => {
    const onPage4 = { filters: DEFAULT_FILTERS, page: 4 };
    expect(withFilters(onPage4, { volume: '1g' }).page).toBe(1);
    expect(withFilters(onPage4, { sortBy: 'name_asc' }).page).toBe(1);
  });
});
