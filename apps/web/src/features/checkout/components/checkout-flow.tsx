// The checkout of a non-empty cart, in two steps beside the Order Summary: the details form until
// the order is placed, then the read-only details and 'Payment'. The placed order is kept for this
// tab, so a reload returns to the payment; it belongs to the cart it was placed for, and a changed
// cart goes back to the form (placing again reserves the new cart).
import type { Order } from '@canopy/contracts';
import { useState } from 'react';
import { OrderSummary } from '../../../components/order-summary/order-summary';
import type { SummaryItem } from '../../../components/order-summary/order-summary-totals';
import { ErrorAlert } from '../../../components/ui/error-alert';
import { cartKeyOf } from '../checkout-details';
import {
  forgetPlacedOrder,
  readAppliedReferral,
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

interface CheckoutFlowProps {
  items: readonly SummaryItem[];
  onPaid: (order: Order, orderToken: string) => void;
}

export function CheckoutFlow({ items, onPaid }: CheckoutFlowProps) {
  const [placed, setPlaced] = useState(readPlacedOrder);
  const [referral, setReferral] = useState(readAppliedReferral);
  const [notice, setNotice] = useState<string | null>(null);
  const active = placed?.cart_key === cartKeyOf(items) ? placed : null;
  const shownNotice = placed && !active ? CART_CHANGED : notice;

  function changeReferral(next: typeof referral) {
    saveAppliedReferral(next);
    setReferral(next);
  }

  function place(next: PlacedOrder) {
    savePlacedOrder(next);
    rememberOrderToken(next.order.id, next.order_token);
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
      <OrderSummary
        items={items}
        referralDiscount={referral?.discount ?? null}
        className="lg:sticky lg:top-24 lg:col-start-2 lg:row-start-1"
      />
      <div className="flex min-w-0 flex-col gap-6 lg:col-start-1 lg:row-start-1">
        {active ? (
          <>
            <DetailsReview order={active.order} onEdit={() => backToDetails(null)} />
            <PaymentStep
              placed={active}
              onPaid={(order) => onPaid(order, active.order_token)}
              onExpired={backToDetails}
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
            />
          </>
        )}
      </div>
    </div>
  );
}
