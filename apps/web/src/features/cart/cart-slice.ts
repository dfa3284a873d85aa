// The `cart` state section (docs/product.md#cart): adding an existing item raises its quantity
// by 1 only while below stock; a quantity is set only within 1..stock. The product page adds a
// chosen quantity at once, under the same rule: never past the stock. Neither ever goes past the
// per-item limit of GET /payments/config, which POST /orders enforces.
//
// A live stock change lowers a quantity above the new stock and removes a sold-out line, except
// for what the shopper's own open order holds (docs/decisions/0016-checkout-driven-by-the-placed-
// order.md): the server announces stock net of every reservation, the shopper's included, so
// what is available to this cart is the announced stock plus its own held units.
import type { StockUpdate } from '@canopy/contracts';
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { CLIENT_DEFAULTS } from '../../config/client-config';
import { paymentsConfigApi } from '../../config/payments-config-api';
import type { CartChange } from './cart-changes';
import type { CartItem, CartProduct } from './cart-item';
import { readStoredCart, readStoredHeld } from './cart-storage';

export interface CartState {
  items: CartItem[];
  /** Units per product id that the shopper's own placed, unpaid order holds (or is placing). */
  held?: Record<number, number>;
  /** The most of one product an order may hold. */
  maxPerItem?: number;
  /** What the last refresh from the server changed, until the shopper dismisses it. */
  changes?: CartChange[];
}

/** A cart line as the server has it now: null when the product is no longer on sale. */
export interface RefreshedLine {
  id: number;
  product: CartProduct | null;
}

/** The highest quantity a line may have: its stock, and never past the per-item limit. */
export function lineLimit(state: CartState, item: Pick<CartItem, 'stock'>): number {
  return Math.min(item.stock, state.maxPerItem ?? CLIENT_DEFAULTS.maxQuantityPerItem);
}

const heldFor = (state: CartState, id: number) => state.held?.[id] ?? 0;

export const cartSlice = createSlice({
  name: 'cart',
  initialState: (): CartState => ({ items: readStoredCart(), held: readStoredHeld() }),
  reducers: {
    addItem(state, { payload }: PayloadAction<CartProduct & { quantity?: number }>) {
      const { quantity: requested = 1, ...product } = payload;
      if (!Number.isInteger(requested) || requested <= 0) return;
      const existing = state.items.find((item) => item.id === product.id);
      const limit = lineLimit(state, product);
      if (existing) {
        // The latest stock we were told about is the limit.
        existing.stock = product.stock;
        if (existing.quantity < limit)
          existing.quantity = Math.min(existing.quantity + requested, limit);
        return;
      }
      if (limit > 0) state.items.push({ ...product, quantity: Math.min(requested, limit) });
    },
    setQuantity(state, { payload }: PayloadAction<{ id: number; quantity: number }>) {
      const item = state.items.find((line) => line.id === payload.id);
      const { quantity } = payload;
      if (!item || !Number.isInteger(quantity) || quantity <= 0) return;
      if (quantity > lineLimit(state, item)) return;
      item.quantity = quantity;
    },
    removeItem(state, { payload }: PayloadAction<number>) {
      state.items = state.items.filter((item) => item.id !== payload);
    },
    clearCart(state) {
      state.items = [];
      state.held = {};
      state.changes = [];
    },
    stockChanged(state, { payload }: PayloadAction<StockUpdate>) {
      const item = state.items.find((line) => line.id === payload.product_id);
      if (!item) return;
      const available = payload.stock + heldFor(state, item.id);
      if (available <= 0) {
        state.items = state.items.filter((line) => line.id !== payload.product_id);
        return;
      }
      item.stock = available;
      item.quantity = Math.min(item.quantity, available);
    },
    /** The shopper's order holds (or is about to hold) these units: live updates leave them be. */
    reservationHeld(
      state,
      { payload }: PayloadAction<ReadonlyArray<{ id: number; quantity: number }>>,
    ) {
      state.held = Object.fromEntries(payload.map((line) => [line.id, line.quantity]));
    },
    /** The order was refused, declined for good or ran out of time: nothing is held any more. */
    reservationReleased(state) {
      state.held = {};
    },
    /** Current prices, stock and availability from the server, and what they changed. */
    cartRefreshed(state, { payload }: PayloadAction<readonly RefreshedLine[]>) {
      const changes: CartChange[] = [];
      for (const { id, product } of payload) {
        const item = state.items.find((line) => line.id === id);
        if (!item) continue;
        const available = product ? product.stock + heldFor(state, id) : 0;
        if (!product || available <= 0) {
          changes.push({ kind: product ? 'sold_out' : 'unavailable', id, name: item.name });
          state.items = state.items.filter((line) => line.id !== id);
          continue;
        }
        if (product.price !== item.price)
          changes.push({ kind: 'price', id, name: item.name, from: item.price, to: product.price });
        const quantity = Math.min(item.quantity, lineLimit(state, { stock: available }));
        if (quantity < item.quantity)
          changes.push({
            kind: 'quantity',
            id,
            name: item.name,
            from: item.quantity,
            to: quantity,
          });
        Object.assign(item, product, { stock: available, quantity });
      }
      if (changes.length > 0) state.changes = changes;
    },
    cartChangesSeen(state) {
      state.changes = [];
    },
  },
  extraReducers: (builder) => {
    builder.addMatcher(
      paymentsConfigApi.endpoints.getPaymentsConfig.matchFulfilled,
      (state, { payload }) => {
        state.maxPerItem = payload.max_quantity_per_item;
      },
    );
  },
  selectors: {
    selectCartItems: (state) => state.items,
    selectCartItemCount: (state) => state.items.reduce((count, item) => count + item.quantity, 0),
    selectCartChanges: (state) => state.changes ?? NO_CHANGES,
    selectMaxPerItem: (state) => state.maxPerItem ?? CLIENT_DEFAULTS.maxQuantityPerItem,
  },
});

const NO_CHANGES: CartChange[] = [];

export const {
  addItem,
  setQuantity,
  removeItem,
  clearCart,
  stockChanged,
  reservationHeld,
  reservationReleased,
  cartRefreshed,
  cartChangesSeen,
} = cartSlice.actions;
export const { selectCartItems, selectCartItemCount, selectCartChanges, selectMaxPerItem } =
  cartSlice.selectors;
