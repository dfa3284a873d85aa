// The email a customer gets once an order is paid: its lines, the totals in US dollars and where
// it ships, as plain text and as simple HTML. Everything the customer typed is HTML-escaped.
import { formatUsd, type Order } from '@canopy/contracts';
import type { MailMessage } from '../../lib/mailer';

const HTML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => HTML_ESCAPES[character] ?? character);
}

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

function text(order: Order): string {
  return [
    `Hi ${order.customer_name},`,
    '',
    `Thank you for your order ${order.number}. Your payment was received and we are getting it ready.`,
    '',
    ...order.items.map(
      (item) => `${item.quantity} × ${item.name} (${item.sku})  ${formatUsd(item.line_total)}`,
    ),
    '',
    ...totalRows(order).map(([label, amount]) => `${label}: ${amount}`),
    '',
    destinationLabel(order),
    ...addressLines(order),
    '',
    'Canopy',
  ].join('\n');
}

function html(order: Order): string {
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
    `<p>Thank you for your order <strong>${escapeHtml(order.number)}</strong>. Your payment was received and we are getting it ready.</p>`,
    `<table style="border-collapse:collapse">${items}${totals}</table>`,
    `<p><strong>${escapeHtml(destinationLabel(order))}</strong><br>${addressLines(order).map(escapeHtml).join('<br>')}</p>`,
    '<p>Canopy</p>',
    '</body></html>',
  ].join('\n');
}

export function orderConfirmationEmail(order: Order): MailMessage {
  return {
    to: order.customer_email,
    subject: `Your Canopy order ${order.number}`,
    text: text(order),
    html: html(order),
  };
}
