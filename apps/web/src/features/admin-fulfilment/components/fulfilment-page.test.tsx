import { DEFAULT_STORE_SETTINGS, type DeliveryZone } from '@canopy/contracts';
import { screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { STORAGE_KEYS } from '../../../lib/storage';
import { adminUser } from '../../../test/factories';
import { installFakeFetch, json, type FakeRoute } from '../../../test/fake-fetch';
import { renderApp } from '../../../test/render-app';

vi.setConfig({ testTimeout: 20_000 });
beforeAll(async () => {
  await import('../../../app/admin/admin-chunk');
}, 60_000);

const OWNER = adminUser({ id: 1, username: 'avery', is_superuser: true });

const DOWNTOWN: DeliveryZone = {
  id: 1,
  name: 'Downtown',
  postal_codes: ['97201', '97205'],
  fee: 4.99,
  minimum_subtotal: 25,
  free_over: 100,
  is_active: true,
};

function signedInOwner(routes: Record<string, FakeRoute> = {}) {
  window.localStorage.setItem(STORAGE_KEYS.adminToken, 'admin-token');
  window.localStorage.setItem(STORAGE_KEYS.adminUser, JSON.stringify(OWNER));
  return installFakeFetch({
    'GET /auth/me': () => json(OWNER),
    'GET /admin/system/config': () => json(DEFAULT_STORE_SETTINGS),
    'GET /admin/delivery-zones': () => json({ items: [DOWNTOWN] }),
    ...routes,
  });
}

describe('the Fulfilment screen', () => {
  it('sends only the fulfilment settings, a closed weekday and a closed date included', async () => {
    const server = signedInOwner({
      'PUT /admin/system/config': async (request) =>
        json({ ...DEFAULT_STORE_SETTINGS, ...((await request.json()) as object) }),
    });
    const { user } = renderApp('/admin/fulfilment');
    await user.click(
      await screen.findByRole('button', { name: "Remove Sunday's hours 09:00–21:00" }),
    );
    expect(screen.getByRole('button', { name: 'Open on Sunday' })).toBeInTheDocument();
    await user.type(screen.getByLabelText('Closed date to add'), '2026-12-25');
    await user.click(screen.getByRole('button', { name: 'Add date' }));
    await user.click(screen.getByLabelText('Local delivery'));
    await user.selectOptions(screen.getByLabelText('Pickup slot length'), '15');
    await user.click(screen.getByRole('button', { name: 'Save fulfilment settings' }));

    expect(await screen.findByText('Fulfilment settings saved')).toBeInTheDocument();
    const body = (await server.last('PUT /admin/system/config')?.json()) as Record<string, unknown>;
    expect(Object.keys(body).sort()).toEqual(
      [
        'closed_dates',
        'delivery_slots',
        'fulfilment_methods',
        'in_person_payment',
        'no_show_grace_minutes',
        'opening_hours',
        'pickup_slots',
        'store_address',
      ].sort(),
    );
    expect(body).toMatchObject({
      fulfilment_methods: ['shipping', 'pickup'],
      closed_dates: ['2026-12-25'],
      opening_hours: { sun: [] },
      pickup_slots: { slot_minutes: 15 },
    });
  });

  it("shows the server's 422 beside the nested field it names", async () => {
    signedInOwner({
      'PUT /admin/system/config': () =>
        json(
          {
            error: 'validation_error',
            detail: [
              {
                loc: ['body', 'opening_hours', 'mon', 0, 'close'],
                msg: 'The closing time must be after the opening time',
                type: 'custom',
              },
              {
                loc: ['body', 'delivery_slots', 'slot_capacity'],
                msg: 'The number of orders per delivery slot is at most 1,000',
                type: 'too_big',
              },
            ],
          },
          422,
        ),
    });
    const { user } = renderApp('/admin/fulfilment');
    await user.click(await screen.findByRole('button', { name: 'Save fulfilment settings' }));
    expect(await screen.findByLabelText('Monday closes (1)')).toHaveAccessibleDescription(
      'The closing time must be after the opening time',
    );
    expect(screen.getByLabelText('Delivery orders per slot')).toHaveAccessibleDescription(
      'The number of orders per delivery slot is at most 1,000',
    );
    expect(screen.getByLabelText('Monday opens (1)')).not.toHaveAttribute('aria-invalid');
  });

  it('checks the hours before sending: an overlap is shown beside its opening time', async () => {
    const server = signedInOwner();
    const { user } = renderApp('/admin/fulfilment');
    const tuesday = await screen.findAllByRole('button', { name: 'Add hours' });
    await user.click(tuesday[1] as HTMLElement);
    const opens = screen.getByLabelText('Tuesday opens (2)');
    await user.clear(opens);
    await user.type(opens, '10:00');
    await user.click(screen.getByRole('button', { name: 'Save fulfilment settings' }));
    expect(opens).toHaveAccessibleDescription(/Tuesday's hours overlap/);
    expect(server.last('PUT /admin/system/config')).toBeUndefined();
  });

  it('lists the zones and shows a 409 beside the postal codes', async () => {
    const conflict =
      'Postal code 97205 is already in the active zone "Downtown" (id 1): a postal code ' +
      'belongs to at most one active zone';
    const server = signedInOwner({
      'POST /admin/delivery-zones': () => json({ error: 'conflict', detail: conflict }, 409),
    });
    const { user } = renderApp('/admin/fulfilment');
    const table = await screen.findByRole('table');
    expect(within(table).getByText('97201, 97205')).toBeInTheDocument();
    expect(within(table).getByText('$4.99')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'New zone' }));
    const dialog = await screen.findByRole('dialog', { name: 'New delivery zone' });
    await user.type(within(dialog).getByLabelText('Zone name'), 'Pearl');
    await user.type(within(dialog).getByLabelText('Postal codes'), '97209,\n97205');
    await user.type(within(dialog).getByLabelText('Delivery fee ($)'), '3');
    await user.click(within(dialog).getByRole('button', { name: 'Create zone' }));

    expect(await within(dialog).findByText(conflict)).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Postal codes')).toHaveAccessibleDescription(
      expect.stringContaining(conflict),
    );
    expect(await server.last('POST /admin/delivery-zones')?.json()).toEqual({
      name: 'Pearl',
      postal_codes: ['97209', '97205'],
      fee: 3,
      minimum_subtotal: 0,
      free_over: null,
      is_active: true,
    });
  });
});
