import { render, screen, within } from '@testing-library/react';
import { Provider } from 'react-redux';
import { describe, expect, it } from 'vitest';
import { makeStore } from '../../app/store';
import { testClientConfig } from '../../test/render-app';
import { OrderSummary } from './order-summary';

const navigation = { currentPath: () => '/', redirect: () => undefined, reload: () => undefined };

function renderSummary(discount: Parameters<typeof OrderSummary>[0]['referralDiscount']) {
  const store = makeStore({ config: testClientConfig(), navigation });
  render(
    <Provider store={store}>
      <OrderSummary
        items={[{ id: 1, name: 'Blue Dream', price: 40, quantity: 2 }]}
        referralDiscount={discount}
      />
    </Provider>,
  );
  return screen.getByRole('region', { name: 'Order Summary' });
}

const valueOf = (panel: HTMLElement, label: string) =>
  within(panel).getByText(label, { selector: 'dt' }).nextSibling?.textContent;

describe('Order Summary referral discount', () => {
  it('shows a percentage discount of subtotal + tax + shipping, and the lower total', () => {
    // $80 + $6.40 tax + $10 shipping = $96.40; 10% off is $9.64.
    const panel = renderSummary({ type: 'percentage', percent: 10 });
    expect(valueOf(panel, 'Referral Discount')).toBe('−$9.64');
    expect(valueOf(panel, 'Total')).toBe('$86.76');
  });

  it('caps a fixed discount at the total, and shows no line without a discount', () => {
    const panel = renderSummary({ type: 'fixed', amountCents: 50_000 });
    expect(valueOf(panel, 'Referral Discount')).toBe('−$96.40');
    expect(valueOf(panel, 'Total')).toBe('$0.00');
  });

  it('has no Referral Discount line when there is no discount', () => {
    const panel = renderSummary(null);
    expect(within(panel).queryByText('Referral Discount')).not.toBeInTheDocument();
    expect(valueOf(panel, 'Total')).toBe('$96.40');
  });
});
