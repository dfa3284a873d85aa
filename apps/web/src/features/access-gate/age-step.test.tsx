// The storefront's age step against a fake server (docs/product.md#age-verification): both modes,
// the date checks here and the server's, the under-age exit kept across a reload, the 403 that
// asks again while keeping the access code, and the date of birth the order repeats.
import { DATE_OF_BIRTH_PROBLEM_DETAILS, type PaymentsConfig } from '@canopy/contracts';
import { act, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { STORAGE_KEYS } from '../../lib/storage';
import { blueDream, bodyOf, checkoutWithCart, fillDetails } from '../../test/checkout-setup';
import { category } from '../../test/factories';
import { FakeWebSocket } from '../../test/fake-web-socket';
import { installFakeFetch, json, type FakeRoute } from '../../test/fake-fetch';
import { renderApp } from '../../test/render-app';
import { paymentsConfigFixture } from '../../test/payments-config';

const VERIFIED_TOKEN = 'verified-token';

function paymentsConfig(overrides: Partial<PaymentsConfig> = {}): PaymentsConfig {
  return paymentsConfigFixture({ age_verification: 'date_of_birth', ...overrides });
}

const verified = () =>
  json({
    verified: true,
    token: VERIFIED_TOKEN,
    expires_at: '2030-01-01T00:00:00.000Z',
    policy_version: 1,
  });

/** A shopper past the gate (code and an unverified token stored), and the storefront's server. */
function admitted(routes: Record<string, FakeRoute> = {}, config: Partial<PaymentsConfig> = {}) {
  window.localStorage.setItem(STORAGE_KEYS.accessCode, 'DEMO42');
  window.localStorage.setItem(STORAGE_KEYS.customerToken, 'gate-token');
  return installFakeFetch({
    'GET /payments/config': () => json(paymentsConfig(config)),
    'GET /products/categories': () => json([category(2, 'Flower')]),
    'POST /age-verification': verified,
    ...routes,
  });
}

const field = (label: 'Month' | 'Day' | 'Year') => screen.getByLabelText(label);

async function typeDate(
  user: ReturnType<typeof renderApp>['user'],
  month: string,
  day: string,
  year: string,
) {
  for (const [label, value] of [
    ['Month', month],
    ['Day', day],
    ['Year', year],
  ] as const) {
    await user.clear(field(label));
    if (value) await user.type(field(label), value);
  }
  await user.click(screen.getByRole('button', { name: 'Continue' }));
}

const storedOutcome = () =>
  JSON.parse(window.localStorage.getItem(STORAGE_KEYS.ageOutcome) ?? 'null') as unknown;

beforeEach(() => {
  window.sessionStorage.clear();
  // The store's "today" for the date checks: 4 July 2026 in Los Angeles.
  vi.useFakeTimers({ shouldAdvanceTime: true, now: new Date('2026-07-04T18:00:00Z') });
  return () => vi.useRealTimers();
});

describe('the age step in date-of-birth mode', () => {
  it('shows the policy and the three fields, and checks the date before sending it', async () => {
    const server = admitted();
    const { user } = renderApp('/products');

    const title = await screen.findByRole('heading', { name: 'Confirm your age', level: 1 });
    await waitFor(() => expect(title).toHaveFocus());
    expect(screen.getByText(/You must be 21 or older to enter this shop/)).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Date of birth' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Products' })).not.toBeInTheDocument();
    expect(server.last('GET /products/categories')).toBeUndefined();

    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(field('Month')).toHaveAccessibleDescription(/Enter your date of birth/);
    expect(field('Month')).toHaveFocus();
    expect(field('Year')).toHaveAttribute('aria-invalid', 'true');

    await typeDate(user, '7', '', '');
    expect(field('Day')).toHaveAccessibleDescription(/must include a day and year/);
    expect(field('Day')).toHaveFocus();
    expect(field('Month')).not.toHaveAttribute('aria-invalid');

    await typeDate(user, '2', '30', '1990');
    expect(field('Month')).toHaveAccessibleDescription(
      new RegExp(DATE_OF_BIRTH_PROBLEM_DETAILS.impossible),
    );
    expect(field('Month')).toHaveFocus();

    await typeDate(user, '7', '5', '2026');
    expect(field('Month')).toHaveAccessibleDescription(
      new RegExp(DATE_OF_BIRTH_PROBLEM_DETAILS.future),
    );

    await typeDate(user, '7', '5', '1899');
    expect(field('Year')).toHaveAccessibleDescription(
      new RegExp(DATE_OF_BIRTH_PROBLEM_DETAILS.too_early),
    );
    expect(field('Year')).toHaveFocus();
    expect(server.last('POST /age-verification')).toBeUndefined();
  });

  it('passes an adult: replaces the token, keeps the date for the session, opens the catalogue', async () => {
    const server = admitted();
    const { user } = renderApp('/products');
    await screen.findByRole('heading', { name: 'Confirm your age' });

    await typeDate(user, '7', '4', '2005');
    expect(await screen.findByRole('heading', { name: 'Products', level: 1 })).toBeInTheDocument();

    const request = server.last('POST /age-verification');
    expect(await bodyOf(request)).toEqual({ date_of_birth: '2005-07-04' });
    expect(request?.headers.get('x-access-code')).toBe('DEMO42');
    expect(request?.headers.get('authorization')).toBe('Bearer gate-token');
    expect(window.localStorage.getItem(STORAGE_KEYS.customerToken)).toBe(VERIFIED_TOKEN);
    expect(storedOutcome()).toEqual({
      kind: 'verified',
      method: 'date_of_birth',
      policyVersion: 1,
      dateOfBirth: '2005-07-04',
    });
    await waitFor(() =>
      expect(server.last('GET /products/categories')?.headers.get('authorization')).toBe(
        `Bearer ${VERIFIED_TOKEN}`,
      ),
    );
  });

  it('shows the server’s refusal of the date beside the fields', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    admitted({
      'POST /age-verification': () =>
        json(
          {
            detail: [
              { loc: ['body', 'date_of_birth'], msg: 'Enter a real date of birth', type: 'custom' },
            ],
            error: 'validation_error',
          },
          422,
        ),
    });
    const { user } = renderApp('/products');
    await screen.findByRole('heading', { name: 'Confirm your age' });

    await typeDate(user, '7', '4', '1990');
    await waitFor(() =>
      expect(field('Month')).toHaveAccessibleDescription(/Enter a real date of birth/),
    );
    expect(field('Day')).toHaveAttribute('aria-invalid', 'true');
    expect(field('Month')).toHaveFocus();
    expect(warn).toHaveBeenCalled();
  });

  it('sends a shopper under age to the exit page, which a reload keeps', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    admitted({
      'POST /age-verification': () =>
        json({ detail: 'You must be 21 or older', error: 'age_requirement' }, 422),
    });
    const first = renderApp('/products');
    await screen.findByRole('heading', { name: 'Confirm your age' });

    await typeDate(first.user, '7', '5', '2005');
    expect(
      await screen.findByRole('heading', { name: 'Sorry, you can’t enter this shop', level: 1 }),
    ).toBeInTheDocument();
    expect(screen.getByText(/you must be 21 or older to browse or buy/)).toBeInTheDocument();
    expect(screen.queryByRole('searchbox')).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /cart/i })).not.toBeInTheDocument();
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    expect(storedOutcome()).toEqual({ kind: 'underage', minimumAge: 21 });
    expect(window.localStorage.getItem(STORAGE_KEYS.accessCode)).toBe('DEMO42');
    first.unmount();

    // A reload: a new store over the same storage.
    renderApp('/products/7');
    expect(
      await screen.findByRole('heading', { name: 'Sorry, you can’t enter this shop' }),
    ).toBeInTheDocument();
    expect(screen.queryByLabelText('Month')).not.toBeInTheDocument();
  });
});

