import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { createOrderRequestSchema } from '@canopy/contracts';
import { fanoutOrder, summarizeLatencies } from './websocket-fanout';

describe('summarizeLatencies', () => {
  it('takes nearest-rank percentiles, the mean and the maximum', () => {
    const values = Array.from({ length: 100 }, (_, index) => 100 - index);
    assert.deepEqual(summarizeLatencies(values), { p50: 50, p99: 99, mean: 50.5, max: 100 });
    assert.deepEqual(summarizeLatencies([12.34]), { p50: 12.3, p99: 12.3, mean: 12.3, max: 12.3 });
  });

  it('answers zeros for no values', () => {
    assert.deepEqual(summarizeLatencies([]), { p50: 0, p99: 0, mean: 0, max: 0 });
  });
});

describe('fanoutOrder', () => {
  it('is a valid one-unit order of the one product', () => {
    const order = createOrderRequestSchema.parse(fanoutOrder(42, '1985-04-12'));
    assert.deepEqual(order.items, [{ product_id: 42, quantity: 1 }]);
  });
});
