// An order as it leaves the server: dollars instead of cents, ISO dates, the API's field names.
// `toOrder` is the customer's full view; `toOrderUpdate` is the `order_update` frame admins get.
import { centsToDollars, type Order } from '@canopy/contracts';
import { toOrderFulfilment } from '../fulfilment/order-fulfilment-view';
import type { OrderRecord, OrderRow } from './orders.repository';

export function toOrder({ order, items, referralCode }: OrderRecord): Order {
  return {
    id: order.id,
    number: order.number,
    status: order.status,
    payment_status: order.paymentStatus,
    customer_email: order.customerEmail,
    customer_name: order.customerName,
    phone: order.phone,
    shipping_address: order.shippingAddress,
    items: items.map((item) => ({
      product_id: item.productId,
      name: item.name,
      sku: item.sku,
      unit_price: centsToDollars(item.unitPriceCents),
      quantity: item.quantity,
      line_total: centsToDollars(item.lineTotalCents),
    })),
    subtotal: centsToDollars(order.subtotalCents),
    tax: centsToDollars(order.taxCents),
    tax_rate: order.taxRate,
    shipping: centsToDollars(order.shippingCents),
    discount: centsToDollars(order.discountCents),
    total: centsToDollars(order.totalCents),
    referral_code: referralCode,
    reserved_until: order.reservedUntil?.toISOString() ?? null,
    age_verification: order.ageVerification ?? null,
    fulfilment: toOrderFulfilment(order),
    payment_method: order.paymentMethod,
    created_at: order.createdAt.toISOString(),
  };
}

/** The `order_update` frame's data: what the admin's order list and dashboard show. */
export interface OrderUpdate {
  id: number;
  number: string;
  status: OrderRow['status'];
  payment_status: OrderRow['paymentStatus'];
  customer_email: string;
  total: number;
  created_at: string;
  updated_at: string;
}

export function toOrderUpdate(order: OrderRow): OrderUpdate {
  return {
    id: order.id,
    number: order.number,
    status: order.status,
    payment_status: order.paymentStatus,
    customer_email: order.customerEmail,
    total: centsToDollars(order.totalCents),
    created_at: order.createdAt.toISOString(),
    updated_at: order.updatedAt.toISOString(),
  };
}
