import { SHIPPED_LIMIT_PACKS } from '@canopy/contracts';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { admittedWithCart, cartItem } from '../../../test/cart-setup';
import { renderApp } from '../../../test/render-app';
import { CONCENTRATE_1G, FLOWER_3_5G, limitCheckRoute } from '../../../test/purchase-limits-server';

const blueDream = cartItem({ id: 7, name: 'Blue Dream 3.5g', stock: 10, quantity: 2 });
const shatter = cartItem({ id: 8, name: 'Shatter 1g', sku: 'CO-SH-1', stock: 10, quantity: 1 });
const facts = { 7: FLOWER_3_5G, 8: CONCENTRATE_1G };

async function openDrawer() {
  const view = renderApp('/products/7');
  await view.user.click(await screen.findByRole('button', { name: /^Cart, \d+ items?$/ }));
  const drawer = await screen.findByRole('dialog', { name: /^Your Cart/ });
  return { ...view, drawer };
}

describe('the purchase-limit meter', () => {
  it('shows a line per bucket in the drawer and follows the quantities', async () => {
    const server = admittedWithCart(
      [blueDream, shatter],
      {},
      {
        'POST /orders/limit-check': limitCheckRoute(facts, { used: { non_concentrated: 7 } }),
      },
    );
    const { drawer, user } = await openDrawer();
    const meter = await within(drawer).findByRole('region', { name: 'Purchase limits' });
    expect(await within(meter).findByText('14.5 of 28.5 g flower left today')).toBeVisible();
    expect(within(meter).getByText('7 of 8 g concentrate left today')).toBeVisible();
    expect(within(meter).getByText('6 of 6 plants left today')).toBeVisible();
    expect(await server.last('POST /orders/limit-check')?.json()).toEqual({
      items: [
        { product_id: 7, quantity: 2 },
        { product_id: 8, quantity: 1 },
      ],
    });

    await user.click(
      within(drawer).getByRole('button', { name: 'Increase quantity of Blue Dream 3.5g' }),
    );
    expect(await within(meter).findByText('11 of 28.5 g flower left today')).toBeVisible();
  });

  it('says by how much the cart is over, and the cart page shows the meter too', async () => {
    admittedWithCart(
      [{ ...blueDream, quantity: 9 }],
      {},
      {
        'POST /orders/limit-check': limitCheckRoute(facts),
      },
    );
    renderApp('/cart');
    const meter = await screen.findByRole('region', { name: 'Purchase limits' });
    expect(
      await within(meter).findByText('31.5 of 28.5 g flower today: 3 g over the limit'),
    ).toBeVisible();
  });

  it('shows nothing new when the store sells without limits', async () => {
    const server = admittedWithCart(
      [blueDream],
      {},
      {
        'POST /orders/limit-check': limitCheckRoute(facts, { pack: SHIPPED_LIMIT_PACKS.none }),
      },
    );
    await openDrawer();
    await screen.findByText('Taxes and shipping calculated at checkout');
    await expect.poll(() => server.last('POST /orders/limit-check')).toBeDefined();
    expect(screen.queryByRole('region', { name: 'Purchase limits' })).not.toBeInTheDocument();
    expect(screen.queryByText(/left today/)).not.toBeInTheDocument();
  });

  it('sends the email this tab remembers from checkout', async () => {
    window.sessionStorage.setItem('canopy.limit_email', 'avery@example.com');
    const server = admittedWithCart(
      [blueDream],
      {},
      {
        'POST /orders/limit-check': limitCheckRoute(facts),
      },
    );
    await openDrawer();
    await screen.findByRole('region', { name: 'Purchase limits' });
    expect(await server.last('POST /orders/limit-check')?.json()).toMatchObject({
      customer_email: 'avery@example.com',
    });
    window.sessionStorage.clear();
  });
});
