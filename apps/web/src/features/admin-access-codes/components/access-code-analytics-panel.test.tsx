import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { json } from '../../../test/fake-fetch';
import { renderApp } from '../../../test/render-app';
import { defaultAnalyticsRange } from '../access-code-display';
import {
  accessCode,
  analyticsOf,
  codeList,
  prepareAccessCodeScreenTests,
  signedInAdmin,
} from '../../../test/admin-access-codes-setup';

prepareAccessCodeScreenTests();

/** The first render loads the admin routes: generous on a busy machine. */
const listed = (label: string) => screen.findByText(label, {}, { timeout: 5_000 });

const FESTIVAL = accessCode(1, 'Festival');

function analyticsQueries(server: ReturnType<typeof signedInAdmin>) {
  return server.requests
    .filter((request) => request.url.includes('/api/admin/access-codes/1/analytics'))
    .map((request) => Object.fromEntries(new URL(request.url).searchParams));
}

async function openAnalytics(routes: Parameters<typeof signedInAdmin>[0]) {
  const server = signedInAdmin({
    'GET /admin/access-codes': () => json(codeList([FESTIVAL])),
    ...routes,
  });
  const view = renderApp('/admin/access-codes');
  await listed('Festival');
  await view.user.click(screen.getByRole('button', { name: 'Analytics for Festival' }));
  const panel = within(await screen.findByRole('region', { name: 'Analytics: Festival' }));
  return { server, panel, user: view.user };
}

function figure(panel: { getByText: typeof screen.getByText }, label: string): string | null {
  const term = panel.getByText(label, { selector: 'dt' });
  return term.nextElementSibling?.textContent ?? null;
}

describe('the analytics panel', () => {
  it('asks for the last 30 days and shows the totals', async () => {
    const body = analyticsOf([
      { date: '2025-03-01', validations: 4, orders: 1, revenue: 24.5 },
      { date: '2025-03-02', validations: 0, orders: 0, revenue: 0 },
      { date: '2025-03-03', validations: 3, orders: 2, revenue: 100 },
    ]);
    const { server, panel } = await openAnalytics({
      'GET /admin/access-codes/1/analytics': () => json(body),
    });

    await waitFor(() => expect(figure(panel, 'Validations')).toBe('7'));
    expect(figure(panel, 'Successful')).toBe('6');
    expect(figure(panel, 'Rejected')).toBe('1');
    expect(figure(panel, 'Orders')).toBe('3');
    expect(figure(panel, 'Revenue')).toBe('$124.50');
    expect(panel.getByText('Validations and orders per day (UTC)')).toBeInTheDocument();
    expect(analyticsQueries(server)[0]).toEqual(defaultAnalyticsRange());
  });

  it('asks again for a new range and refuses a reversed one beside From', async () => {
    const { server, panel, user } = await openAnalytics({
      'GET /admin/access-codes/1/analytics': () =>
        json(analyticsOf([{ date: '2025-02-01', validations: 1, orders: 0, revenue: 0 }])),
    });
    await waitFor(() => expect(analyticsQueries(server)).toHaveLength(1));

    const from = panel.getByLabelText('From');
    const to = panel.getByLabelText('To');
    await user.clear(to);
    await user.type(to, '2025-02-10');
    await user.clear(from);
    await user.type(from, '2025-02-01');
    await waitFor(() =>
      expect(analyticsQueries(server).at(-1)).toEqual({
        start_date: '2025-02-01',
        end_date: '2025-02-10',
      }),
    );

    const before = analyticsQueries(server).length;
    await user.clear(from);
    await user.type(from, '2025-02-20');
    expect(await panel.findByText('From must not be after To')).toBeInTheDocument();
    expect(analyticsQueries(server)).toHaveLength(before);
  });

  it("falls back to 'Failed to fetch analytics'", async () => {
    const { panel } = await openAnalytics({
      'GET /admin/access-codes/1/analytics': () => new Response(null, { status: 500 }),
    });
    expect(await panel.findByRole('alert')).toHaveTextContent('Failed to fetch analytics');
  });
});
