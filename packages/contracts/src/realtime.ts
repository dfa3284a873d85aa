// Websocket frames: JSON `{type, data}` (docs/product.md#live-stock-updates).
import { z } from 'zod';
import { SLOT_METHODS } from './fulfilment-rules';

export const WS_ROOMS = ['products', 'admin'] as const;
export type WsRoom = (typeof WS_ROOMS)[number];

export const wsClientMessageSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('ping') }),
  z.object({ type: z.literal('subscribe'), room: z.enum(WS_ROOMS) }),
  z.object({ type: z.literal('unsubscribe'), room: z.enum(WS_ROOMS) }),
]);
export type WsClientMessage = z.infer<typeof wsClientMessageSchema>;

export const WS_SERVER_MESSAGE_TYPES = [
  'connection',
  'stock_update',
  'inventory_update',
  'order_update',
  'configuration_update',
  'slot_update',
  'subscription',
  'pong',
  'error',
] as const;
export type WsServerMessageType = (typeof WS_SERVER_MESSAGE_TYPES)[number];

export interface WsServerMessage<T = unknown> {
  type: WsServerMessageType;
  data: T;
}

export const stockUpdateSchema = z.object({
  product_id: z.number().int(),
  stock: z.number().int(),
});
export type StockUpdate = z.infer<typeof stockUpdateSchema>;

/** A pickup or delivery slot's places changed (decision 0037); sent to the `products` room. */
export const slotUpdateSchema = z.object({
  method: z.enum(SLOT_METHODS),
  /** The slot's start, ISO-8601 with the store's offset, as GET /fulfilment/slots gives it. */
  start: z.string(),
  /** Places left: capacity − booked, never below 0. */
  available: z.number().int(),
});
export type SlotUpdate = z.infer<typeof slotUpdateSchema>;
