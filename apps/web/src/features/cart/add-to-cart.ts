// Puts a catalogue product in the cart and says what actually happened, so the shopper can be
// told: the cart rule (never past the stock) may add fewer than asked, or nothing at all.
import type { Product } from '@canopy/contracts';
import type { ThunkAction, UnknownAction } from '@reduxjs/toolkit';
import { cartProductFrom } from './cart-item';
import { addItem, type CartState } from './cart-slice';

export interface AddToCartResult {
  /** How many were added by this call (0 when the stock was already all in the cart). */
  added: number;
  /** How many of the product the cart holds now. */
  inCart: number;
}

const quantityInCart = (state: { cart: CartState }, productId: number) =>
  state.cart.items.find((item) => item.id === productId)?.quantity ?? 0;

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
