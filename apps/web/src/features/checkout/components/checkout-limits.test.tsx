import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { json } from '../../../test/fake-fetch';
import { renderApp } from '../../../test/render-app';
import { blueDream, bodyOf, checkoutWithCart, fillDetails } from '../../../test/checkout-setup';
import { FLOWER_3_5G, limitCheckRoute } from '../../../test/purchase-limits-server';
import { OVER_LIMIT } from './details-form';

beforeEach(() => {
  window.sessionStorage.clear();
});

const refusal = {
  detail: 'This order goes over the purchase limits: flower.',
  error: 'purchase_limit_exceeded',
  buckets: [
    {
      key: 'non_concentrated',
      label: 'flower',
      unit: 'g',
      limit: 28.5,
      used: 21,
      this_order: 7,
    },
  ],
};

describe('checkout under purchase limits', () => {
  it('shows the meter for the email typed, then a refusal’s buckets beside the cart', async () => {
    const server = checkoutWithCart([blueDream], {
      'POST /orders/limit-check': limitCheckRoute({ 7: FLOWER_3_5G }),
      'POST /orders': () => json(refusal, 422),
    });
    const { user } = renderApp('/checkout');
    const meter = await screen.findByRole('region', { name: 'Purchase limits' });
    expect(await within(meter).findByText('21.5 of 28.5 g flower left today')).toBeVisible();

    await fillDetails(user);
    await waitFor(async () =>
      expect(await bodyOf(server.last('POST /orders/limit-check'))).toEqual({
        customer_email: 'avery@example.com',
        items: [{ product_id: 7, quantity: 2 }],
      }),
    );

    await user.click(screen.getByRole('button', { name: 'Place order' }));
    const refused = await screen.findByRole('heading', { name: 'Over a purchase limit' });
    const box = refused.closest('[role="alert"]') as HTMLElement;
    expect(within(box).getByText(refusal.detail)).toBeVisible();
    expect(
      within(box).getByText(
        'flower: 21 g already bought + 7 g in this order = 28 g; the limit is 28.5 g',
      ),
    ).toBeVisible();
    expect(screen.getByText(OVER_LIMIT)).toBeVisible();
    expect(screen.queryByText('Please check the details marked above.')).not.toBeInTheDocument();
    // Nothing is held: the order was not placed.
    expect(screen.getByRole('button', { name: 'Place order' })).toBeEnabled();
    expect(window.sessionStorage.getItem('canopy.limit_email')).toBe('avery@example.com');
  });

  it('keeps the refusal only for the cart it was about', async () => {
    checkoutWithCart([blueDream], { 'POST /orders': () => json(refusal, 422) });
    const { user } = renderApp('/checkout');
    await fillDetails(user);
    await user.click(screen.getByRole('button', { name: 'Place order' }));
    await screen.findByRole('heading', { name: 'Over a purchase limit' });
    await user.click(screen.getByRole('button', { name: 'Cart, 2 items' }));
    const drawer = await screen.findByRole('dialog', { name: /^Your Cart/ });
    await user.click(
      within(drawer).getByRole('button', { name: 'Decrease quantity of Blue Dream 3.5g' }),
    );
    await waitFor(() =>
      expect(
        screen.queryByRole('heading', { name: 'Over a purchase limit' }),
      ).not.toBeInTheDocument(),
    );
  });
});
