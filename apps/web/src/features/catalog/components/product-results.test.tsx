// The catalogue's results list: the pictures of the first products (the first row of the widest
// grid, the first rows of the list) load at once; the rest wait until the shopper scrolls.
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { productFixture, renderWithShop } from '../../../test/product-fixtures';
import { ProductList } from './product-results';

const products = Array.from({ length: 6 }, (_, index) =>
  productFixture({ id: index + 1, name: `Product ${String(index + 1)}` }),
);

describe('ProductList', () => {
  it.each(['grid', 'list'] as const)(
    'in the %s, loads the first four pictures at once and the others lazily',
    (viewMode) => {
      renderWithShop(<ProductList products={products} viewMode={viewMode} busy={false} />);
      const loading = products.map((product) =>
        screen.getByRole('img', { name: product.name }).getAttribute('loading'),
      );
      expect(loading).toEqual(['eager', 'eager', 'eager', 'eager', 'lazy', 'lazy']);
      expect(screen.getByRole('img', { name: 'Product 1' })).toHaveAttribute(
        'fetchpriority',
        'high',
      );
    },
  );
});
