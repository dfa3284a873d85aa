// Brings the cart's lines up to date with the server when the cart page, the drawer or the
// checkout opens: a line keeps the price and stock it was added with, and the cart lives in local
// storage indefinitely, so a price change or an ended sale would otherwise show one total and
// charge another. Each line is read with GET /products/{id} (answered from the server's catalogue
// cache and revalidated with its ETag, so a small cart costs little); a 404 means the product is
// no longer on sale. What changed is kept in the cart state for the notice.
import { productSchema, type Product } from '@canopy/contracts';
import type { ThunkAction, UnknownAction } from '@reduxjs/toolkit';
import { useEffect } from 'react';
import { useAppDispatch } from '../../app/hooks';
import { api } from '../../lib/api';
import { cartProductFrom } from './cart-item';
import { cartRefreshed, type CartState, type RefreshedLine } from './cart-slice';

const cartProductsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getCartProduct: build.query<Product, number>({
      query: (id) => `/products/${String(id)}`,
      responseSchema: productSchema,
    }),
  }),
});

async function currentLine(
  dispatch: Parameters<ThunkAction<void, unknown, unknown, UnknownAction>>[0],
  id: number,
): Promise<RefreshedLine | null> {
  const result = await dispatch(
    cartProductsApi.endpoints.getCartProduct.initiate(id, {
      forceRefetch: true,
      subscribe: false,
    }),
  );
  if (result.data) return { id, product: cartProductFrom(result.data) };
  const status = result.error && 'status' in result.error ? result.error.status : null;
  // Anything but "not found" (offline, a server hiccup) leaves the line as it is.
  return status === 404 ? { id, product: null } : null;
}

export function refreshCart(): ThunkAction<
  Promise<void>,
  { cart: CartState },
  unknown,
  UnknownAction
> {
  return async (dispatch, getState) => {
    const ids = getState().cart.items.map((item) => item.id);
    if (ids.length === 0) return;
    const lines = await Promise.all(ids.map((id) => currentLine(dispatch, id)));
    dispatch(cartRefreshed(lines.filter((line): line is RefreshedLine => line !== null)));
  };
}

/** Refreshes the cart once when the screen that calls it opens (and again when `when` turns true). */
export function useCartRefresh(when = true): void {
  const dispatch = useAppDispatch();
  useEffect(() => {
    if (when) void dispatch(refreshCart());
  }, [dispatch, when]);
}
