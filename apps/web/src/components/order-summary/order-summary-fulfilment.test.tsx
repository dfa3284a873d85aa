import type { FulfilmentMethod } from '@canopy/contracts';
import { render, screen, within } from '@testing-library/react';
import { Provider } from 'react-redux';
import { describe, expect, it } from 'vitest';
import { makeStore } from '../../app/store';
import { testClientConfig } from '../../test/render-app';
import { OrderSummary, type ChargedTotals } from './order-summary';

const navigation = { currentPath: () => '/', redirect: () => undefined, reload: () => undefined };

function renderSummary(method: FulfilmentMethod, charged: ChargedTotals | null = null) {
  const store = makeStore({ config: testClientConfig(), navigation });
  render(
    <Provider store={store}>
      <OrderSummary
        items={[{ id: 1, name: 'Blue Dream', price: 20, quantity: 2 }]}
        method={method}
        charged={charged}
      />
    </Provider>,
  );
  return screen.getByRole('region', { name: 'Order Summary' });
}

const valueOf = (panel: HTMLElement, label: string) =>
  within(panel).getByText(label, { selector: 'dt' }).nextSibling?.textContent;

describe('Order Summary for pickup and delivery', () => {
  it('says "Pickup — free" and charges no shipping for pickup', () => {
    // $40 + $3.20 tax, no shipping.
    const panel = renderSummary('pickup');
    expect(valueOf(panel, 'Pickup — free')).toBe('$0.00');
    expect(within(panel).queryByText('Shipping')).not.toBeInTheDocument();
    expect(valueOf(panel, 'Total')).toBe('$43.20');
    expect(within(panel).queryByText(/more for free/)).not.toBeInTheDocument();
  });

  it('leaves the Delivery fee to the zone until the order is placed', () => {
    expect(valueOf(renderSummary('delivery'), 'Delivery fee')).toBe('Added when placed');
  });

  it('shows the Delivery fee a placed order was charged', () => {
    const placed = {
      subtotal: 40,
      tax: 3.2,
      tax_rate: 0.08,
      shipping: 7,
      discount: 0,
      total: 50.2,
    };
    const panel = renderSummary('delivery', placed);
    expect(valueOf(panel, 'Delivery fee')).toBe('$7.00');
    expect(valueOf(panel, 'Total')).toBe('$50.20');
  });
});
