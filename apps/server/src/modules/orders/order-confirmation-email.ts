// The email a customer gets once an order is paid (or, paid in person, once it is placed): its
// lines, the totals in US dollars and where it goes, as plain text and as simple HTML. Everything
// the customer typed is HTML-escaped.
import { formatUsd, type Order } from '@canopy/contracts';
import { escapeHtml } from '../../lib/escape-html';
import type { MailMessage } from '../../lib/mailer';

export { escapeHtml };

/** Where the order goes: the heading above its address (a pickup order has none). */
function destinationLabel(order: Order): string {
  if (order.fulfilment.method === 'pickup') return 'Collected at the store';
  return order.fulfilment.method === 'delivery' ? 'Delivering to:' : 'Shipping to:';
}

function addressLines(order: Order): string[] {
  const address = order.shipping_address;
  if (address === null) return [order.customer_name];
  return [
    order.customer_name,
    address.line1,
    ...(address.line2 ? [address.line2] : []),
    `${address.city}, ${address.state} ${address.postal_code}`,
    address.country,
  ];
}

function totalRows(order: Order): Array<[string, string]> {
  return [
    ['Subtotal', formatUsd(order.subtotal)],
    ['Tax', formatUsd(order.tax)],
    ['Shipping', order.shipping === 0 ? 'Free' : formatUsd(order.shipping)],
    ...(order.discount > 0
      ? [
          [
            `Discount${order.referral_code ? ` (${order.referral_code})` : ''}`,
            `-${formatUsd(order.discount)}`,
          ] as [string, string],
        ]
      : []),
    ['Total', formatUsd(order.total)],
  ];
}

/** What the email says besides the lines and totals; a paid, shipped order's by default. */
export interface ConfirmationWording {
  opening: string;
  /** Where the order goes (its first line is the heading). */
  place: string[];
  closing: string[];
}

function paidWording(order: Order): ConfirmationWording {
  return {
    opening: `Thank you for your order ${order.number}. Your payment was received and we are getting it ready.`,
    place: [destinationLabel(order), ...addressLines(order)],
    closing: [],
  };
}

function text(order: Order, wording: ConfirmationWording): string {
  return [
    `Hi ${order.customer_name},`,
    '',
    wording.opening,
    '',
    ...order.items.map(
      (item) => `${item.quantity} × ${item.name} (${item.sku})  ${formatUsd(item.line_total)}`,
    ),
    '',
    ...totalRows(order).map(([label, amount]) => `${label}: ${amount}`),
    '',
    ...wording.place,
    '',
    ...wording.closing.flatMap((line) => [line, '']),
    'Canopy',
  ].join('\n');
}

function html(order: Order, wording: ConfirmationWording): string {
  const cell = 'padding:4px 8px;border-bottom:1px solid #e5e7eb';
  const items = order.items
    .map(
      (item) =>
        `<tr><td style="${cell}">${item.quantity} × ${escapeHtml(item.name)} <small>(${escapeHtml(item.sku)})</small></td>` +
        `<td style="${cell};text-align:right">${formatUsd(item.line_total)}</td></tr>`,
    )
    .join('');
  const totals = totalRows(order)
    .map(
      ([label, amount]) =>
        `<tr><td style="padding:4px 8px">${escapeHtml(label)}</td><td style="padding:4px 8px;text-align:right">${escapeHtml(amount)}</td></tr>`,
    )
    .join('');
  return [
    '<!doctype html><html><body style="font-family:sans-serif;color:#111827">',
    `<p>Hi ${escapeHtml(order.customer_name)},</p>`,
    `<p>${escapeHtml(wording.opening)}</p>`,
    `<table style="border-collapse:collapse">${items}${totals}</table>`,
    `<p><strong>${escapeHtml(wording.place[0] ?? '')}</strong><br>${wording.place.slice(1).map(escapeHtml).join('<br>')}</p>`,
    ...wording.closing.map((line) => `<p>${escapeHtml(line)}</p>`),
    '<p>Canopy</p>',
    '</body></html>',
  ].join('\n');
}

export function orderConfirmationEmail(
  order: Order,
  wording: ConfirmationWording = paidWording(order),
): MailMessage {
  return {
    to: order.customer_email,
    subject: `Your Canopy order ${order.number}`,
    text: text(order, wording),
    html: html(order, wording),
  };
}
