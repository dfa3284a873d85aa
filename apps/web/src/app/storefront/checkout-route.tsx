// /checkout composed: the checkout feature's page with the cart feature's items, empty state and
// changes notice. Opening it refreshes the cart's prices and stock from the server; the lines of
// the order being placed or awaiting payment are held, so live stock changes leave them be; a
// paid order empties the cart.
import { useCallback } from 'react';
import { useCartRefresh } from '../../features/cart/cart-refresh';
import {
  clearCart,
  removeItem,
  reservationHeld,
  reservationReleased,
  selectCartItems,
} from '../../features/cart/cart-slice';
import { CartChangesNotice } from '../../features/cart/components/cart-changes-notice';
import { EmptyCart } from '../../features/cart/components/empty-cart';
import type { CheckoutLine } from '../../features/checkout/checkout-details';
import { CheckoutPage } from '../../features/checkout/components/checkout-page';
import { useAppDispatch, useAppSelector } from '../hooks';

export function CheckoutRoute() {
  const items = useAppSelector(selectCartItems);
  const dispatch = useAppDispatch();
  useCartRefresh();
  const emptyCart = useCallback(() => dispatch(clearCart()), [dispatch]);
  const hold = useCallback(
    (lines: readonly CheckoutLine[]) => dispatch(reservationHeld(lines)),
    [dispatch],
  );
  const release = useCallback(() => dispatch(reservationReleased()), [dispatch]);
  const remove = useCallback((id: number) => dispatch(removeItem(id)), [dispatch]);
  return (
    <CheckoutPage
      items={items}
      onPaid={emptyCart}
      emptyCart={<EmptyCart />}
      notice={<CartChangesNotice />}
      onHold={hold}
      onRelease={release}
      onRemoveItem={remove}
    />
  );
}
