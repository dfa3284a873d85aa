import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../../test/render-app';
import { admittedWithCart, cartItem } from '../../../test/cart-setup';

const blueDream = cartItem({ id: 7, name: 'Blue Dream 3.5g', price: 34.99, stock: 3, quantity: 2 });
const ogKush = cartItem({ id: 8, name: 'OG Kush 1g', price: 12.5, sku: 'OG-1', stock: 5 });

async function openDrawer(path = '/checkout') {
  const view = renderApp(path);
  await view.user.click(await screen.findByRole('button', { name: /^Cart, \d+ items?$/ }));
  const drawer = await screen.findByRole('dialog', { name: /^Your Cart/ });
  return { ...view, drawer };
}

describe('cart drawer', () => {
  it('shows the item count, each line, the subtotal and the checkout note', async () => {
    admittedWithCart([blueDream, ogKush]);
    const { drawer } = await openDrawer();
    expect(within(drawer).getByRole('heading', { name: 'Your Cart (3 items)' })).toBeVisible();
    const lines = within(within(drawer).getByRole('list', { name: 'Cart items' })).getAllByRole(
      'listitem',
    );
    expect(
      lines.map((line) => within(line).getByText(/^(Blue Dream 3.5g|OG Kush 1g)$/).textContent),
    ).toEqual(['Blue Dream 3.5g', 'OG Kush 1g']);
    expect(within(drawer).getByText('$34.99')).toBeVisible();
    // 2 × $34.99 + 1 × $12.50
    expect(within(drawer).getByText('Subtotal').nextSibling).toHaveTextContent('$82.48');
    expect(within(drawer).getByText('Taxes and shipping calculated at checkout')).toBeVisible();
  });

  it('keeps each quantity within 1..stock and removes a line', async () => {
    admittedWithCart([blueDream, ogKush]);
    const { drawer, user, store } = await openDrawer();
    const increase = within(drawer).getByRole('button', {
      name: 'Increase quantity of Blue Dream 3.5g',
    });
    await user.click(increase);
    expect(increase).toBeDisabled();
    expect(
      within(drawer).getByRole('spinbutton', { name: 'Quantity of Blue Dream 3.5g' }),
    ).toHaveValue(3);
    expect(within(drawer).getByRole('heading', { name: 'Your Cart (4 items)' })).toBeVisible();
    expect(
      within(drawer).getByRole('button', { name: 'Decrease quantity of OG Kush 1g' }),
    ).toBeDisabled();

    await user.click(within(drawer).getByRole('button', { name: 'Remove Blue Dream 3.5g' }));
    expect(store.getState().cart.items.map((item) => item.id)).toEqual([8]);
    expect(within(drawer).getByText('Subtotal').nextSibling).toHaveTextContent('$12.50');
  });

  it('clears the cart only after the confirm step', async () => {
    admittedWithCart([blueDream, ogKush]);
    const { drawer, user, store } = await openDrawer();
    await user.click(within(drawer).getByRole('button', { name: 'Clear Cart' }));
    const question = within(drawer).getByRole('group', { name: 'Clear all items from cart?' });
    await user.click(within(question).getByRole('button', { name: 'Cancel' }));
    expect(store.getState().cart.items).toHaveLength(2);
    expect(within(drawer).queryByText('Clear all items from cart?')).not.toBeInTheDocument();

    await user.click(within(drawer).getByRole('button', { name: 'Clear Cart' }));
    await user.click(within(drawer).getByRole('button', { name: 'Confirm' }));
    expect(store.getState().cart.items).toEqual([]);
    expect(within(drawer).getByRole('heading', { name: 'Your Cart is Empty' })).toBeVisible();
  });

  it('shows the empty cart, whose Continue Shopping goes to the catalogue and closes', async () => {
    admittedWithCart([]);
    const { drawer, user, router } = await openDrawer();
    expect(within(drawer).getByRole('heading', { name: 'Your Cart (0 items)' })).toBeVisible();
    expect(within(drawer).getByRole('heading', { name: 'Your Cart is Empty' })).toBeVisible();
    await user.click(within(drawer).getByRole('link', { name: 'Continue Shopping' }));
    // The catalogue is a lazy route: the navigation completes once its chunk is in.
    await waitFor(() => expect(router.location.pathname).toBe('/products'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('Proceed to Checkout goes to /checkout and closes the drawer', async () => {
    admittedWithCart([ogKush]);
    const { drawer, user, router } = await openDrawer('/cart');
    await user.click(within(drawer).getByRole('button', { name: 'Proceed to Checkout' }));
    await waitFor(() => expect(router.location.pathname).toBe('/checkout'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('closes on Escape and with Close cart, returning the focus to the cart button', async () => {
    admittedWithCart([ogKush]);
    const { user } = await openDrawer();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    const cartButton = screen.getByRole('button', { name: 'Cart, 1 item' });
    // Radix gives the focus back once the dialog has gone.
    await waitFor(() => expect(cartButton).toHaveFocus());

    await user.click(cartButton);
    await user.click(await screen.findByRole('button', { name: 'Close cart' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
