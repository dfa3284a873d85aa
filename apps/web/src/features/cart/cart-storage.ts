// Keeps the cart in local storage so it survives reloads and closed tabs.
import { readStoredJson, STORAGE_KEYS, writeStoredJson } from '../../lib/storage';
import { isCartItemList, type CartItem } from './cart-item';

export function readStoredCart(): CartItem[] {
  const items = readStoredJson(STORAGE_KEYS.cart, isCartItemList) ?? [];
  // A stored line can never exceed the stock it was saved with.
  return items
    .filter((item) => item.stock > 0)
    .map((item) => ({
      ...item,
      quantity: Math.min(item.quantity, item.stock),
    }));
}

export function writeStoredCart(items: CartItem[]): void {
  writeStoredJson(STORAGE_KEYS.cart, items);
}
