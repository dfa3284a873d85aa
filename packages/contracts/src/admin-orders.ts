// The admin's orders and dashboard (docs/product.md#admin-back-office,
// docs/product.md#order-states). Allowed status moves come from
// order-status-rules.ts, which the screens and the server share.
import { z } from 'zod';
import { idCheckSchema } from './age-verification';
import { optionalCalendarDaySchema } from './calendar-day';
import { adminPageSchema, adminPageSizeSchema, pagedSchema } from './admin-catalog';
import { ORDER_STATUSES, PAYMENT_STATUSES } from './order-status-rules';
import { orderSchema } from './orders';
import { orderLimitsSchema } from './purchase-limits';

const emptyToUndefined = (value: unknown) => (value === '' ? undefined : value);
const isoDay = optionalCalendarDaySchema;

export const adminOrderListQuerySchema = z
  .object({
    page: adminPageSchema,
    size: adminPageSizeSchema,
    status: z.preprocess(emptyToUndefined, z.enum(ORDER_STATUSES).optional()),
    payment_status: z.preprocess(emptyToUndefined, z.enum(PAYMENT_STATUSES).optional()),
    /** An email (part of it) or an order number. */
    search: z.preprocess(emptyToUndefined, z.string().trim().max(200).optional()),
    /** UTC days, inclusive. */
    date_from: isoDay,
    date_to: isoDay,
  })
  .refine((q) => !q.date_from || !q.date_to || q.date_from <= q.date_to, {
    message: 'date_from must not be after date_to',
    path: ['date_from'],
  });
export type AdminOrderListQuery = z.input<typeof adminOrderListQuerySchema>;

export const adminOrderListItemSchema = z.object({
  id: z.number().int(),
  number: z.string(),
  status: z.enum(ORDER_STATUSES),
  payment_status: z.enum(PAYMENT_STATUSES),
  customer_email: z.string(),
  customer_name: z.string(),
  /** Dollars. */
  total: z.number(),
  /** Units over all lines. */
  item_count: z.number().int(),
  created_at: z.iso.datetime({ offset: true }),
});
export type AdminOrderListItem = z.infer<typeof adminOrderListItemSchema>;

export const adminOrderListResponseSchema = pagedSchema(adminOrderListItemSchema);
export type AdminOrderListResponse = z.infer<typeof adminOrderListResponseSchema>;

export const orderEventSchema = z.object({
  from_status: z.enum(ORDER_STATUSES).nullable(),
  to_status: z.enum(ORDER_STATUSES),
  /** 'customer', 'payment', 'system' or 'admin:<username>'. */
  actor: z.string(),
  at: z.iso.datetime({ offset: true }),
});
export type OrderEvent = z.infer<typeof orderEventSchema>;

/** Who checked the ID and when: what staff without orders.view_id see of a passing check. */
export const idCheckSummarySchema = idCheckSchema.pick({ checked_by: true, checked_at: true });
export type IdCheckSummary = z.infer<typeof idCheckSummarySchema>;

/** The full check (orders.view_id) or only who and when; the full shape first, as it is wider. */
export const adminOrderIdCheckSchema = z.union([idCheckSchema, idCheckSummarySchema]);
export type AdminOrderIdCheck = z.infer<typeof adminOrderIdCheckSchema>;

/** GET /admin/orders/{id}: the customer's view of the order plus what staff need. */
export const adminOrderDetailSchema = orderSchema.extend({
  payment_provider: z.string().nullable(),
  payment_intent_id: z.string().nullable(),
  updated_at: z.iso.datetime({ offset: true }),
  events: z.array(orderEventSchema),
  /**
   * The date of birth given at checkout (date-of-birth mode), present only for staff holding
   * orders.view_id; null when the order has none.
   */
  date_of_birth: z.string().nullable().optional(),
  /** The latest passing ID check at hand-off; only who and when without orders.view_id. */
  id_check: adminOrderIdCheckSchema.nullable(),
  /** What the order counted against the purchase-limit pack; null under the pack `none`. */
  limits: orderLimitsSchema.nullable(),
});
export type AdminOrderDetail = z.infer<typeof adminOrderDetailSchema>;

export const adminOrderResponseSchema = z.object({ order: adminOrderDetailSchema });

/** PUT (or PATCH) /admin/orders/{id}/status */
export const adminOrderStatusRequestSchema = z.object({ status: z.enum(ORDER_STATUSES) });

export const adminOrderDeleteResponseSchema = z.object({ deleted: z.literal(true) });

/** GET /admin/dashboard, in the dashboard's field names. Money in dollars. */
export const dashboardSchema = z.object({
  /** Paid, unrefunded orders. */
  totalRevenue: z.number(),
  /** The orders revenue counts (paid, unrefunded), so revenue ÷ orders is the average order. */
  totalOrders: z.number().int(),
  /** Active products. */
  totalProducts: z.number().int(),
  recentOrders: z.array(
    z.object({
      id: z.number().int(),
      number: z.string(),
      created_at: z.iso.datetime({ offset: true }),
      customer_email: z.string(),
      status: z.enum(ORDER_STATUSES),
      /** Beside the status: only paid orders count in the cards above the list. */
      payment_status: z.enum(PAYMENT_STATUSES),
      total: z.number(),
    }),
  ),
  lowStockProducts: z.array(
    z.object({
      id: z.number().int(),
      name: z.string(),
      sku: z.string(),
      stock: z.number().int(),
    }),
  ),
});
export type Dashboard = z.infer<typeof dashboardSchema>;
