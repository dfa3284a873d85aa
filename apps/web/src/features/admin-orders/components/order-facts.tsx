// Who ordered, where it goes and how it was paid: the customer (name, email, phone), the
// shipping address and the payment (provider, the provider's intent id).
import type { AdminOrderDetail } from '@canopy/contracts';
import { StatusBadge } from '../../../components/ui/status-badge';
import { paymentProviderLabel } from '../order-display';
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

export function OrderShippingAddress({ order }: { order: AdminOrderDetail }) {
  // A pickup order has no address to show.
  if (order.shipping_address === null) return null;
  const { line1, line2, city, state, postal_code, country } = order.shipping_address;
  return (
    <DetailSection title="Shipping address">
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
        <Fact label="Provider">{paymentProviderLabel(order.payment_provider)}</Fact>
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