describe('the age step in attest mode', () => {
  it('confirms the minimum age with one button', async () => {
    const server = admitted({}, { age_verification: 'attest', minimum_age: 18 });
    const { user } = renderApp('/products');

    await screen.findByRole('heading', { name: 'Confirm your age' });
    expect(screen.getByText(/You must be 18 or older to enter this shop/)).toBeInTheDocument();
    expect(screen.queryByLabelText('Month')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'I am 18 or older' }));

    expect(await screen.findByRole('heading', { name: 'Products', level: 1 })).toBeInTheDocument();
    expect(await bodyOf(server.last('POST /age-verification'))).toEqual({ attest: true });
    expect(storedOutcome()).toMatchObject({
      kind: 'verified',
      method: 'attest',
      dateOfBirth: null,
    });
  });

  it('leads a shopper who says they are younger to the exit page', async () => {
    const server = admitted({}, { age_verification: 'attest', minimum_age: 18 });
    const { user } = renderApp('/products');
    await user.click(await screen.findByRole('button', { name: 'I am under 18' }));

    expect(
      await screen.findByRole('heading', { name: 'Sorry, you can’t enter this shop' }),
    ).toBeInTheDocument();
    expect(server.last('POST /age-verification')).toBeUndefined();
  });
});

describe('when the server asks again', () => {
  it('shows the age step in place of the page, keeps the access code, and comes back to the page', async () => {
    window.localStorage.setItem(
      STORAGE_KEYS.ageOutcome,
      JSON.stringify({
        kind: 'verified',
        method: 'date_of_birth',
        policyVersion: 1,
        dateOfBirth: '1990-01-02',
      }),
    );
    let policyRaised = true;
    const server = admitted({
      'GET /products/categories': (request) =>
        policyRaised && request.headers.get('authorization') !== `Bearer ${VERIFIED_TOKEN}`
          ? json(
              { detail: 'Confirm your age to continue', error: 'age_verification_required' },
              403,
            )
          : json([category(2, 'Flower')]),
      'POST /age-verification': () => {
        policyRaised = false;
        return verified();
      },
    });
    const { user, reload, router } = renderApp('/products');

    await screen.findByRole('heading', { name: 'Confirm your age' });
    expect(window.localStorage.getItem(STORAGE_KEYS.accessCode)).toBe('DEMO42');
    expect(window.localStorage.getItem(STORAGE_KEYS.ageOutcome)).toBeNull();
    expect(reload).not.toHaveBeenCalled();
    expect(screen.queryByLabelText('Access code character 1')).not.toBeInTheDocument();

    await typeDate(user, '1', '2', '1990');
    expect(await screen.findByRole('heading', { name: 'Products', level: 1 })).toBeInTheDocument();
    expect(router.location.pathname).toBe('/products');
    expect(await screen.findByRole('tab', { name: 'Flower' })).toBeInTheDocument();
    expect(server.last('GET /products/categories')?.headers.get('x-access-code')).toBe('DEMO42');
  });
});

