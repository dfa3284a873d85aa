import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ProductCard } from './product-card';
import { productFixture, renderWithShop } from '../../../test/product-fixtures';

const stockBadge = () => document.querySelector('[data-status]');

describe('ProductCard', () => {
  it('shows the picture, brand, name linking to the product, strain type and volume', () => {
    renderWithShop(<ProductCard product={productFixture()} />);
    const card = screen.getByRole('article');
    expect(within(card).getByRole('img', { name: 'Blue Dream' })).toHaveAttribute(
      'src',
      '/api/images/abc.webp',
    );
    expect(within(card).getByRole('link', { name: 'Blue Dream' })).toHaveAttribute(
      'href',
      '/products/7',
    );
    expect(within(card).getByText('Canopy Farms')).toBeInTheDocument();
    expect(within(card).getByText('Hybrid · 3.5g')).toBeInTheDocument();
  });

  it('offers the picture’s stored widths for the grid’s column width, lazily unless told', () => {
    const { unmount } = renderWithShop(<ProductCard product={productFixture()} />);
    const image = screen.getByRole('img', { name: 'Blue Dream' });
    expect(image).toHaveAttribute(
      'srcset',
      '/api/images/abc-320.webp 320w, /api/images/abc.webp 640w, /api/images/abc-1280.webp 1280w',
    );
    expect(image.getAttribute('sizes')).toMatch(/calc\(\(100vw - 48px\) \/ 2\)$/);
    expect(image).toHaveAttribute('loading', 'lazy');
    unmount();

    renderWithShop(<ProductCard product={productFixture()} priority />);
    expect(screen.getByRole('img', { name: 'Blue Dream' })).toHaveAttribute('loading', 'eager');
  });

  it.each([
    [0, 'out_of_stock', 'Out of Stock'],
    [-1, 'out_of_stock', 'Out of Stock'],
    [1, 'low_stock', 'Low Stock'],
    [9, 'low_stock', 'Low Stock'],
    [10, 'in_stock', 'In Stock'],
  ])('labels a stock of %i by the grid rule: %s', (stock, status, text) => {
    renderWithShop(<ProductCard product={productFixture({ stock_quantity: stock })} />);
    expect(stockBadge()).toHaveAttribute('data-status', status);
    expect(stockBadge()).toHaveTextContent(new RegExp(`^${text}$`));
  });

  it('on sale: the sale price, the retail price struck through and the rounded percent off', () => {
    renderWithShop(
      <ProductCard product={productFixture({ retail_price: 30, sale_price: 19.99 })} />,
    );
    expect(document.querySelector('[data-price="current"]')).toHaveTextContent('Sale price $19.99');
    const struck = document.querySelector('del[data-price="retail"]');
    expect(struck).toHaveTextContent('Regular price $30.00');
    // (30 - 19.99) / 30 = 33.37 % → 33
    expect(screen.getByText('33% OFF')).toBeInTheDocument();
  });

  it('not on sale: one price in US dollars, nothing struck and no badge', () => {
    const { unmount } = renderWithShop(
      <ProductCard product={productFixture({ retail_price: 1234.5, sale_price: null })} />,
    );
    expect(document.querySelector('[data-price="current"]')).toHaveTextContent(/^\$1,234\.50$/);
    expect(document.querySelector('del')).toBeNull();
    expect(screen.queryByText(/% OFF$/)).not.toBeInTheDocument();
    unmount();

    // A "sale" price at or above retail is no sale, yet it is the price charged.
    renderWithShop(<ProductCard product={productFixture({ retail_price: 20, sale_price: 20 })} />);
    expect(document.querySelector('[data-price="current"]')).toHaveTextContent(/^\$20\.00$/);
    expect(document.querySelector('del')).toBeNull();
    expect(screen.queryByText(/% OFF$/)).not.toBeInTheDocument();
  });

  it('Add to Cart puts the product in the cart and raises the quantity only below stock', async () => {
    const product = productFixture({ stock_quantity: 2, sale_price: 35 });
    const { user, store, cartQuantity } = renderWithShop(<ProductCard product={product} />);
    const add = screen.getByRole('button', { name: 'Add to Cart: Blue Dream' });
    expect(add).toHaveTextContent('Add to Cart');

    await user.click(add);
    expect(await screen.findByText('Added Blue Dream to cart')).toBeInTheDocument();
    expect(store.getState().cart.items).toEqual([
      {
        id: 7,
        name: 'Blue Dream',
        price: 35,
        image_url: '/api/images/abc.webp',
        sku: 'FL-BD-35',
        stock: 2,
        quantity: 1,
      },
    ]);

    await user.click(add);
    expect(await screen.findByText('2 in your cart.')).toBeInTheDocument();
    expect(cartQuantity(7)).toBe(2);

    await user.click(add);
    expect(await screen.findByText('No more Blue Dream in stock')).toBeInTheDocument();
    expect(cartQuantity(7)).toBe(2);
  });

  it('cannot add a product that is out of stock', async () => {
    const { user, store } = renderWithShop(
      <ProductCard product={productFixture({ stock_quantity: 0 })} />,
    );
    const add = screen.getByRole('button', { name: 'Add to Cart: Blue Dream' });
    expect(add).toBeDisabled();
    await user.click(add);
    expect(store.getState().cart.items).toEqual([]);
  });
});
