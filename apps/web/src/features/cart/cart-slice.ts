// The `cart` state section (docs/product.md#cart): adding an existing item raises its quantity
// by 1 only while below stock; a quantity is set only within 1..stock. The product page adds a
// chosen quantity at once, under the same rule: never past the stock. A live stock change
// lowers a quantity above the new stock and removes a sold-out line.
import type { StockUpdate } from '@canopy/contracts';
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { CartItem, CartProduct } from './cart-item';
import { readStoredCart } from './cart-storage';

export interface CartState {
  items: CartItem[];
}

export const cartSlice = createSlice({
  name: 'cart',
  initialState: (): CartState => ({ items: readStoredCart() }),
  reducers: {
    addItem(state, { payload }: PayloadAction<CartProduct & { quantity?: number }>) {
      const { quantity: requested = 1, ...product } = payload;
      if (!Number.isInteger(requested) || requested <= 0) return;
      const existing = state.items.find((item) => item.id === product.id);
      if (existing) {
        // The latest stock we were told about is the limit.
        existing.stock = product.stock;
        if (existing.quantity < product.stock)
          existing.quantity = Math.min(existing.quantity + requested, product.stock);
        return;
      }
      if (product.stock > 0)
        state.items.push({ ...product, quantity: Math.min(requested, product.stock) });
    },
    setQuantity(state, { payload }: PayloadAction<{ id: number; quantity: number }>) {
      const item = state.items.find((line) => line.id === payload.id);
      const { quantity } = payload;
      if (!item || !Number.isInteger(quantity) || quantity <= 0 || quantity > item.stock) return;
      item.quantity = quantity;
    },
    removeItem(state, { payload }: PayloadAction<number>) {
      state.items = state.items.filter((item) => item.id !== payload);
    },
    clearCart(state) {
      state.items = [];
    },
    stockChanged(state, { payload }: PayloadAction<StockUpdate>) {
      const item = state.items.find((line) => line.id === payload.product_id);
      if (!item) return;
      if (payload.stock <= 0) {
        state.items = state.items.filter((line) => line.id !== payload.product_id);
        return;
      }
      item.stock = payload.stock;
      item.quantity = Math.min(item.quantity, payload.stock);
    },
  },
  selectors: {
    selectCartItems: (state) => state.items,
    selectCartItemCount: (state) => state.items.reduce((count, item) => count + item.quantity, 0),
  },
});

export const { addItem, setQuantity, removeItem, clearCart, stockChanged } = cartSlice.actions;
export const { selectCartItems, selectCartItemCount } = cartSlice.selectors;
