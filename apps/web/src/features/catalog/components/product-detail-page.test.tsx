import type { Product } from '@canopy/contracts';
import { act, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { STORAGE_KEYS } from '../../../lib/storage';
import { installFakeFetch, json, type FakeRoute } from '../../../test/fake-fetch';
import { renderApp } from '../../../test/render-app';
import { productFixture } from '../../../test/product-fixtures';
import { paymentsConfigFixture } from '../../../test/payments-config';

const paymentsConfig = () => json(paymentsConfigFixture());

function serve(productRoute: FakeRoute) {
  return installFakeFetch({
    'GET /products/7': productRoute,
    'GET /payments/config': paymentsConfig,
  });
}

const serveProduct = (product: Product) => serve(() => json(product));

describe('product page', () => {
  beforeEach(() => {
    window.localStorage.setItem(STORAGE_KEYS.accessCode, 'DEMO42');
  });

  it('shows a loading state until the product arrives', async () => {
    let answer: (response: Response) => void = () => undefined;
    serve(() => new Promise<Response>((resolve) => (answer = resolve)));
    renderApp('/products/7');

    expect(await screen.findByText('Loading product...')).toBeInTheDocument();
    answer(json(productFixture()));
    expect(
      await screen.findByRole('heading', { name: 'Blue Dream', level: 1 }),
    ).toBeInTheDocument();
    expect(screen.queryByText('Loading product...')).not.toBeInTheDocument();
  });

  it('shows every detail of the product', async () => {
    serveProduct(productFixture({ retail_price: 40, sale_price: 30, stock_quantity: 8 }));
    renderApp('/products/7');

    const main = await screen.findByRole('main');
    expect(
      await within(main).findByRole('heading', { name: 'Blue Dream', level: 1 }),
    ).toBeVisible();
    expect(document.title).toBe('Blue Dream · Canopy');
    expect(within(main).getByRole('img', { name: 'Blue Dream' })).toHaveAttribute(
      'loading',
      'eager',
    );
    expect(within(main).getByText('Canopy Farms')).toBeInTheDocument();
    const details = within(main).getByRole('list', { name: 'Product details' });
    expect(
      within(details)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Hybrid', '3.5g', 'Flower']);
    expect(within(main).getByText('THC').nextSibling).toHaveTextContent('21.5%');
    expect(within(main).getByText('CBD').nextSibling).toHaveTextContent('0.1%');
    expect(
      within(main).getByText('A balanced hybrid with notes of blueberry.'),
    ).toBeInTheDocument();
    expect(main.querySelector('[data-price="current"]')).toHaveTextContent('$30.00');
    expect(main.querySelector('del[data-price="retail"]')).toHaveTextContent('$40.00');
    expect(within(main).getByText('25% OFF')).toBeInTheDocument();
    expect(within(main).getByText(/You save \$10\.00/)).toBeInTheDocument();
    expect(main.querySelector('[data-status]')).toHaveTextContent('Low Stock');
    expect(within(main).getByText('8 available')).toBeInTheDocument();

    const breadcrumb = within(main).getByRole('navigation', { name: 'Breadcrumb' });
    expect(within(breadcrumb).getByRole('link', { name: 'Products' })).toHaveAttribute(
      'href',
      '/products',
    );
  });

  it('adds the chosen quantity, bounded by the stock, and the header count rises', async () => {
    serveProduct(productFixture({ stock_quantity: 3 }));
    const { user, store } = renderApp('/products/7');

    const increase = await screen.findByRole('button', { name: 'Increase quantity' });
    expect(screen.getByRole('button', { name: 'Decrease quantity' })).toBeDisabled();
    await user.click(increase);
    await user.click(increase);
    expect(increase).toBeDisabled();
    expect(screen.getByRole('spinbutton', { name: 'Quantity' })).toHaveValue(3);

    await user.click(screen.getByRole('button', { name: 'Add to Cart: Blue Dream' }));
    expect(await screen.findByText('Added Blue Dream to cart')).toBeInTheDocument();
    expect(store.getState().cart.items[0]?.quantity).toBe(3);
    expect(screen.getByRole('button', { name: 'Cart, 3 items' })).toBeInTheDocument();
    // The stepper starts over for the next addition.
    expect(screen.getByRole('spinbutton', { name: 'Quantity' })).toHaveValue(1);

    await user.click(screen.getByRole('button', { name: 'Add to Cart: Blue Dream' }));
    expect(store.getState().cart.items[0]?.quantity).toBe(3);
    expect(await screen.findByText('No more Blue Dream in stock')).toBeInTheDocument();
  });

  it('disables the stepper and Add to Cart when out of stock', async () => {
    serveProduct(productFixture({ stock_quantity: 0 }));
    renderApp('/products/7');

    expect(await screen.findByRole('button', { name: 'Add to Cart: Blue Dream' })).toBeDisabled();
    expect(screen.getByRole('spinbutton', { name: 'Quantity' })).toBeDisabled();
    expect(screen.getByRole('main').querySelector('[data-status]')).toHaveTextContent(
      'Out of Stock',
    );
  });

  it('says Product not found for a 404 and for an id that cannot be one, with a way back', async () => {
    const server = serve(() => json({ detail: 'Product not found', error: 'not_found' }, 404));
    const { router } = renderApp('/products/7');
    expect(
      await screen.findByRole('heading', { name: 'Product not found', level: 1 }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to products' })).toHaveAttribute(
      'href',
      '/products',
    );

    act(() => {
      router.navigate('/products/blue-dream');
    });
    expect(
      await screen.findByRole('heading', { name: 'Product not found', level: 1 }),
    ).toBeInTheDocument();
    expect(server.requests.filter((request) => request.url.includes('blue-dream'))).toEqual([]);
  });

  it('says Failed to fetch product with the server detail, and tries again', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    let fail = true;
    serve(() => (fail ? json({ detail: 'Database unavailable' }, 503) : json(productFixture())));
    const { user } = renderApp('/products/7');

    expect(
      await screen.findByRole('heading', { name: 'Failed to fetch product', level: 1 }),
    ).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Database unavailable');

    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(
      await screen.findByRole('heading', { name: 'Blue Dream', level: 1 }),
    ).toBeInTheDocument();
  });

  it('says Failed to fetch product when the server gives no detail', async () => {
    serve(() => new Response('<html>Bad gateway</html>', { status: 502 }));
    renderApp('/products/7');

    expect(
      await screen.findByRole('heading', { name: 'Failed to fetch product', level: 1 }),
    ).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument());
  });
});
