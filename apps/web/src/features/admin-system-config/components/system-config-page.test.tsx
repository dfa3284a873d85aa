import { DEFAULT_STORE_SETTINGS, type SystemConfig } from '@canopy/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { STORAGE_KEYS } from '../../../lib/storage';
import { adminUser } from '../../../test/factories';
import { installFakeFetch, json, type FakeRoute } from '../../../test/fake-fetch';
import { renderApp } from '../../../test/render-app';

vi.setConfig({ testTimeout: 20_000 });
beforeAll(async () => {
  await import('../../../app/admin/admin-chunk');
}, 60_000);

const SUPERUSER = adminUser({ id: 1, username: 'avery', is_superuser: true });

function signedInSuperuser(routes: Record<string, FakeRoute> = {}) {
  window.localStorage.setItem(STORAGE_KEYS.adminToken, 'admin-token');
  window.localStorage.setItem(STORAGE_KEYS.adminUser, JSON.stringify(SUPERUSER));
  return installFakeFetch({
    'GET /auth/me': () => json(SUPERUSER),
    'GET /admin/system/config': () => json(DEFAULT_STORE_SETTINGS),
    ...routes,
  });
}

describe('the System Config screen', () => {
  it('shows the tax rate in percent and sends it as a fraction, money in dollars', async () => {
    let saved: SystemConfig | null = null;
    const server = signedInSuperuser({
      'PUT /admin/system/config': async (request) => {
        saved = { ...DEFAULT_STORE_SETTINGS, ...((await request.json()) as Partial<SystemConfig>) };
        return json(saved);
      },
    });
    const { user } = renderApp('/admin/system');
    const tax = await screen.findByLabelText('Tax rate (%)');
    expect(tax).toHaveValue(8);
    expect(screen.getByText('Online', { selector: '[data-status]' })).toBeInTheDocument();

    await user.selectOptions(screen.getByLabelText('Store status'), 'maintenance');
    expect(screen.getByText('Maintenance', { selector: '[data-status]' })).toBeInTheDocument();
    await user.clear(tax);
    await user.type(tax, '7.25');
    const shipping = screen.getByLabelText('Flat shipping rate ($)');
    await user.clear(shipping);
    await user.type(shipping, '12.5');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));

    expect(await screen.findByText('System config saved')).toBeInTheDocument();
    expect(await server.last('PUT /admin/system/config')?.json()).toEqual({
      store_status: 'maintenance',
      tax_rate: 0.0725,
      flat_shipping_rate: 12.5,
      free_shipping_threshold: 100,
      low_stock_threshold: 10,
      max_quantity_per_item: 10,
      max_unpaid_orders_per_session: 3,
      reservation_minutes: 30,
      timezone: 'America/Los_Angeles',
      age_verification: 'date_of_birth',
      minimum_age: 21,
      age_policy_version: 1,
      require_id_check: true,
    });
  });

  it('edits the age settings, with the server’s refusals beside their fields', async () => {
    let refuse = true;
    const server = signedInSuperuser({
      'PUT /admin/system/config': async (request) => {
        const body = (await request.json()) as Partial<SystemConfig>;
        if (refuse)
          return json(
            {
              detail: [
                {
                  loc: ['body', 'timezone'],
                  msg: 'Choose a time zone from the list, like America/Los_Angeles',
                  type: 'custom',
                },
                {
                  loc: ['body', 'age_policy_version'],
                  msg: 'The age policy version cannot go down',
                  type: 'custom',
                },
              ],
              error: 'validation_error',
            },
            422,
          );
        return json({ ...DEFAULT_STORE_SETTINGS, ...body });
      },
    });
    const { user } = renderApp('/admin/system');
    const dateOfBirth = await screen.findByRole('radio', { name: /Date of birth/ });
    expect(dateOfBirth).toBeChecked();
    expect(screen.getByRole('radio', { name: /Off/ })).not.toBeChecked();
    const minimumAge = screen.getByLabelText('Minimum age');
    const version = screen.getByLabelText('Age policy version');
    const zone = screen.getByLabelText('Store time zone');
    const idCheck = screen.getByRole('checkbox', { name: 'Require an ID check at hand-off' });
    expect(minimumAge).toHaveValue(21);
    expect(version).toHaveValue(1);
    expect(version).toHaveAccessibleDescription('Raise it to ask every shopper again');
    expect(zone).toHaveValue('America/Los_Angeles');
    expect(
      document.querySelector(
        `#${CSS.escape(zone.getAttribute('list') ?? '')} option[value="America/Denver"]`,
      ),
    ).not.toBeNull();
    expect(idCheck).toBeChecked();

    await user.clear(minimumAge);
    await user.type(minimumAge, '17');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(minimumAge).toHaveAccessibleDescription(/is at least 18/));
    expect(server.last('PUT /admin/system/config')).toBeUndefined();

    await user.clear(minimumAge);
    await user.type(minimumAge, '19');
    await user.click(screen.getByRole('radio', { name: /Confirm age only/ }));
    await user.clear(version);
    await user.type(version, '2');
    await user.clear(zone);
    await user.type(zone, 'America/Denver');
    await user.click(idCheck);
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => {
      expect(zone).toHaveAccessibleDescription(/Choose a time zone from the list/);
      expect(version).toHaveAccessibleDescription(/cannot go down/);
    });

    refuse = false;
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('System config saved')).toBeInTheDocument();
    expect(await server.last('PUT /admin/system/config')?.json()).toMatchObject({
      timezone: 'America/Denver',
      age_verification: 'attest',
      minimum_age: 19,
      age_policy_version: 2,
      require_id_check: false,
    });
  });

  it('edits the limits on a shopper’s unpaid orders, with their errors beside the fields', async () => {
    const server = signedInSuperuser({
      'PUT /admin/system/config': async (request) =>
        json({ ...DEFAULT_STORE_SETTINGS, ...((await request.json()) as Partial<SystemConfig>) }),
    });
    const { user } = renderApp('/admin/system');
    const unpaid = await screen.findByLabelText('Unpaid orders per shopper');
    const minutes = screen.getByLabelText('Reservation time (minutes)');
    expect(unpaid).toHaveValue(3);
    expect(minutes).toHaveValue(30);

    await user.clear(unpaid);
    await user.type(unpaid, '-1');
    await user.clear(minutes);
    await user.type(minutes, '2');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(unpaid).toHaveAccessibleDescription(
      /The maximum of unpaid orders per shopper is at least 0/,
    );
    expect(minutes).toHaveAccessibleDescription(/The reservation time in minutes is at least 5/);
    expect(server.last('PUT /admin/system/config')).toBeUndefined();

    await user.clear(unpaid);
    await user.type(unpaid, '0');
    await user.clear(minutes);
    await user.type(minutes, '45');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('System config saved')).toBeInTheDocument();
    expect(await server.last('PUT /admin/system/config')?.json()).toMatchObject({
      max_unpaid_orders_per_session: 0,
      reservation_minutes: 45,
    });
  });

  it('explains bad values beside their fields, its own and the server’s', async () => {
    const server = signedInSuperuser({
      'PUT /admin/system/config': () =>
        json(
          {
            detail: [
              {
                loc: ['body', 'free_shipping_threshold'],
                msg: 'The free-shipping threshold must be at most $100,000',
                type: 'too_big',
              },
            ],
            error: 'validation_error',
          },
          422,
        ),
    });
    const { user } = renderApp('/admin/system');
    const shipping = await screen.findByLabelText('Flat shipping rate ($)');
    await user.clear(shipping);
    const quantity = screen.getByLabelText('Maximum quantity per item');
    await user.clear(quantity);
    await user.type(quantity, '0');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    // The form validates asynchronously: the messages come after the click, not with it.
    await waitFor(() => {
      expect(shipping).toHaveAccessibleDescription('Enter the flat shipping rate');
      expect(quantity).toHaveAccessibleDescription(/is at least 1/);
    });
    expect(server.last('PUT /admin/system/config')).toBeUndefined();

    await user.type(shipping, '10');
    await user.clear(quantity);
    await user.type(quantity, '5');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(
      () => {
        expect(screen.getByLabelText('Free-shipping threshold ($)')).toHaveAccessibleDescription(
          /must be at most \$100,000/,
        );
      },
      { timeout: 8000 },
    );
    // A refusal does not reload the settings (which would re-create the form and its messages).
    expect(
      server.requests.filter(
        (request) => request.method === 'GET' && request.url.endsWith('/admin/system/config'),
      ),
    ).toHaveLength(1);
  });

  it('says when the settings cannot be loaded', async () => {
    signedInSuperuser({ 'GET /admin/system/config': () => new Response(null, { status: 503 }) });
    renderApp('/admin/system');
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to fetch system config');
  });

  it('shows other admins the 403 page instead', async () => {
    const plain = adminUser({ id: 2, username: 'blake' });
    window.localStorage.setItem(STORAGE_KEYS.adminToken, 'admin-token');
    window.localStorage.setItem(STORAGE_KEYS.adminUser, JSON.stringify(plain));
    const server = installFakeFetch({
      'GET /auth/me': () => json(plain),
      'GET /admin/dashboard': () => new Response(null, { status: 503 }),
    });
    const { router } = renderApp('/admin/system');
    expect(
      await screen.findByRole('heading', { name: 'No Access to This Page', level: 1 }),
    ).toBeInTheDocument();
    expect(router.location.pathname).toBe('/admin/system');
    expect(server.last('GET /admin/system/config')).toBeUndefined();
    expect(within(document.body).queryByLabelText('Tax rate (%)')).not.toBeInTheDocument();
  });
});
