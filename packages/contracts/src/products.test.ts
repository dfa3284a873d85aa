import { describe, expect, it } from 'vitest';
import {
  effectivePrice,
  gridStockLabel,
  isOnSale,
  listStockLabel,
  percentOff,
  serverSortFor,
} from './product-rules';
import { productListQuerySchema } from './products';

describe('catalogue query', () => {
  it('drops empty values and applies the defaults', () => {
    const q = productListQuerySchema.parse({ search: '', brand: '', page: '', size: '' });
    expect(q).toMatchObject({ sort_by: 'created_at', page: 1, size: 20 });
    expect(q.search).toBeUndefined();
    expect(q.brand).toBeUndefined();
    expect(q.in_stock_only).toBeUndefined();
  });

  it('clamps page sizes outside 10/20/50/100 to 20', () => {
    for (const [input, size] of [
      ['10', 10],
      ['50', 50],
      ['100', 100],
      ['30', 20],
      ['abc', 20],
      ['-1', 20],
    ] as const) {
      expect(productListQuerySchema.parse({ size: input }).size).toBe(size);
    }
  });

  it('reads in_stock_only as a boolean and rejects other values', () => {
    expect(productListQuerySchema.parse({ in_stock_only: 'true' }).in_stock_only).toBe(true);
    expect(productListQuerySchema.parse({ in_stock_only: 'false' }).in_stock_only).toBe(false);
    expect(productListQuerySchema.safeParse({ in_stock_only: 'yes' }).success).toBe(false);
  });

  it('rejects unknown sorts, bad pages and inverted price bounds', () => {
    expect(productListQuerySchema.safeParse({ sort_by: 'price_asc' }).success).toBe(false);
    expect(productListQuerySchema.safeParse({ page: '0' }).success).toBe(false);
    expect(productListQuerySchema.safeParse({ page: '1.5' }).success).toBe(false);
    expect(productListQuerySchema.safeParse({ min_price: '50', max_price: '25' }).success).toBe(
      false,
    );
    expect(productListQuerySchema.safeParse({ min_price: '-1' }).success).toBe(false);
  });

  it('maps the UI sorts to the server sorts, ranking searches under featured', () => {
    expect(serverSortFor('featured', undefined)).toBe('created_at');
    expect(serverSortFor('featured', 'kush')).toBe('relevance');
    expect(serverSortFor('price_desc', 'kush')).toBe('price_high');
    expect(serverSortFor('name_asc', '')).toBe('name');
  });
});

describe('price and stock rules', () => {
  it('knows a sale only when the sale price is below retail', () => {
    expect(isOnSale({ retail_price: 40, sale_price: 30 })).toBe(true);
    expect(isOnSale({ retail_price: 40, sale_price: 40 })).toBe(false);
    expect(isOnSale({ retail_price: 40, sale_price: null })).toBe(false);
    expect(effectivePrice({ retail_price: 40, sale_price: 30 })).toBe(30);
    expect(effectivePrice({ retail_price: 40, sale_price: null })).toBe(40);
    expect(percentOff({ retail_price: 30, sale_price: 20 })).toBe(33);
    expect(percentOff({ retail_price: 30, sale_price: null })).toBe(0);
  });

  it('labels stock for the grid and the list by their own thresholds', () => {
    expect(gridStockLabel(0).text).toBe('Out of Stock');
    expect(gridStockLabel(9).text).toBe('Low Stock');
    expect(gridStockLabel(10).text).toBe('In Stock');
    expect(listStockLabel(-1).text).toBe('Out of Stock');
    expect(listStockLabel(5).text).toBe('Only 5 left');
    expect(listStockLabel(6).text).toBe('In Stock');
  });
});
