// Product text is data, never markup: a name, brand or description holding HTML (an admin's typo or
// a stored XSS attempt) shows as its literal characters on the grid card, the list row and the
// product page, and no element, attribute or script is created from it.
import type { Product } from '@canopy/contracts';
import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { STORAGE_KEYS } from '../../../lib/storage';
import { installFakeFetch, json } from '../../../test/fake-fetch';
import { renderApp } from '../../../test/render-app';
import { ProductCard } from './product-card';
import { productFixture, renderWithShop } from '../../../test/product-fixtures';
import { ProductRow } from './product-row';
import { paymentsConfigFixture } from '../../../test/payments-config';

const NAME = '<img src=x onerror=alert(1)>';
const BRAND = '<b onmouseover=alert(2)>Brand</b>';
const DESCRIPTION = '<script>alert(3)</script><iframe src="javascript:alert(4)"></iframe>';

const hostile = (): Product =>
  productFixture({ name: NAME, brand: BRAND, description: DESCRIPTION });

/** Nothing the product text describes exists as an element or an attribute. */
function expectNoMarkupFromText(): void {
  expect(document.querySelector('img[src="x"], b, script, iframe')).toBeNull();
  expect(document.querySelector('[onerror], [onmouseover]')).toBeNull();
}

describe('product text containing HTML', () => {
  it('shows as text on the grid card', () => {
    renderWithShop(<ProductCard product={hostile()} />);
    const card = screen.getByRole('article');
    expect(within(card).getByRole('link', { name: NAME })).toHaveTextContent(NAME);
    expect(within(card).getByText(BRAND)).toBeInTheDocument();
    expectNoMarkupFromText();
  });

  it('shows as text on the list row', () => {
    renderWithShop(<ProductRow product={hostile()} />);
    const row = screen.getByRole('article');
    expect(within(row).getByRole('link', { name: NAME })).toHaveTextContent(NAME);
    expect(within(row).getByText(new RegExp(`^${escapeRegExp(BRAND)} · `))).toBeInTheDocument();
    expectNoMarkupFromText();
  });

  describe('on the product page', () => {
    beforeEach(() => {
      window.localStorage.setItem(STORAGE_KEYS.accessCode, 'DEMO42');
    });

    it('shows name, brand and description as text, and the title as text', async () => {
      installFakeFetch({
        'GET /products/7': () => json(hostile()),
        'GET /payments/config': () => json(paymentsConfigFixture()),
      });
      renderApp('/products/7');

      const heading = await screen.findByRole('heading', { name: NAME, level: 1 });
      expect(heading).toHaveTextContent(NAME);
      const main = screen.getByRole('main');
      expect(within(main).getByText(BRAND)).toBeInTheDocument();
      expect(within(main).getByText(DESCRIPTION)).toBeInTheDocument();
      expect(document.title).toBe(`${NAME} · Canopy`);
      expectNoMarkupFromText();
    });
  });
});

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
