// Keeps the cart in local storage so it survives reloads and closed tabs, and what this tab's
// open order holds in session storage (the order awaiting payment is this tab's too).
import { readStoredJson, STORAGE_KEYS, writeStoredJson } from '../../lib/storage';
import { isCartItemList, type CartItem } from './cart-item';

const HELD_KEY = 'canopy.cart_held';

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

// A plain check rather than a schema: this is read before the first paint.
function isHeldUnits(value: unknown): value is Record<number, number> {
  return (
    typeof value === 'object' &&
    value !== null &&
    !Array.isArray(value) &&
    Object.entries(value).every(
      ([id, units]) => /^\d+$/.test(id) && Number.isInteger(units) && (units as number) > 0,
    )
  );
}

export function readStoredHeld(): Record<number, number> {
  try {
    const raw = window.sessionStorage.getItem(HELD_KEY);
    const parsed: unknown = raw === null ? null : JSON.parse(raw);
    return isHeldUnits(parsed) ? parsed : {};
  } catch {
    return {};
  }
}

export function writeStoredHeld(held: Record<number, number>): void {
  try {
    if (Object.keys(held).length === 0) window.sessionStorage.removeItem(HELD_KEY);
    else window.sessionStorage.setItem(HELD_KEY, JSON.stringify(held));
  } catch {
    // Storage is full or disabled: the holding lives for this page only.
  }
}
