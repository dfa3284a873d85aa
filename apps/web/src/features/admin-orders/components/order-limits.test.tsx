import { screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { orderDetail } from '../../../test/admin-orders-setup';
import { adminUser } from '../../../test/factories';
import { json } from '../../../test/fake-fetch';
import { renderApp } from '../../../test/render-app';
import { signedInAs } from '../../../test/signed-in-staff';

beforeAll(async () => {
  await import('../../../app/admin/admin-chunk');
}, 60_000);

describe('the order’s Purchase limits card', () => {
  it('shows the snapshot the order was checked against', async () => {
    signedInAs(adminUser(), {
      'GET /admin/orders/41': () =>
        json({
          order: orderDetail({
            limits: {
              pack: 'us-ca-adult',
              version: 1,
              buckets: [
                {
                  key: 'non_concentrated',
                  label: 'flower',
                  unit: 'g',
                  limit: 28.5,
                  used: 14,
                  this_order: 7,
                },
                { key: 'plants', label: 'plants', unit: 'units', limit: 6, used: 0, this_order: 2 },
              ],
            },
          }),
        }),
    });
    renderApp('/admin/orders/41');
    const card = await screen.findByRole('region', { name: 'Purchase limits' });
    expect(within(card).getByText('us-ca-adult')).toBeVisible();
    const rows = within(card).getAllByRole('row').slice(1);
    expect(rows.map((row) => row.textContent)).toEqual([
      'flower14 g7 g21 g in all, of 28.5 g',
      'plants022 in all, of 6',
    ]);
  });

  it('is absent for an order placed without limits', async () => {
    signedInAs(adminUser(), {
      'GET /admin/orders/41': () => json({ order: orderDetail({ limits: null }) }),
    });
    renderApp('/admin/orders/41');
    await screen.findByRole('heading', { name: 'Order CN-ABCD2345' });
    expect(screen.queryByRole('region', { name: 'Purchase limits' })).not.toBeInTheDocument();
  });
});
