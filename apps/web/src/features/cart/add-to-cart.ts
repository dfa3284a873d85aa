// Puts a catalogue product in the cart and says what actually happened, so the shopper can be
// told: the cart rule (never past the stock) may add fewer than asked, or nothing at all. What the
// cart would hold after an add is known beforehand, so a purchase-limit check can ask first.
import type { Product } from '@canopy/contracts';
import type { ThunkAction, UnknownAction } from '@reduxjs/toolkit';
import { cartProductFrom } from './cart-item';
import { addItem, lineLimit, type CartState } from './cart-slice';

export interface AddToCartResult {
  /** How many were added by this call (0 when the stock was already all in the cart). */
  added: number;
  /** How many of the product the cart holds now. */
  inCart: number;
}

const quantityInCart = (state: { cart: CartState }, productId: number) =>
  state.cart.items.find((item) => item.id === productId)?.quantity ?? 0;

/** The cart's lines (id and quantity) as they would be after adding `quantity` of `product`. */
export function linesAfterAdding(
  state: { cart: CartState },
  product: Product,
  quantity: number,
): { before: number; after: number; lines: Array<{ id: number; quantity: number }> } {
  const before = quantityInCart(state, product.id);
  const limit = lineLimit(state.cart, cartProductFrom(product));
  const after = before >= limit ? before : Math.min(before + quantity, limit);
  const others = state.cart.items
    .filter((item) => item.id !== product.id)
    .map((item) => ({ id: item.id, quantity: item.quantity }));
  return {
    before,
    after,
    lines: after > 0 ? [...others, { id: product.id, quantity: after }] : others,
  };
}

export function addProductToCart(
  product: Product,
  quantity = 1,
): ThunkAction<AddToCartResult, { cart: CartState }, unknown, UnknownAction> {
  return (dispatch, getState) => {
    const before = quantityInCart(getState(), product.id);
    dispatch(addItem({ ...cartProductFrom(product), quantity }));
    const inCart = quantityInCart(getState(), product.id);
    return { added: inCart - before, inCart };
  };
}
