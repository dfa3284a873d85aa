import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { installFakeFetch } from '../../../test/fake-fetch';
import { productFixture, renderWithShop } from '../../../test/product-fixtures';
import { FLOWER_3_5G, limitCheckRoute } from '../../../test/purchase-limits-server';
import { ProductCard } from './product-card';

const facts = {
  7: FLOWER_3_5G,
  8: { limit_class: 'accessory' as const, net_weight_g: null, thc_mg: null },
};

describe('Add to Cart under purchase limits', () => {
  it('explains beside the button and adds nothing when the unit would go over', async () => {
    const server = installFakeFetch({
      'POST /orders/limit-check': limitCheckRoute(facts, { used: { non_concentrated: 26 } }),
    });
    const { user, store } = renderWithShop(<ProductCard product={productFixture()} />);
    const add = screen.getByRole('button', { name: 'Add to Cart: Blue Dream' });
    await user.click(add);

    const reason =
      'Not added: Blue Dream would go over your purchase limit (2.5 of 28.5 g flower left today).';
    expect(await screen.findByText(reason)).toBeVisible();
    expect(add).toHaveAccessibleDescription(reason);
    expect(store.getState().cart.items).toEqual([]);
    expect(screen.queryByText('Added Blue Dream to cart')).not.toBeInTheDocument();
    expect(await server.last('POST /orders/limit-check')?.json()).toEqual({
      items: [{ product_id: 7, quantity: 1 }],
    });
  });

  it('adds when the unit fits, and adds a product that counts nowhere even with a bucket over', async () => {
    installFakeFetch({
      'POST /orders/limit-check': limitCheckRoute(facts, { used: { non_concentrated: 25 } }),
    });
    const { user, cartQuantity } = renderWithShop(
      <>
        <ProductCard product={productFixture()} />
        <ProductCard product={productFixture({ id: 8, name: 'Grinder', sku: 'AC-GR-1' })} />
      </>,
    );
    await user.click(screen.getByRole('button', { name: 'Add to Cart: Blue Dream' }));
    expect(await screen.findByText('Added Blue Dream to cart')).toBeInTheDocument();
    expect(cartQuantity(7)).toBe(1);

    // A second 3.5 g would make 32 g of 28.5: refused; the grinder still goes in.
    await user.click(screen.getByRole('button', { name: 'Add to Cart: Blue Dream' }));
    expect(await screen.findByText(/^Not added: Blue Dream/)).toBeVisible();
    expect(cartQuantity(7)).toBe(1);
    await user.click(screen.getByRole('button', { name: 'Add to Cart: Grinder' }));
    await waitFor(() => expect(cartQuantity(8)).toBe(1));
  });

  it('adds when the check cannot run: checkout enforces the limits', async () => {
    installFakeFetch({});
    const { user, cartQuantity } = renderWithShop(<ProductCard product={productFixture()} />);
    await user.click(screen.getByRole('button', { name: 'Add to Cart: Blue Dream' }));
    await waitFor(() => expect(cartQuantity(7)).toBe(1));
  });
});
