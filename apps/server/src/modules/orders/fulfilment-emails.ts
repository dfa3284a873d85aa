// The emails of pickup and local-delivery orders, as plain text and simple HTML: "ready for
// pickup" when a pickup order is made ready, "out for delivery" when a local-delivery order leaves
// the shop, and, for an order paid in person, the confirmation at placement naming what to bring
// (a valid ID and the payment). Slots are told on the store's clock. What the customer typed is
// HTML-escaped.
import { formatUsd, storeSlotLabel, type Order } from '@canopy/contracts';
import type { MailMessage } from '../../lib/mailer';
import { escapeHtml, orderConfirmationEmail } from './order-confirmation-email';

/** An address as emails print it on one line. */
export interface PostalAddress {
  line1: string;
  line2?: string | null;
  city: string;
  state: string;
  postal_code: string;
}

export interface FulfilmentEmailContext {
  timezone: string;
  storeAddress: PostalAddress | null;
}

function slotOf(order: Order, { timezone }: FulfilmentEmailContext): string {
  const { fulfilment } = order;
  if (!fulfilment.slot_start || !fulfilment.slot_end) return 'your chosen time';
  return storeSlotLabel(fulfilment.slot_start, fulfilment.slot_end, timezone);
}

function addressLine(address: PostalAddress | null): string | null {
  if (!address) return null;
  return [address.line1, address.line2, `${address.city}, ${address.state} ${address.postal_code}`]
    .filter((part): part is string => Boolean(part))
    .join(', ');
}

function message(order: Order, subject: string, paragraphs: string[]): MailMessage {
  const lines = [`Hi ${order.customer_name},`, ...paragraphs, 'Canopy'];
  return {
    to: order.customer_email,
    subject,
    text: lines.join('\n\n'),
    html: [
      '<!doctype html><html><body style="font-family:sans-serif;color:#111827">',
      ...lines.map((line) => `<p>${escapeHtml(line)}</p>`),
      '</body></html>',
    ].join('\n'),
  };
}

/** What to bring to the hand-off: a valid ID always, and the payment when it is still due. */
export function whatToBring(order: Order): string {
  return order.payment_status === 'unpaid' && order.payment_method === 'in_person'
    ? `Please bring a valid government-issued photo ID and the payment of ${formatUsd(order.total)} (cash or card).`
    : 'Please bring a valid government-issued photo ID.';
}

export function readyForPickupEmail(order: Order, context: FulfilmentEmailContext): MailMessage {
  const where = addressLine(context.storeAddress);
  return message(order, `Your Canopy order ${order.number} is ready for pickup`, [
    `Your order ${order.number} is ready for pickup ${slotOf(order, context)}${where ? ` at ${where}` : ''}.`,
    whatToBring(order),
  ]);
}

export function outForDeliveryEmail(order: Order, context: FulfilmentEmailContext): MailMessage {
  return message(order, `Your Canopy order ${order.number} is out for delivery`, [
    `Your order ${order.number} is out for delivery and arrives ${slotOf(order, context)}.`,
    whatToBring(order),
  ]);
}

/** The confirmation of an order paid in person, sent when it is placed. */
export function inPersonConfirmationEmail(
  order: Order,
  context: FulfilmentEmailContext,
): MailMessage {
  const pickup = order.fulfilment.method === 'pickup';
  const where = addressLine(context.storeAddress);
  return orderConfirmationEmail(order, {
    opening: `Thank you for your order ${order.number}. You pay ${pickup ? 'at pickup' : 'on delivery'}.`,
    place: pickup
      ? ['Pickup:', slotOf(order, context), ...(where ? [where] : [])]
      : ['Delivery:', slotOf(order, context), addressLine(order.shipping_address) ?? ''],
    closing: [whatToBring(order)],
  });
}
