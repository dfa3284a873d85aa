// /checkout composed: the checkout feature's page with the cart feature's items and empty state;
// a paid order empties the cart.
import { useCallback } from 'react';
import { EmptyCart } from '../../features/cart/components/empty-cart';
import { clearCart, selectCartItems } from '../../features/cart/cart-slice';
import { CheckoutPage } from '../../features/checkout/components/checkout-page';
import { useAppDispatch, useAppSelector } from '../hooks';

export function CheckoutRoute() {
  const items = useAppSelector(selectCartItems);
  const dispatch = useAppDispatch();
  const emptyCart = useCallback(() => dispatch(clearCart()), [dispatch]);
  return <CheckoutPage items={items} onPaid={emptyCart} emptyCart={<EmptyCart />} />;
}
