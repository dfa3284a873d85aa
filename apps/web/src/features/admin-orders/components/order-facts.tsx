// Who ordered, how it reaches them and how it was paid: the customer (name, email, phone); the
// fulfilment (method, the pickup or delivery time in the store's time zone, paid by card or in
// person); the shipping or delivery address; the payment (provider, the provider's intent id).
import { FULFILMENT_METHOD_LABELS, type AdminOrderDetail } from '@canopy/contracts';
import { StatusBadge } from '../../../components/ui/status-badge';
import { useGetPaymentsConfigQuery } from '../../../config/payments-config-api';
import { SLOT_TIME_TERMS, slotLabel } from '../../../lib/slot-times';
import { paymentMethodLabel, paymentProviderLabel } from '../order-display';
import { DetailSection, Fact } from './detail-section';

export function OrderCustomer({ order }: { order: AdminOrderDetail }) {
  return (
    <DetailSection title="Customer">
      <dl className="flex flex-col gap-3">
        <Fact label="Name">{order.customer_name}</Fact>
        <Fact label="Email">
          <a
            href={`mailto:${order.customer_email}`}
            className="text-brand-700 underline-offset-4 hover:underline dark:text-brand-400"
          >
            {order.customer_email}
          </a>
        </Fact>
        <Fact label="Phone">{order.phone ?? 'Not given'}</Fact>
      </dl>
    </DetailSection>
  );
}

export function OrderFulfilment({ order }: { order: AdminOrderDetail }) {
  const { data: config } = useGetPaymentsConfigQuery();
  const { method, slot_start, slot_end } = order.fulfilment;
  return (
    <DetailSection title="Fulfilment">
      <dl className="flex flex-col gap-3">
        <Fact label="Method">{FULFILMENT_METHOD_LABELS[method]}</Fact>
        {method !== 'shipping' && slot_start && slot_end && (
          <Fact label={SLOT_TIME_TERMS[method]}>
            {config ? slotLabel({ start: slot_start, end: slot_end }, config.timezone) : '…'}
          </Fact>
        )}
        <Fact label="Paid">{paymentMethodLabel(order)}</Fact>
      </dl>
    </DetailSection>
  );
}

export function OrderShippingAddress({ order }: { order: AdminOrderDetail }) {
  // A pickup order has no address to show.
  if (order.shipping_address === null) return null;
  const { line1, line2, city, state, postal_code, country } = order.shipping_address;
  return (
    <DetailSection
      title={order.fulfilment.method === 'delivery' ? 'Delivery address' : 'Shipping address'}
    >
      <address className="text-sm leading-6 text-zinc-900 not-italic dark:text-white">
        {order.customer_name}
        <br />
        {line1}
        {line2 && (
          <>
            <br />
            {line2}
          </>
        )}
        <br />
        {city}, {state} {postal_code}
        <br />
        {country}
      </address>
    </DetailSection>
  );
}

export function OrderPayment({ order }: { order: AdminOrderDetail }) {
  return (
    <DetailSection title="Payment">
      <dl className="flex flex-col gap-3">
        <Fact label="Status">
          <StatusBadge status={order.payment_status} />
        </Fact>
        <Fact label="Provider">{paymentProviderLabel(order)}</Fact>
        <Fact label="Payment intent">
          {order.payment_intent_id ? (
            <span className="font-mono text-xs">{order.payment_intent_id}</span>
          ) : (
            'None'
          )}
        </Fact>
      </dl>
    </DetailSection>
  );
}
