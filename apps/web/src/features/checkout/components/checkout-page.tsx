// /checkout: the checkout of the cart it is given, the empty cart when there is nothing to buy,
// and the order confirmation at /checkout?order={id}. The cart and what happens to it once paid
// come from the composer in app/ (features never import each other).
import type { Order } from '@canopy/contracts';
import { useState, type ReactNode } from 'react';
import { flushSync } from 'react-dom';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { useAppDispatch } from '../../../app/hooks';
import type { SummaryItem } from '../../../components/order-summary/order-summary-totals';
import { PageHeader } from '../../../components/ui/page-header';
import { checkoutApi } from '../checkout-api';
import { clearCheckoutSession } from '../checkout-storage';
import { CheckoutFlow, type CheckoutCartActions } from './checkout-flow';
import { OrderConfirmation } from './order-confirmation';

export interface CheckoutPageProps extends CheckoutCartActions {
  items: readonly SummaryItem[];
  /** Called once the order is paid (the composer empties the cart). */
  onPaid: () => void;
  /** What an empty cart shows. */
  emptyCart: ReactNode;
  /** What changed in the cart since it was last seen (prices, stock). */
  notice?: ReactNode;
}

/** The ?order= of a confirmation: a positive whole number, null when absent, NaN when not one. */
function orderParam(value: string | null): number | null {
  if (value === null) return null;
  return /^\d{1,10}$/.test(value) ? Number(value) : Number.NaN;
}

export function CheckoutPage({ items, onPaid, emptyCart, notice, ...cart }: CheckoutPageProps) {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const location = useLocation();
  const [searchParams] = useSearchParams();
  // The order just paid, shown at once, before the navigation to its confirmation URL lands.
  const [paid, setPaid] = useState<{ orderId: number; locationKey: string } | null>(null);

  const requested = orderParam(searchParams.get('order'));
  const justPaid = paid?.locationKey === location.key ? paid.orderId : null;
  const confirmationId = requested ?? justPaid;

  function handlePaid(order: Order, orderToken: string) {
    clearCheckoutSession();
    dispatch(
      checkoutApi.util.upsertQueryEntries([
        { endpointName: 'getOrder', arg: { id: order.id, token: orderToken }, value: { order } },
      ]),
    );
    // The confirmation must be on screen before the cart empties, or the empty cart would flash.
    flushSync(() => setPaid({ orderId: order.id, locationKey: location.key }));
    onPaid();
    void navigate(`/checkout?order=${order.id}`, { replace: true });
  }

  if (confirmationId !== null)
    return <OrderConfirmation orderId={Number.isNaN(confirmationId) ? null : confirmationId} />;
  return (
    <>
      <PageHeader title="Checkout" />
      {items.length === 0 ? (
        <div className="mt-8 flex flex-col gap-6">
          {notice}
          <div className="rounded-2xl border border-zinc-200 bg-white dark:border-zinc-800 dark:bg-zinc-900">
            {emptyCart}
          </div>
        </div>
      ) : (
        <CheckoutFlow items={items} onPaid={handlePaid} notice={notice} {...cart} />
      )}
    </>
  );
}
