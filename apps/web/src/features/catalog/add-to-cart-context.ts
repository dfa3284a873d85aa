// What the catalogue needs from the cart, without importing it (features stay apart): a way to
// put a product in the cart. app/ provides it (AddToCartProvider), composing the cart feature,
// and tells the shopper what happened.
import type { Product } from '@canopy/contracts';
import { createContext, useContext } from 'react';

export interface AddToCartOutcome {
  /** How many were added (fewer than asked, or 0, when the stock is all in the cart). */
  added: number;
  /** How many of the product the cart holds now. */
  inCart: number;
}

export type AddToCart = (product: Product, quantity?: number) => AddToCartOutcome;

export const AddToCartContext = createContext<AddToCart | null>(null);

export function useAddToCart(): AddToCart {
  const addToCart = useContext(AddToCartContext);
  if (!addToCart) throw new Error('useAddToCart needs an <AddToCartProvider> above it');
  return addToCart;
}
