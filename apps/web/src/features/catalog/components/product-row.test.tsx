import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { productFixture, renderWithShop } from '../../../test/product-fixtures';
import { ProductRow } from './product-row';

const stockBadge = () => document.querySelector('[data-status]');

describe('ProductRow', () => {
  it('shows a small picture, the name linking to the product, brand, strain type and volume', () => {
    renderWithShop(
      <ProductRow product={productFixture({ strain_type: 'cbd', volume: '10 pack' })} />,
    );
    const row = screen.getByRole('article');
    expect(within(row).getByRole('img', { name: 'Blue Dream' })).toBeInTheDocument();
    expect(within(row).getByRole('link', { name: 'Blue Dream' })).toHaveAttribute(
      'href',
      '/products/7',
    );
    expect(within(row).getByText('Canopy Farms · CBD · 10 pack')).toBeInTheDocument();
  });

  it.each([
    [-2, 'out_of_stock', 'Out of Stock'],
    [0, 'out_of_stock', 'Out of Stock'],
    [1, 'low_stock', 'Only 1 left'],
    [5, 'low_stock', 'Only 5 left'],
    [6, 'in_stock', 'In Stock'],
    // Low Stock on the grid, but the list's rule says In Stock.
    [9, 'in_stock', 'In Stock'],
  ])('labels a stock of %i by the list rule: %s', (stock, status, text) => {
    renderWithShop(<ProductRow product={productFixture({ stock_quantity: stock })} />);
    expect(stockBadge()).toHaveAttribute('data-status', status);
    expect(stockBadge()).toHaveTextContent(new RegExp(`^${text}$`));
  });

  it('on sale: SALE, the sale price and the retail price struck through, no percent', () => {
    renderWithShop(<ProductRow product={productFixture({ retail_price: 60, sale_price: 45 })} />);
    expect(screen.getByText('SALE')).toBeInTheDocument();
    expect(screen.queryByText(/% OFF$/)).not.toBeInTheDocument();
    expect(document.querySelector('[data-price="current"]')).toHaveTextContent('$45.00');
    expect(document.querySelector('del[data-price="retail"]')).toHaveTextContent('$60.00');
  });

  it('not on sale: no SALE and one price, the effective one', () => {
    // A sale price above retail is no sale, yet it is the effective price.
    renderWithShop(<ProductRow product={productFixture({ retail_price: 12, sale_price: 15 })} />);
    expect(screen.queryByText('SALE')).not.toBeInTheDocument();
    expect(document.querySelector('[data-price="current"]')).toHaveTextContent(/^\$15\.00$/);
    expect(document.querySelector('del')).toBeNull();
  });

  it('adds to the cart below stock only, and not at all when out of stock', async () => {
    const { user, cartQuantity, unmount } = renderWithShop(
      <ProductRow product={productFixture({ stock_quantity: 1 })} />,
    );
    const add = screen.getByRole('button', { name: 'Add to Cart: Blue Dream' });
    await user.click(add);
    await waitFor(() => expect(cartQuantity(7)).toBe(1));
    await user.click(add);
    expect(await screen.findByText('No more Blue Dream in stock')).toBeInTheDocument();
    expect(cartQuantity(7)).toBe(1);
    unmount();

    renderWithShop(<ProductRow product={productFixture({ stock_quantity: 0 })} />);
    expect(screen.getByRole('button', { name: 'Add to Cart: Blue Dream' })).toBeDisabled();
  });
});
