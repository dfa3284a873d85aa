import type { Analytics } from '@canopy/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { STORAGE_KEYS } from '../../../lib/storage';
import { adminUser } from '../../../test/factories';
import { installFakeFetch, json, type FakeRoute } from '../../../test/fake-fetch';
import { renderApp } from '../../../test/render-app';
import { sample } from '../../../test/admin-analytics-setup';

beforeAll(async () => {
  await import('../../../app/admin/admin-chunk');
});

afterEach(() => {
  vi.unstubAllGlobals();
});

function analyticsServer(answer: FakeRoute) {
  window.localStorage.setItem(STORAGE_KEYS.adminToken, 'admin-token');
  window.localStorage.setItem(STORAGE_KEYS.adminUser, JSON.stringify(adminUser()));
  return installFakeFetch({
    'GET /auth/me': () => json(adminUser()),
    'GET /admin/analytics': answer,
  });
}

describe('the admin analytics screen', () => {
  it('shows the cards, statuses, tables and funnel, and exports them as CSV', async () => {
    const server = analyticsServer(() => json(sample));
    renderApp('/admin/analytics');

    expect(await screen.findByText('$1,234.50')).toBeInTheDocument();
    expect(screen.getByText('$411.50')).toBeInTheDocument();
    expect(within(screen.getByTestId('status-ordered')).getByText('2')).toBeInTheDocument();
    expect(screen.getByText('Blue "Dream", 3.5g')).toBeInTheDocument();
    expect(screen.getByText('SPRING10')).toBeInTheDocument();
    expect(screen.getByText('(80% of validations)')).toBeInTheDocument();
    const ages = within(screen.getByRole('table', { name: 'Age verifications' }));
    expect(ages.getAllByRole('row').map((row) => row.textContent)).toEqual([
      'Day (UTC)VerifiedUnder ageInvalid date',
      '2025-03-02300',
      '2025-03-01612',
    ]);
    const query = new URL(server.requests.at(-1)?.url ?? '').searchParams;
    expect(query.get('start_date')).toMatch(/^\d{4}-\d{2}-\d{2}$/);

    const blobs: Blob[] = [];
    vi.stubGlobal(
      'URL',
      Object.assign(URL, {
        createObjectURL: (blob: Blob) => {
          blobs.push(blob);
          return 'blob:analytics';
        },
        revokeObjectURL: () => undefined,
      }),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Export CSV' }));
    expect(blobs).toHaveLength(1);
    const csv = await blobs[0]?.text();
    expect(csv).toContain('7,"Blue ""Dream"", 3.5g",4,80.00');
    expect(csv).toContain(
      'Age verifications\r\ndate,verified,underage,invalid\r\n2025-03-01,6,1,2',
    );
    expect(csv).toContain(`Range\r\nstart_date,end_date\r\n${query.get('start_date') ?? ''},`);
  });

  it('asks for a custom range and refuses one that ends before it starts', async () => {
    const server = analyticsServer(() => json(sample));
    renderApp('/admin/analytics');
    await screen.findByText('$1,234.50');

    const start = screen.getByLabelText('Start date');
    const end = screen.getByLabelText('End date');
    await userEvent.clear(start);
    await userEvent.type(start, '2025-03-10');
    await userEvent.clear(end);
    await userEvent.type(end, '2025-03-01');
    await userEvent.click(screen.getByRole('button', { name: 'Apply' }));
    expect(screen.getByText('The start date must not be after the end date')).toBeInTheDocument();

    await userEvent.clear(end);
    await userEvent.type(end, '2025-03-20');
    await userEvent.click(screen.getByRole('button', { name: 'Apply' }));
    await waitFor(() => {
      const url = new URL(server.requests.at(-1)?.url ?? '');
      expect(url.searchParams.get('start_date')).toBe('2025-03-10');
      expect(url.searchParams.get('end_date')).toBe('2025-03-20');
    });
  });

  it("shows 'Failed to fetch analytics' when the server fails", async () => {
    analyticsServer(() => json({ detail: 'boom' }, 500));
    renderApp('/admin/analytics');
    expect(await screen.findByText('Failed to fetch analytics')).toBeInTheDocument();
  });

  it("shows 'No data available' for a range without orders", async () => {
    const empty: Analytics = {
      ...sample,
      totals: { revenue: 0, orders: 0, average_order_value: 0 },
      orders_by_status: {
        ordered: 0,
        working_on: 0,
        ready: 0,
        delivery: 0,
        done: 0,
        cancelled: 0,
        refunded: 0,
      },
      top_products: [],
      top_referral_codes: [],
    };
    analyticsServer(() => json(empty));
    renderApp('/admin/analytics');
    expect((await screen.findAllByText('No data available')).length).toBeGreaterThan(0);
  });
});
