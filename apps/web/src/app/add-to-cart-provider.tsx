// Composes the catalogue's Add to Cart with the cart: the product goes into the cart state (the
// header count rises with it) and a toast says what happened, including when the stock is
// already all in the cart. When a purchase-limit pack is active and the new units would take the
// cart over a limit, nothing is added and the button is given the reason to show
// (purchase-limit-guard.ts, loaded on the first add).
import type { Product } from '@canopy/contracts';
import { useCallback, type ReactNode } from 'react';
import { useStore } from 'react-redux';
import { useToast, type ToastInput } from '../components/ui/use-toast';
import { paymentsConfigApi } from '../config/payments-config-api';
import {
  addProductToCart,
  linesAfterAdding,
  type AddToCartResult,
} from '../features/cart/add-to-cart';
import { AddToCartContext, type AddToCartOutcome } from '../features/catalog/add-to-cart-context';
import { useAppDispatch } from './hooks';
import type { RootState } from './store';

const loadLimitGuard = () => import('./storefront/purchase-limit-guard');

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
  const store = useStore<RootState>();
  const toast = useToast();
  const limitRefusal = useCallback(
    async (product: Product, quantity: number): Promise<AddToCartOutcome | null> => {
      // With no limits active (the payments config says so) the add is immediate, as it always was.
      const config = paymentsConfigApi.endpoints.getPaymentsConfig.select()(store.getState());
      if (config.data?.purchase_limits === false) return null;
      const { before, after, lines } = linesAfterAdding(store.getState(), product, quantity);
      if (after <= before) return null;
      const current = store
        .getState()
        .cart.items.map(({ id, quantity: n }) => ({ id, quantity: n }));
      try {
        const guard = await loadLimitGuard();
        const refusal = await guard.purchaseLimitRefusal(dispatch, product, current, lines);
        return refusal === null ? null : { added: 0, inCart: before, refusal };
      } catch {
        // The check could not run: add, and let checkout enforce the limits.
        return null;
      }
    },
    [dispatch, store],
  );
  const addToCart = useCallback(
    async (product: Product, quantity = 1): Promise<AddToCartOutcome> => {
      const refused = await limitRefusal(product, quantity);
      if (refused) return refused;
      const result = dispatch(addProductToCart(product, quantity));
      toast(addToCartToast(product, quantity, result));
      return { ...result, refusal: null };
    },
    [dispatch, limitRefusal, toast],
  );
  return <AddToCartContext value={addToCart}>{children}</AddToCartContext>;
}
