import { describe, expect, it } from 'vitest';
import { averageOrderValue } from './average-order-value';
import { unitsRemaining } from './components/low-stock-alert';
import { lowStockNotice } from './low-stock-notice';

describe('Avg Order Value', () => {
  it.each([
    { revenue: 0, orders: 0, average: 0 },
    { revenue: 100, orders: 0, average: 0 },
    { revenue: 100, orders: 3, average: 33.33 },
    { revenue: 200, orders: 3, average: 66.67 },
    { revenue: 1234.5, orders: 4, average: 308.63 },
    { revenue: 0.1 + 0.2, orders: 1, average: 0.3 },
  ])('$revenue over $orders orders → $average', ({ revenue, orders, average }) => {
    expect(averageOrderValue(revenue, orders)).toBe(average);
  });
});

describe('units remaining', () => {
  it.each([
    { stock: 0, text: '0 units remaining' },
    { stock: 1, text: '1 unit remaining' },
    { stock: 9, text: '9 units remaining' },
  ])('$stock → $text', ({ stock, text }) => {
    expect(unitsRemaining(stock)).toBe(text);
  });
});

describe('low stock notice', () => {
  it.each([
    { stock: 11, name: 'Blue Dream', title: null },
    { stock: 10, name: 'Blue Dream', title: 'Blue Dream is low on stock (10 left)' },
    { stock: 1, name: null, title: 'Product #7 is low on stock (1 left)' },
    { stock: 0, name: 'Blue Dream', title: 'Blue Dream is sold out' },
    { stock: 0, name: null, title: 'Product #7 is sold out' },
  ])('stock $stock, name $name → $title', ({ stock, name, title }) => {
    expect(lowStockNotice({ product_id: 7, stock }, name)?.title ?? null).toBe(title);
  });
});