describe('when the live socket is refused for the age', () => {
  it('shows the age step again, keeping the access code (4403)', async () => {
    FakeWebSocket.reset();
    vi.stubGlobal('WebSocket', FakeWebSocket);
    window.localStorage.setItem(
      STORAGE_KEYS.ageOutcome,
      JSON.stringify({ kind: 'verified', method: 'attest', policyVersion: 1, dateOfBirth: null }),
    );
    admitted({}, { age_verification: 'attest' });
    renderApp('/products');
    expect(await screen.findByRole('heading', { name: 'Products', level: 1 })).toBeInTheDocument();
    await waitFor(() => expect(FakeWebSocket.latest()).toBeDefined());

    act(() => FakeWebSocket.latest()?.serverCloses(4403));
    expect(await screen.findByRole('heading', { name: 'Confirm your age' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'I am 21 or older' })).toBeInTheDocument();
    expect(window.localStorage.getItem(STORAGE_KEYS.accessCode)).toBe('DEMO42');
    expect(window.localStorage.getItem(STORAGE_KEYS.ageOutcome)).toBeNull();
    expect(FakeWebSocket.instances).toHaveLength(1);
  });
});

describe('the order', () => {
  it('carries the verified date of birth; checkout does not ask for it', async () => {
    window.localStorage.setItem(STORAGE_KEYS.customerToken, VERIFIED_TOKEN);
    window.localStorage.setItem(
      STORAGE_KEYS.ageOutcome,
      JSON.stringify({
        kind: 'verified',
        method: 'date_of_birth',
        policyVersion: 1,
        dateOfBirth: '1990-01-02',
      }),
    );
    const server = checkoutWithCart([blueDream]);
    const { user } = renderApp('/checkout');
    await fillDetails(user);
    expect(screen.queryByLabelText('Month')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Place order' }));

    await waitFor(() => expect(server.last('POST /orders')).toBeDefined());
    expect(await bodyOf(server.last('POST /orders'))).toMatchObject({
      date_of_birth: '1990-01-02',
    });
  });
});
