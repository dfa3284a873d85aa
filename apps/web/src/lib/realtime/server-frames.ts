// Reads the socket's server frames, JSON `{type, data}`, against the contract. The
// two stock messages carry `{product_id, stock}` and `slot_update` carries `{method, start,
// available}`; they arrive checked; the others pass their data through as it came. Anything else (not JSON, an unknown type, a malformed stock
// message) is junk and reads as null.
import {
  slotUpdateSchema,
  stockUpdateSchema,
  WS_SERVER_MESSAGE_TYPES,
  type SlotUpdate,
  type StockUpdate,
  type WsServerMessageType,
} from '@canopy/contracts';
import { z } from 'zod';

type StockMessageType = 'stock_update' | 'inventory_update';

export type LiveServerMessage =
  | { type: StockMessageType; data: StockUpdate }
  | { type: 'slot_update'; data: SlotUpdate }
  | { type: Exclude<WsServerMessageType, StockMessageType | 'slot_update'>; data: unknown };

const serverFrameSchema = z.object({ type: z.enum(WS_SERVER_MESSAGE_TYPES), data: z.unknown() });

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

export function readServerFrame(raw: unknown): LiveServerMessage | null {
  if (typeof raw !== 'string') return null;
  const frame = serverFrameSchema.safeParse(parseJson(raw));
  if (!frame.success) return null;
  const { type, data } = frame.data;
  if (type === 'stock_update' || type === 'inventory_update') {
    const update = stockUpdateSchema.safeParse(data);
    return update.success ? { type, data: update.data } : null;
  }
  if (type === 'slot_update') {
    const update = slotUpdateSchema.safeParse(data);
    return update.success ? { type, data: update.data } : null;
  }
  return { type, data };
}
