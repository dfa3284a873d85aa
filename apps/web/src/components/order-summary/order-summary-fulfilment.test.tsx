import type { TotalsFulfilment } from '@canopy/contracts';
import { render, screen, within } from '@testing-library/react';
import { Provider } from 'react-redux';
import { describe, expect, it } from 'vitest';
import { makeStore } from '../../app/store';
import { testClientConfig } from '../../test/render-app';
import { OrderSummary } from './order-summary';

const navigation = { currentPath: () => '/', redirect: () => undefined, reload: () => undefined };

function renderSummary(fulfilment: TotalsFulfilment, price = 20) {
  const store = makeStore({ config: testClientConfig(), navigation });
  render(
    <Provider store={store}>
      <OrderSummary
        items={[{ id: 1, name: 'Blue Dream', price, quantity: 2 }]}
        fulfilment={fulfilment}
      />
    </Provider>,
  );
  return screen.getByRole('region', { name: 'Order Summary' });
}

const valueOf = (panel: HTMLElement, label: string) =>
  within(panel).getByText(label, { selector: 'dt' }).nextSibling?.textContent;

const zone = {
  method: 'delivery' as const,
  feeCents: 700,
  minimumSubtotalCents: 2_000,
  freeOverCents: 6_000,
};

describe('Order Summary for pickup and delivery', () => {
  it('says "Pickup — free" and charges no shipping for pickup', () => {
    // $40 + $3.20 tax, no shipping.
    const panel = renderSummary({ method: 'pickup' });
    expect(valueOf(panel, 'Pickup — free')).toBe('$0.00');
    expect(within(panel).queryByText('Shipping')).not.toBeInTheDocument();
    expect(valueOf(panel, 'Total')).toBe('$43.20');
    expect(within(panel).queryByText(/more for free/)).not.toBeInTheDocument();
  });

  it("charges the zone's Delivery fee, and says what makes delivery free", () => {
    const panel = renderSummary(zone);
    expect(valueOf(panel, 'Delivery fee')).toBe('$7.00');
    expect(valueOf(panel, 'Total')).toBe('$50.20');
    expect(within(panel).getByText('Add $20.00 more for free delivery!')).toBeVisible();
  });

  it('delivers FREE at the zone’s free-over subtotal', () => {
    const panel = renderSummary(zone, 30);
    expect(valueOf(panel, 'Delivery fee')).toBe('FREE');
  });
});
