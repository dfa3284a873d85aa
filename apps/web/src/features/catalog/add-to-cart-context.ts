// What the catalogue needs from the cart, without importing it (features stay apart): a way to
// put a product in the cart. app/ provides it (AddToCartProvider), composing the cart feature,
// and tells the shopper what happened; a purchase limit's refusal comes back for the button to
// show beside itself.
import type { Product } from '@canopy/contracts';
import { createContext, useContext } from 'react';

export interface AddToCartOutcome {
  /** How many were added (fewer than asked, or 0, when the stock is all in the cart). */
  added: number;
  /** How many of the product the cart holds now. */
  inCart: number;
  /** Why nothing was added: the units would go over a purchase limit. */
  refusal: string | null;
}

export type AddToCart = (product: Product, quantity?: number) => Promise<AddToCartOutcome>;

export const AddToCartContext = createContext<AddToCart | null>(null);

export function useAddToCart(): AddToCart {
  const addToCart = useContext(AddToCartContext);
  if (!addToCart) throw new Error('useAddToCart needs an <AddToCartProvider> above it');
  return addToCart;
}
