// How the admin order screens word an order's facts: dates in US style, who made a change, how
// and through whom it is paid, and the status labels of the shared status badge.
import {
  IN_PERSON_PAYMENT_LABELS,
  PAY_IN_PERSON_LABELS,
  type FulfilmentMethod,
  type OrderPaymentMethod,
  type OrderStatus,
  type PaymentStatus,
} from '@canopy/contracts';
import { STATUS_STYLES } from '../../components/ui/status-badge';

const day = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium' });
const dayAndTime = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });

export function formatOrderDate(iso: string): string {
  return day.format(new Date(iso));
}

export function formatOrderDateTime(iso: string): string {
  return dayAndTime.format(new Date(iso));
}

export function statusLabel(status: OrderStatus | PaymentStatus): string {
  return STATUS_STYLES[status].label;
}

const ACTORS: Record<string, string> = {
  customer: 'Customer',
  payment: 'Payment provider',
  system: 'System',
};

/** The event's actor: 'customer', 'payment', 'system' or 'admin:<username>'. */
export function actorLabel(actor: string): string {
  if (actor.startsWith('admin:')) return `Admin ${actor.slice('admin:'.length)}`;
  return ACTORS[actor] ?? actor;
}

/** "Card online", or paid at the counter or the door. */
export function paymentMethodLabel(order: {
  payment_method: OrderPaymentMethod;
  fulfilment: { method: FulfilmentMethod };
}): string {
  const { method } = order.fulfilment;
  if (order.payment_method === 'in_person' && method !== 'shipping')
    return PAY_IN_PERSON_LABELS[method];
  return 'Card online';
}

const PROVIDERS: Record<string, string> = {
  stripe: 'Stripe',
  test: 'Test provider (test mode)',
  // Recorded by staff at hand-off.
  cash: `${IN_PERSON_PAYMENT_LABELS.cash}, at hand-off`,
  card_present: `${IN_PERSON_PAYMENT_LABELS.card_present}, at hand-off`,
};

/** Who took the payment: the provider, staff at hand-off, or nobody yet. */
export function paymentProviderLabel(order: {
  payment_provider: string | null;
  payment_method: OrderPaymentMethod;
}): string {
  const provider = order.payment_provider;
  if (provider !== null) return PROVIDERS[provider] ?? provider;
  return order.payment_method === 'in_person' ? 'In person, recorded by staff' : 'Not chosen yet';
}
