import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { pickupOrder } from './scenarios';
import { judgeSlots } from './slot-audit';

const slot = (booked: number, orders: number, capacity = 1000) => ({
  method: 'pickup',
  start: '2026-06-02T16:00Z',
  capacity,
  booked,
  orders,
});

describe('judgeSlots', () => {
  it('passes when every slot has as many places taken as live orders, within capacity', () => {
    const audit = judgeSlots([slot(3, 3), slot(0, 0)]);
    assert.equal(audit.passed, true);
    assert.match(audit.detail, /2 slots: places taken = 3 orders, none over capacity/);
  });

  it('fails on a slot over capacity, naming it', () => {
    const audit = judgeSlots([slot(6, 6, 5)]);
    assert.equal(audit.passed, false);
    assert.match(audit.detail, /pickup 2026-06-02T16:00Z: 6 of 5 places taken, 6 orders/);
  });

  it('fails when places and live orders disagree (a lost update or a place never given back)', () => {
    assert.equal(judgeSlots([slot(2, 3)]).passed, false);
    assert.equal(judgeSlots([slot(3, 2)]).passed, false);
  });
});

describe('pickupOrder', () => {
  it('is the checkout order without an address, booked into the given slot', () => {
    const order = pickupOrder([1, 2, 3], '2026-06-02T09:00:00-07:00');
    assert.equal('shipping_address' in order, false);
    assert.deepEqual(order.fulfilment, {
      method: 'pickup',
      slot_start: '2026-06-02T09:00:00-07:00',
    });
    assert.equal(order.items.length, 2);
  });
});
