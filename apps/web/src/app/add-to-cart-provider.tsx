// Composes the catalogue's Add to Cart with the cart: the product goes into the cart state (the
// header count rises with it) and a toast says what happened, including when the stock is
// already all in the cart.
import type { Product } from '@canopy/contracts';
import { useCallback, type ReactNode } from 'react';
import { useToast, type ToastInput } from '../components/ui/use-toast';
import { addProductToCart, type AddToCartResult } from '../features/cart/add-to-cart';
import { AddToCartContext } from '../features/catalog/add-to-cart-context';
import { useAppDispatch } from './hooks';

export function addToCartToast(
  product: Product,
  requested: number,
  { added, inCart }: AddToCartResult,
): ToastInput {
  const stock = product.stock_quantity;
  if (added === 0) {
    return stock <= 0
      ? { title: `${product.name} is out of stock`, tone: 'info' }
      : {
          title: `No more ${product.name} in stock`,
          description:
            stock === 1
              ? 'The only one in stock is in your cart.'
              : `All ${stock} in stock are in your cart.`,
          tone: 'info',
        };
  }
  const title = `Added ${product.name} to cart`;
  if (added < requested)
    return {
      title,
      description: `Only ${stock} in stock: ${inCart} in your cart.`,
      tone: 'success',
    };
  if (inCart > 1) return { title, description: `${inCart} in your cart.`, tone: 'success' };
  return { title, tone: 'success' };
}

export function AddToCartProvider({ children }: { children: ReactNode }) {
  const dispatch = useAppDispatch();
  const toast = useToast();
  const addToCart = useCallback(
    (product: Product, quantity = 1) => {
      const result = dispatch(addProductToCart(product, quantity));
      toast(addToCartToast(product, quantity, result));
      return result;
    },
    [dispatch, toast],
  );
  return <AddToCartContext value={addToCart}>{children}</AddToCartContext>;
}
