import { DEFAULT_STORE_SETTINGS } from '@canopy/contracts';
import { fireEvent, screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { STORAGE_KEYS } from '../../../lib/storage';
import { orderListItem, orderPage } from '../../../test/admin-orders-setup';
import { adminUser } from '../../../test/factories';
import { installFakeFetch, json } from '../../../test/fake-fetch';
import { renderApp } from '../../../test/render-app';

vi.setConfig({ testTimeout: 20_000 });
beforeAll(async () => {
  await import('../../../app/admin/admin-chunk');
}, 60_000);

const OWNER = adminUser({ id: 1, username: 'avery', is_superuser: true });
const slot = (start: string, end: string) => ({ slot_start: start, slot_end: end });

describe('the Fulfilment screen’s pick list', () => {
  it('shows the chosen day’s slots in time order with places used and what to pick', async () => {
    window.localStorage.setItem(STORAGE_KEYS.adminToken, 'admin-token');
    window.localStorage.setItem(STORAGE_KEYS.adminUser, JSON.stringify(OWNER));
    const server = installFakeFetch({
      'GET /auth/me': () => json(OWNER),
      'GET /admin/system/config': () => json(DEFAULT_STORE_SETTINGS),
      'GET /admin/delivery-zones': () => json({ items: [] }),
      'GET /admin/orders': () =>
        json(
          orderPage([
            orderListItem({
              id: 2,
              number: 'CN-LATE0002',
              customer_name: 'Ben Ortiz',
              fulfilment_method: 'delivery',
              ...slot('2026-06-02T18:00:00.000Z', '2026-06-02T20:00:00.000Z'),
            }),
            orderListItem({
              id: 1,
              number: 'CN-EARL0001',
              fulfilment_method: 'pickup',
              payment_method: 'in_person',
              payment_status: 'unpaid',
              ...slot('2026-06-02T16:00:00.000Z', '2026-06-02T16:30:00.000Z'),
            }),
            orderListItem({ id: 3, number: 'CN-SHIP0003' }),
          ]),
        ),
    });
    renderApp('/admin/fulfilment');
    const section = await screen.findByRole('region', { name: /Pick list for/ });
    fireEvent.change(within(section).getByLabelText('Day'), { target: { value: '2026-06-02' } });
    expect(
      await within(section).findByRole('heading', { name: 'Pick list for Tuesday, June 2, 2026' }),
    ).toBeVisible();
    const slots = await within(section).findAllByRole('heading', { level: 3 });
    expect(slots.map((heading) => heading.textContent)).toEqual([
      'Pickup 9:00 – 9:30 AM',
      'Local delivery 11:00 AM – 1:00 PM',
    ]);
    expect(within(section).getAllByText('1 of 5 places used')).toHaveLength(2);
    expect(within(section).getByText('CN-EARL0001 · Ava Stone · to pay on hand-off')).toBeVisible();
    expect(within(section).getAllByText(/3 × Blue Dream 3.5g/)).toHaveLength(2);
    expect(within(section).queryByText(/CN-SHIP0003/)).not.toBeInTheDocument();
    const asked = new URL(server.last('GET /admin/orders')?.url ?? '');
    expect(asked.searchParams.get('slot_date')).toBe('2026-06-02');
    expect(within(section).getByRole('button', { name: 'Print' })).toBeEnabled();
  });
});
