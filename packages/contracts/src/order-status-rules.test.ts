import { describe, expect, it } from 'vitest';
import {
  allowedNextStatuses,
  canRecordInPersonPayment,
  needsIdCheckToComplete,
  ORDER_STATUSES,
  transitionEffect,
  transitionRefusal,
  transitionRefusalReason,
  type OrderState,
  type OrderStatus,
} from './order-status-rules';

const paid = (status: OrderStatus, extra: Partial<OrderState> = {}): OrderState => ({
  status,
  payment_status: 'paid',
  ...extra,
});

describe('shipped orders keep their table', () => {
  it('moves a paid order forward and refunds from delivery and done', () => {
    expect(allowedNextStatuses(paid('ordered'))).toEqual(['working_on', 'cancelled']);
    expect(allowedNextStatuses(paid('working_on'))).toEqual(['delivery', 'cancelled']);
    expect(allowedNextStatuses(paid('delivery'))).toEqual(['done', 'refunded']);
    expect(allowedNextStatuses(paid('done'))).toEqual(['refunded']);
    expect(transitionEffect(paid('delivery'), 'refunded')).toBe('refund');
  });

  it('never offers ready', () => {
    for (const status of ORDER_STATUSES) {
      expect(allowedNextStatuses(paid(status))).not.toContain('ready');
    }
  });

  it('refuses an unpaid card order work, as before', () => {
    expect(transitionRefusal({ status: 'ordered', payment_status: 'unpaid' }, 'working_on')).toBe(
      'An order must be paid before it can be moved to working_on',
    );
    expect(allowedNextStatuses({ status: 'ordered', payment_status: 'unpaid' })).toEqual([
      'cancelled',
    ]);
  });

  it('takes an in-person payment method on a shipped order for a card one', () => {
    const order: OrderState = {
      status: 'ordered',
      payment_status: 'unpaid',
      payment_method: 'in_person',
    };
    expect(allowedNextStatuses(order)).toEqual(['cancelled']);
  });
});

describe('pickup orders', () => {
  const card = (status: OrderStatus): OrderState =>
    paid(status, { fulfilment: { method: 'pickup' } });
  const unpaidInPerson = (status: OrderStatus): OrderState => ({
    status,
    payment_status: 'unpaid',
    fulfilment: { method: 'pickup' },
    payment_method: 'in_person',
  });

  it('go ordered → working_on → ready → done, cancellable until collected', () => {
    expect(allowedNextStatuses(card('ordered'))).toEqual(['working_on', 'cancelled']);
    expect(allowedNextStatuses(card('working_on'))).toEqual(['ready', 'cancelled']);
    expect(allowedNextStatuses(card('ready'))).toEqual(['done', 'cancelled']);
    expect(allowedNextStatuses(card('done'))).toEqual(['refunded']);
    expect(transitionRefusal(card('working_on'), 'delivery')).toBe(
      'An order that is working_on cannot be moved to delivery',
    );
  });

  it('need a card payment before work starts', () => {
    const unpaidCard: OrderState = { ...card('ordered'), payment_status: 'unpaid' };
    expect(allowedNextStatuses(unpaidCard)).toEqual(['cancelled']);
    expect(transitionRefusalReason(unpaidCard, 'working_on')?.error).toBe('conflict');
  });

  it('paid in person move forward unpaid up to ready, but not to done', () => {
    expect(allowedNextStatuses(unpaidInPerson('ordered'))).toEqual(['working_on', 'cancelled']);
    expect(allowedNextStatuses(unpaidInPerson('working_on'))).toEqual(['ready', 'cancelled']);
    expect(allowedNextStatuses(unpaidInPerson('ready'))).toEqual(['cancelled']);
    expect(transitionRefusalReason(unpaidInPerson('ready'), 'done')).toEqual({
      error: 'payment_required',
      detail: 'Record the payment before completing this order',
    });
    expect(allowedNextStatuses({ ...unpaidInPerson('ready'), payment_status: 'paid' })).toEqual([
      'done',
      'cancelled',
    ]);
  });

  it('give the stock back when cancelled and refund only after collection', () => {
    expect(transitionEffect(card('ready'), 'cancelled')).toBe('release_stock');
    expect(transitionEffect(card('done'), 'refunded')).toBe('refund');
    expect(transitionRefusal(card('ready'), 'refunded')).not.toBeNull();
  });
});

describe('local-delivery orders', () => {
  const unpaidInPerson = (status: OrderStatus): OrderState => ({
    status,
    payment_status: 'unpaid',
    fulfilment: { method: 'delivery' },
    payment_method: 'in_person',
  });

  it('go ordered → working_on → delivery → done, cancellable until handed over', () => {
    const order = (status: OrderStatus) => paid(status, { fulfilment: { method: 'delivery' } });
    expect(allowedNextStatuses(order('working_on'))).toEqual(['delivery', 'cancelled']);
    expect(allowedNextStatuses(order('delivery'))).toEqual(['done', 'cancelled']);
    expect(allowedNextStatuses(order('done'))).toEqual(['refunded']);
    expect(transitionRefusal(order('delivery'), 'refunded')).not.toBeNull();
    expect(transitionRefusal(order('working_on'), 'ready')).not.toBeNull();
  });

  it('paid in person go out unpaid but complete only once paid', () => {
    expect(allowedNextStatuses(unpaidInPerson('working_on'))).toEqual(['delivery', 'cancelled']);
    expect(transitionRefusalReason(unpaidInPerson('delivery'), 'done')?.error).toBe(
      'payment_required',
    );
  });

  it('refuse done for an unpaid card order with payment_required', () => {
    const order: OrderState = {
      status: 'delivery',
      payment_status: 'unpaid',
      fulfilment: { method: 'delivery' },
    };
    expect(transitionRefusalReason(order, 'done')?.error).toBe('payment_required');
  });
});

describe('the ID check and the in-person payment', () => {
  it('is needed to complete pickup and delivery orders only when the store requires it', () => {
    const pickup = paid('ready', { fulfilment: { method: 'pickup' } });
    expect(needsIdCheckToComplete(pickup, 'done', true)).toBe(true);
    expect(needsIdCheckToComplete(pickup, 'done', false)).toBe(false);
    expect(needsIdCheckToComplete(pickup, 'cancelled', true)).toBe(false);
    expect(needsIdCheckToComplete(paid('delivery'), 'done', true)).toBe(false);
    expect(
      needsIdCheckToComplete(
        paid('delivery', { fulfilment: { method: 'delivery' } }),
        'done',
        true,
      ),
    ).toBe(true);
  });

  it('can be recorded for an open, unpaid in-person order only', () => {
    const order: OrderState = {
      status: 'ready',
      payment_status: 'unpaid',
      fulfilment: { method: 'pickup' },
      payment_method: 'in_person',
    };
    expect(canRecordInPersonPayment(order)).toBe(true);
    expect(canRecordInPersonPayment({ ...order, payment_status: 'paid' })).toBe(false);
    expect(canRecordInPersonPayment({ ...order, status: 'cancelled' })).toBe(false);
    expect(canRecordInPersonPayment({ ...order, payment_method: 'card' })).toBe(false);
    expect(canRecordInPersonPayment({ ...order, fulfilment: { method: 'shipping' } })).toBe(false);
  });
});
