// The checkout of a non-empty cart, in two steps beside the Order Summary: the details form until
// the order is placed, then the read-only details and 'Payment'. Once placed, the payment step and
// the summary are driven by the placed order (the server's lines and total, which the shopper
// already holds), so the summary always equals what the Pay button charges; the cart's lines the
// order holds are kept out of reach of live stock changes until the order is paid, declined for
// good or expired (docs/decisions/0016-checkout-driven-by-the-placed-order.md). The placed order
// is kept for this tab, so a reload returns to the payment; it belongs to the cart it was placed
// for, and a cart the shopper changed goes back to the form (placing again reserves the new cart).
// Under the summary, until the order is placed: the purchase-limit meter (with the email typed)
// and, when the server refused the cart for going over a limit, the buckets that are over.
import type { Order } from '@canopy/contracts';
import { useCallback, useState, type ReactNode } from 'react';
import { OrderSummary } from '../../../components/order-summary/order-summary';
import { LimitMeter } from '../../../components/purchase-limits/limit-meter';
import { LimitRefusal } from '../../../components/purchase-limits/limit-refusal';
import type { PurchaseLimitRefusal } from '../../../components/purchase-limits/purchase-limit-refusal';
import type { SummaryItem } from '../../../components/order-summary/order-summary-totals';
import { ErrorAlert } from '../../../components/ui/error-alert';
import { cartKeyOf, type CheckoutLine } from '../checkout-details';
import {
  forgetPlacedOrder,
  readAppliedReferral,
  readDetailsDraft,
  readPlacedOrder,
  rememberOrderToken,
  saveAppliedReferral,
  savePlacedOrder,
  type PlacedOrder,
} from '../checkout-storage';
import { DetailsForm } from './details-form';
import { DetailsReview } from './details-review';
import { PaymentStep } from './payment-step';

export const CART_CHANGED =
  'Your cart changed after you placed your order. Check your details and place the order again.';

/** What the checkout asks of the cart it is given (the composer in app/ wires the cart feature). */
export interface CheckoutCartActions {
  /** The shopper's order holds (or is about to hold) these lines. */
  onHold: (lines: readonly CheckoutLine[]) => void;
  /** Nothing is held any more: the order was refused or its hold ran out. */
  onRelease: () => void;
  onRemoveItem: (id: number) => void;
}

interface CheckoutFlowProps extends CheckoutCartActions {
  items: readonly SummaryItem[];
  onPaid: (order: Order, orderToken: string) => void;
  /** What changed in the cart since it was last seen (prices, stock), shown above the steps. */
  notice?: ReactNode;
}

/** The order's lines as the summary shows them. */
function orderLines(order: Order): SummaryItem[] {
  return order.items.map((item, index) => ({
    id: item.product_id ?? -index - 1,
    name: item.name,
    price: item.unit_price,
    quantity: item.quantity,
  }));
}

const heldLines = (order: Order): CheckoutLine[] =>
  order.items.flatMap((item) =>
    item.product_id === null ? [] : [{ id: item.product_id, quantity: item.quantity }],
  );

export function CheckoutFlow({
  items,
  onPaid,
  notice: cartNotice,
  onHold,
  onRelease,
  onRemoveItem,
}: CheckoutFlowProps) {
  const [placed, setPlaced] = useState(readPlacedOrder);
  const [referral, setReferral] = useState(readAppliedReferral);
  const [notice, setNotice] = useState<string | null>(null);
  const [email, setEmail] = useState(() => readDetailsDraft().customer_email);
  const [limitRefusal, setLimitRefusal] = useState<{
    cartKey: string;
    refusal: PurchaseLimitRefusal;
  } | null>(null);
  const cartKey = cartKeyOf(items);
  const showLimitRefusal = useCallback(
    (refusal: PurchaseLimitRefusal | null) => setLimitRefusal(refusal && { cartKey, refusal }),
    [cartKey],
  );
  const active = placed?.cart_key === cartKey ? placed : null;
  const shownNotice = placed && !active ? CART_CHANGED : notice;

  function changeReferral(next: typeof referral) {
    saveAppliedReferral(next);
    setReferral(next);
  }

  function place(next: PlacedOrder) {
    savePlacedOrder(next);
    rememberOrderToken(next.order.id, next.order_token);
    onHold(heldLines(next.order));
    setNotice(null);
    setPlaced(next);
  }

  function backToDetails(message: string | null) {
    forgetPlacedOrder();
    setNotice(message);
    setPlaced(null);
  }

  return (
    <div className="mt-8 grid gap-6 lg:grid-cols-[minmax(0,1fr)_24rem] lg:items-start lg:gap-8">
      {/* First in the page order: phones show what is being bought before the form. */}
      <div className="flex flex-col gap-4 lg:sticky lg:top-24 lg:col-start-2 lg:row-start-1">
        <OrderSummary
          items={active ? orderLines(active.order) : items}
          referralDiscount={referral?.discount ?? null}
          charged={active?.order ?? null}
        />
        {!active && limitRefusal?.cartKey === cartKey && (
          <LimitRefusal refusal={limitRefusal.refusal} />
        )}
        {!active && <LimitMeter lines={items} email={email} />}
      </div>
      <div className="flex min-w-0 flex-col gap-6 lg:col-start-1 lg:row-start-1">
        {cartNotice}
        {active ? (
          <>
            <DetailsReview order={active.order} onEdit={() => backToDetails(null)} />
            <PaymentStep
              placed={active}
              onPaid={(order) => onPaid(order, active.order_token)}
              onExpired={(message) => {
                // The hold ran out: the stock is back on sale, so nothing is held any more.
                onRelease();
                backToDetails(message);
              }}
            />
          </>
        ) : (
          <>
            {shownNotice && <ErrorAlert>{shownNotice}</ErrorAlert>}
            <DetailsForm
              items={items}
              referral={referral}
              onReferralChange={changeReferral}
              onPlaced={place}
              onHold={onHold}
              onRelease={onRelease}
              onRemoveItem={onRemoveItem}
              onEmailChange={setEmail}
              onLimitRefusal={showLimitRefusal}
            />
          </>
        )}
      </div>
    </div>
  );
}
