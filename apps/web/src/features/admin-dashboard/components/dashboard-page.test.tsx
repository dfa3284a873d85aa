import { screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { json } from '../../../test/fake-fetch';
import { renderApp } from '../../../test/render-app';
import { dashboard, dashboardServer } from '../../../test/admin-dashboard-setup';

beforeAll(async () => {
  await import('../../../app/admin/admin-chunk');
});

function card(label: string): string | null {
  const term = screen.getByText(label, { selector: 'dt' });
  return term.nextElementSibling?.textContent ?? null;
}

describe('the admin dashboard', () => {
  it('shows the four cards, the average being revenue divided by orders', async () => {
    dashboardServer(() =>
      json(dashboard({ totalRevenue: 1234.5, totalOrders: 4, totalProducts: 1080 })),
    );
    renderApp('/admin');

    expect(await screen.findByText('Total Revenue')).toBeInTheDocument();
    expect(card('Total Revenue')).toBe('$1,234.50');
    expect(card('Total Orders')).toBe('4');
    expect(card('Total Products')).toBe('1,080');
    // 1234.50 / 4 = 308.625 → rounded to the cent.
    expect(card('Avg Order Value')).toBe('$308.63');
  });

  it('shows $0.00 as the average while there are no orders', async () => {
    dashboardServer(() =>
      json(dashboard({ totalRevenue: 0, totalOrders: 0, recentOrders: [], lowStockProducts: [] })),
    );
    renderApp('/admin/dashboard');

    expect(await screen.findByText('Avg Order Value')).toBeInTheDocument();
    expect(card('Avg Order Value')).toBe('$0.00');
    expect(card('Total Revenue')).toBe('$0.00');
    expect(screen.getByText('No data available')).toBeInTheDocument();
    expect(screen.getByText('Every product is well stocked.')).toBeInTheDocument();
  });

  it('lists the recent orders, each opening its order', async () => {
    dashboardServer();
    const { user, router } = renderApp('/admin');

    const title = await screen.findByRole('heading', { name: 'Recent Orders' });
    expect(title.nextElementSibling).toHaveTextContent('Your 5 most recent customer orders');
    const table = screen.getByRole('table', { name: 'Recent Orders' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Order ID', 'Date', 'Customer', 'Status', 'Total']);
    const [, row] = within(table).getAllByRole('row');
    if (!row) throw new Error('no order row');
    expect(row).toHaveTextContent('ava@example.com');
    expect(row).toHaveTextContent('Working On');
    expect(row).toHaveTextContent('$82.58');

    await user.click(within(row).getByRole('link', { name: 'CN-ABCD2345' }));
    await waitFor(() => {
      expect(router.location.pathname).toBe('/admin/orders/41');
    });
  });

  it("says the cards count paid orders, and shows each recent order's payment beside its status", async () => {
    dashboardServer(() =>
      json(
        dashboard({
          recentOrders: [
            {
              id: 42,
              number: 'CN-UNPAID22',
              created_at: '2025-03-15T09:00:00.000Z',
              customer_email: 'ben@example.com',
              status: 'ordered',
              payment_status: 'unpaid',
              total: 19.99,
            },
            {
              id: 41,
              number: 'CN-ABCD2345',
              created_at: '2025-03-14T15:00:00.000Z',
              customer_email: 'ava@example.com',
              status: 'working_on',
              payment_status: 'paid',
              total: 82.58,
            },
          ],
        }),
      ),
    );
    renderApp('/admin');

    expect(await screen.findByText('Total Orders')).toBeInTheDocument();
    const captions = screen
      .getAllByText(/^(From paid orders|Paid orders|Active products|Per paid order)$/u)
      .map((caption) => caption.previousElementSibling?.previousElementSibling?.textContent);
    expect(captions).toEqual([
      'Total Revenue',
      'Total Orders',
      'Total Products',
      'Avg Order Value',
    ]);

    const table = screen.getByRole('table', { name: 'Recent Orders' });
    const [, unpaid, paid] = within(table).getAllByRole('row');
    if (!unpaid || !paid) throw new Error('the two order rows are missing');
    const statusOf = (row: HTMLElement) =>
      [...row.querySelectorAll('[data-status]')].map((badge) => badge.textContent);
    expect(statusOf(unpaid)).toEqual(['Ordered', 'Unpaid']);
    expect(statusOf(paid)).toEqual(['Working On', 'Paid']);
  });

  it('lists the products low on stock with their SKU and the units left', async () => {
    dashboardServer(() =>
      json(
        dashboard({
          lowStockProducts: [
            { id: 7, name: 'Blue Dream 3.5g', sku: 'FL-BD-35', stock: 3 },
            { id: 8, name: 'OG Kush 1g', sku: 'FL-OG-1', stock: 0 },
          ],
        }),
      ),
    );
    renderApp('/admin');

    const panel = await screen.findByRole('region', { name: 'Low Stock Alert' });
    const [first, second] = within(panel).getAllByRole('listitem');
    expect(first).toHaveTextContent('Blue Dream 3.5g');
    expect(first).toHaveTextContent('SKU FL-BD-35');
    expect(first).toHaveTextContent('3 units remaining');
    expect(second).toHaveTextContent('0 units remaining');
  });

  it("reads 'Loading dashboard data...' while it loads", async () => {
    dashboardServer(() => new Promise<Response>(() => undefined));
    renderApp('/admin');
    expect(await screen.findByText('Loading dashboard data...')).toBeInTheDocument();
  });

  it("reads 'Failed to load dashboard data' with the reason, and tries again on request", async () => {
    let calls = 0;
    dashboardServer(() => {
      calls += 1;
      return calls === 1 ? new Response('upstream down', { status: 502 }) : json(dashboard());
    });
    const { user } = renderApp('/admin');

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Failed to load dashboard data');
    expect(alert).toHaveTextContent('Failed to fetch dashboard data');

    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Total Revenue')).toBeInTheDocument();
  });

  it("shows the server's detail as the reason when there is one", async () => {
    dashboardServer(() => json({ detail: 'Database unavailable' }, 503));
    renderApp('/admin');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Failed to load dashboard data');
    expect(alert).toHaveTextContent('Database unavailable');
  });
});
