import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { STORAGE_KEYS } from '../../lib/storage';
import { category } from '../../test/factories';
import { installFakeFetch, json } from '../../test/fake-fetch';
import { renderApp } from '../../test/render-app';
import { paymentsConfigFixture } from '../../test/payments-config';

const HINT = 'Access codes are case-insensitive and may contain letters and numbers';

function box(position: number): HTMLInputElement {
  return screen.getByLabelText(`Access code character ${position}`);
}

function boxValues(): string {
  return [1, 2, 3, 4, 5, 6].map((position) => box(position).value).join('');
}

function storefrontServer(validate: (code: string) => Response) {
  return installFakeFetch({
    'POST /validate-access-code': async (request) => {
      const body = (await request.json()) as { code: string };
      return validate(body.code);
    },
    'GET /products/categories': () => json([category(2, 'Flower'), category(1, 'Edibles')]),
    'GET /payments/config': () => json(paymentsConfigFixture()),
  });
}

describe('access gate', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('upper-cases each character, moves forward, and enables Submit only with six', async () => {
    storefrontServer(() => json({ valid: false, message: 'Invalid access code' }));
    const { user } = renderApp('/products');

    expect(await screen.findByText(HINT)).toBeInTheDocument();
    const submit = screen.getByRole('button', { name: 'Submit' });
    expect(submit).toBeDisabled();

    await user.click(box(1));
    await user.keyboard('ab-c1d');
    expect(boxValues()).toBe('ABC1D');
    expect(box(6)).toHaveFocus();
    expect(submit).toBeDisabled();

    await user.keyboard('9');
    expect(boxValues()).toBe('ABC1D9');
    expect(submit).toBeEnabled();

    await user.keyboard('{Backspace}{Backspace}');
    expect(boxValues()).toBe('ABC1');
    expect(box(5)).toHaveFocus();
    expect(submit).toBeDisabled();
  });

  it('keeps the first six letters or digits of a paste, upper-cased', async () => {
    storefrontServer(() => json({ valid: false, message: 'Invalid access code' }));
    const { user } = renderApp('/products');

    await user.click(await screen.findByLabelText('Access code character 3'));
    await user.paste(' xy-12 z9q8 ');
    expect(boxValues()).toBe('XY12Z9');
    expect(box(6)).toHaveFocus();
    expect(screen.getByRole('button', { name: 'Submit' })).toBeEnabled();
  });

  it('refuses an invalid code: clears the boxes, focuses the first, and the error goes after 5 s', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const server = storefrontServer(() => json({ valid: false, message: 'Invalid access code' }));
    window.localStorage.setItem(STORAGE_KEYS.customerToken, 'stale-token');
    const { user } = renderApp('/products', {
      userEvent: { advanceTimers: vi.advanceTimersByTime },
    });

    await user.click(await screen.findByLabelText('Access code character 1'));
    await user.keyboard('zz9zz9');
    await user.click(screen.getByRole('button', { name: 'Submit' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid access code');
    expect(boxValues()).toBe('');
    expect(box(1)).toHaveFocus();
    expect(await server.last('POST /validate-access-code')?.json()).toEqual({ code: 'ZZ9ZZ9' });
    expect(window.localStorage.getItem(STORAGE_KEYS.customerToken)).toBeNull();

    act(() => {
      vi.advanceTimersByTime(4_900);
    });
    expect(screen.getByText('Invalid access code')).toBeInTheDocument();
    act(() => {
      vi.advanceTimersByTime(200);
    });
    expect(screen.queryByText('Invalid access code')).not.toBeInTheDocument();
    expect(box(1)).toBeInTheDocument();
  });

  it('shows the server detail when the gate is rate-limited', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    storefrontServer(() =>
      json({ detail: 'Too many attempts, try again in a minute', error: 'rate_limited' }, 429),
    );
    const { user } = renderApp('/products');

    await user.click(await screen.findByLabelText('Access code character 1'));
    await user.keyboard('ABC123');
    await user.click(screen.getByRole('button', { name: 'Submit' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Too many attempts, try again in a minute',
    );
    expect(boxValues()).toBe('');
    expect(warn).toHaveBeenCalledWith('Rate limit exceeded. Please wait before retrying.');
  });

  it('admits a valid code, stores it with the token, and sends it on storefront calls', async () => {
    const server = storefrontServer((code) =>
      code === 'DEMO42'
        ? json({
            valid: true,
            message: 'Access granted',
            token: 'customer-token',
            expires_at: '2030-01-01T00:00:00.000Z',
          })
        : json({ valid: false, message: 'Invalid access code' }),
    );
    const { user } = renderApp('/products');

    await user.click(await screen.findByLabelText('Access code character 1'));
    await user.keyboard('demo42');
    await user.click(screen.getByRole('button', { name: 'Submit' }));

    expect(await screen.findByRole('heading', { name: 'Products', level: 1 })).toBeInTheDocument();
    expect(screen.queryByLabelText('Access code character 1')).not.toBeInTheDocument();
    expect(window.localStorage.getItem(STORAGE_KEYS.accessCode)).toBe('DEMO42');
    expect(window.localStorage.getItem(STORAGE_KEYS.customerToken)).toBe('customer-token');

    await screen.findByRole('tab', { name: 'Explore' });
    const categoriesCall = server.last('GET /products/categories');
    expect(categoriesCall?.headers.get('x-access-code')).toBe('DEMO42');
    expect(categoriesCall?.headers.get('authorization')).toBe('Bearer customer-token');
  });

  it('opens directly with a stored code', async () => {
    window.localStorage.setItem(STORAGE_KEYS.accessCode, 'DEMO42');
    storefrontServer(() => json({ valid: false, message: 'Invalid access code' }));
    renderApp('/products');

    expect(await screen.findByRole('heading', { name: 'Products', level: 1 })).toBeInTheDocument();
    expect(screen.queryByText(HINT)).not.toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual([
        'Explore',
        'Edibles',
        'Flower',
      ]),
    );
  });
});
