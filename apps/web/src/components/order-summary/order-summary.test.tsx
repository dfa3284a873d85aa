import { dollarsToCents, orderTotals } from '@canopy/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { admittedWithCart, cartItem } from '../../test/cart-setup';
import { renderApp } from '../../test/render-app';
import { formatCents } from './order-summary-totals';

async function summaryPanel() {
  const view = renderApp('/cart');
  const panel = await screen.findByRole('region', { name: 'Order Summary' });
  return { ...view, panel };
}

/** The value beside a summary line's label. */
const valueOf = (panel: HTMLElement, label: string) =>
  within(panel).getByText(label, { selector: 'dt' }).nextSibling?.textContent;

describe('Order Summary panel', () => {
  it('lists each line as name × quantity and charges shipping below the threshold', async () => {
    admittedWithCart([
      cartItem({ id: 1, name: 'Blue Dream', price: 34.99, quantity: 2 }),
      cartItem({ id: 2, name: 'Gummies', price: 5.5, quantity: 1 }),
    ]);
    const { panel } = await summaryPanel();
    expect(within(panel).getByText('Blue Dream × 2').nextSibling).toHaveTextContent('$69.98');
    expect(within(panel).getByText('Gummies × 1').nextSibling).toHaveTextContent('$5.50');
    expect(valueOf(panel, 'Subtotal')).toBe('$75.48');
    expect(valueOf(panel, 'Tax (8%)')).toBe('$6.04');
    expect(valueOf(panel, 'Shipping')).toBe('$10.00');
    expect(valueOf(panel, 'Total')).toBe('$91.52');
    expect(within(panel).getByText('Add $24.52 more for free shipping!')).toBeVisible();
    expect(within(panel).queryByText('Referral Discount')).not.toBeInTheDocument();
  });

  it('ships FREE at the threshold, with no free-shipping note', async () => {
    admittedWithCart([cartItem({ price: 50, quantity: 2, stock: 5 })]);
    const { panel } = await summaryPanel();
    expect(valueOf(panel, 'Subtotal')).toBe('$100.00');
    expect(valueOf(panel, 'Shipping')).toBe('FREE');
    expect(within(panel).queryByText(/more for free shipping/)).not.toBeInTheDocument();
  });

  it('follows the live values of GET /payments/config with the same totals as orderTotals', async () => {
    const items = [
      cartItem({ id: 1, name: 'Blue Dream', price: 34.99, quantity: 2 }),
      cartItem({ id: 2, name: 'Vape', price: 19.95, quantity: 3, stock: 4 }),
    ];
    admittedWithCart(items, {
      taxRate: 0.0725,
      defaultShippingCost: 7.5,
      freeShippingThreshold: 150,
    });
    const { panel } = await summaryPanel();
    // The client defaults (8%) show until the server answers.
    await waitFor(() => expect(within(panel).getByText('Tax (7.25%)')).toBeVisible());
    const expected = orderTotals(
      items.map((item) => ({
        unitPriceCents: dollarsToCents(item.price),
        quantity: item.quantity,
      })),
      { taxRate: 0.0725, flatShippingCents: 750, freeShippingThresholdCents: 15_000 },
    );
    expect(valueOf(panel, 'Subtotal')).toBe(formatCents(expected.subtotalCents));
    expect(valueOf(panel, 'Tax (7.25%)')).toBe(formatCents(expected.taxCents));
    expect(valueOf(panel, 'Shipping')).toBe('$7.50');
    expect(valueOf(panel, 'Total')).toBe(formatCents(expected.totalCents));
    expect(
      within(panel).getByText(
        `Add ${formatCents(expected.amountToFreeShippingCents)} more for free shipping!`,
      ),
    ).toBeVisible();
  });
});
