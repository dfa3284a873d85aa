import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { judgeStock } from './stock-audit';

describe('judgeStock', () => {
  it('passes when stock left plus units sold is the starting stock for every product', () => {
    const audit = judgeStock(
      [
        { productId: 1, stock: 990, unitsSold: 10, orders: 7 },
        { productId: 2, stock: 1000, unitsSold: 0, orders: 0 },
      ],
      1000,
    );
    assert.equal(audit.passed, true);
    assert.match(audit.detail, /2 products: stock \+ 10 units sold \(7 order lines\)/);
  });

  it('fails on an oversell (a lost stock update) or vanished units, naming the product', () => {
    const oversold = judgeStock([{ productId: 3, stock: 995, unitsSold: 10, orders: 9 }], 1000);
    assert.equal(oversold.passed, false);
    assert.match(oversold.detail, /product 3: 995 left \+ 10 sold = 1005, started with 1000/);
    assert.equal(
      judgeStock([{ productId: 4, stock: 980, unitsSold: 10, orders: 9 }], 1000).passed,
      false,
    );
  });

  it('fails when there is nothing to audit', () => {
    assert.equal(judgeStock([], 1000).passed, false);
  });
});
