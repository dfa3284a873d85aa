// Where and when a placed order reaches the shopper, for the review beside the payment and the
// confirmation: the shipping address; or the pickup time and the store's address; or the
// delivery time and address. Times are the store's wall clock (its time zone from the payments
// config). A pickup or delivery paid in person says what to bring.
import { formatUsd, PAY_IN_PERSON_LABELS, type Order } from '@canopy/contracts';
import type { ReactNode } from 'react';
import { useGetPaymentsConfigQuery } from '../../../config/payments-config-api';
import { SLOT_TIME_TERMS, slotLabel } from '../../../lib/slot-times';
import { ShippingAddress } from './shipping-address';

const termClass = 'text-xs font-medium tracking-wide text-zinc-600 uppercase dark:text-zinc-400';
const valueClass = 'mt-1 text-sm break-words text-zinc-900 dark:text-white';

function Fact({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div>
      <dt className={termClass}>{term}</dt>
      <dd className={valueClass}>{children}</dd>
    </div>
  );
}

export function OrderFulfilmentFacts({ order }: { order: Order }) {
  const { data: config } = useGetPaymentsConfigQuery();
  const { method, slot_start, slot_end } = order.fulfilment;
  const when =
    slot_start && slot_end && config
      ? slotLabel({ start: slot_start, end: slot_end }, config.timezone)
      : null;
  if (method === 'shipping')
    return (
      <Fact term="Ship to">
        <ShippingAddress name={order.customer_name} address={order.shipping_address} />
      </Fact>
    );
  return (
    <>
      {when && <Fact term={SLOT_TIME_TERMS[method]}>{when}</Fact>}
      <Fact term={method === 'pickup' ? 'Pick up at' : 'Deliver to'}>
        {method === 'pickup' ? (
          config && <ShippingAddress name="" address={config.store_address} />
        ) : (
          <ShippingAddress name={order.customer_name} address={order.shipping_address} />
        )}
      </Fact>
    </>
  );
}

/** What an order paid in person asks the shopper to bring; nothing for a card order. */
export function WhatToBring({ order }: { order: Order }) {
  const { method } = order.fulfilment;
  if (order.payment_method !== 'in_person' || method === 'shipping') return null;
  return (
    <div className="rounded-lg bg-brand-50 px-3 py-2.5 text-sm text-brand-900 dark:bg-brand-950 dark:text-brand-100">
      <p className="font-semibold">
        {PAY_IN_PERSON_LABELS[method]}: {formatUsd(order.total)}
      </p>
      <p className="mt-1">
        Bring a valid photo ID and the payment (cash or card). Your order is held for you until the
        end of your {method} time.
      </p>
    </div>
  );
}
