import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { json } from '../../../test/fake-fetch';
import { renderApp } from '../../../test/render-app';
import {
  orderDetail,
  orderListItem,
  orderPage,
  signedInAdmin,
} from '../../../test/admin-orders-setup';

// The admin chunk loads once up front, so no test spends its time-outs compiling it.
beforeAll(async () => {
  await import('../../../app/admin/admin-chunk');
});

function ordersServer(answer: (url: URL) => Response = () => json(orderPage([orderListItem()]))) {
  return signedInAdmin({
    'GET /admin/orders': (request) => answer(new URL(request.url)),
    'GET /admin/orders/41': () => json({ order: orderDetail() }),
  });
}

function lastListQuery(server: ReturnType<typeof ordersServer>): URLSearchParams {
  const request = server.last('GET /admin/orders');
  if (!request) throw new Error('the list was never asked for');
  return new URL(request.url).searchParams;
}

describe('the orders list', () => {
  it('shows each order with its number, customer, items, total and both badges', async () => {
    ordersServer(() =>
      json(
        orderPage([
          orderListItem(),
          orderListItem({
            id: 42,
            number: 'CN-WXYZ6789',
            status: 'cancelled',
            payment_status: 'unpaid',
            customer_name: 'Ben Ortiz',
            customer_email: 'ben@example.com',
            item_count: 1,
            total: 1234.5,
            fulfilment_method: 'pickup',
            slot_start: '2025-03-15T17:00:00.000Z',
            slot_end: '2025-03-15T17:30:00.000Z',
            payment_method: 'in_person',
          }),
        ]),
      ),
    );
    renderApp('/admin/orders');

    const link = await screen.findByRole('link', { name: 'CN-WXYZ6789' });
    expect(link).toHaveAttribute('href', '/admin/orders/42');
    const table = screen.getByRole('table', { name: 'Orders' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Order', 'Date', 'Customer', 'Fulfilment', 'Items', 'Total', 'Status', 'Payment']);
    const row = link.closest('tr');
    if (!row) throw new Error('no row');
    // The slot in the store's time zone (Los Angeles), not the browser's.
    await within(row).findByText('Sat, Mar 15, 10:00 – 10:30 AM');
    expect(within(row).getByText('Pickup')).toBeInTheDocument();
    const shipped = screen.getByRole('link', { name: 'CN-ABCD2345' }).closest('tr');
    if (!shipped) throw new Error('no row');
    expect(within(shipped).getAllByRole('cell')[3]).toHaveTextContent(/^Shipping$/);
    expect(within(row).getByText('Ben Ortiz')).toBeInTheDocument();
    expect(within(row).getByText('ben@example.com')).toBeInTheDocument();
    expect(within(row).getByText('$1,234.50')).toBeInTheDocument();
    expect(within(row).getByText('Cancelled')).toHaveAttribute('data-status', 'cancelled');
    expect(within(row).getByText('Unpaid')).toHaveAttribute('data-status', 'unpaid');
    expect(screen.getByText('Showing 1-2 of 2')).toBeInTheDocument();
  });

  it('says so when there are no orders, and shows the reason when the list fails', async () => {
    ordersServer(() => json(orderPage([])));
    const first = renderApp('/admin/orders');
    expect(await screen.findByText('No data available')).toBeInTheDocument();
    first.unmount();

    ordersServer(() => json({ detail: 'Database unavailable' }, 503));
    renderApp('/admin/orders');
    expect(await screen.findByRole('alert')).toHaveTextContent('Database unavailable');
  });

  it('keeps every filter and the page in the URL and asks the server with them', async () => {
    const server = ordersServer((url) =>
      json(
        orderPage([orderListItem()], {
          page: Number(url.searchParams.get('page')),
          pages: 3,
          total: 25,
        }),
      ),
    );
    const { user, router } = renderApp('/admin/orders');
    await screen.findByRole('link', { name: 'CN-ABCD2345' });

    await user.selectOptions(screen.getByLabelText('Status'), 'Delivery');
    await user.selectOptions(screen.getByLabelText('Payment'), 'Paid');
    fireEvent.change(screen.getByLabelText('From'), { target: { value: '2025-03-01' } });
    fireEvent.change(screen.getByLabelText('To'), { target: { value: '2025-03-31' } });
    await user.type(screen.getByLabelText('Search orders'), 'ava@example.com');

    await waitFor(() => {
      expect(new URLSearchParams(router.location.search).get('search')).toBe('ava@example.com');
    });
    expect(Object.fromEntries(new URLSearchParams(router.location.search))).toEqual({
      status: 'delivery',
      payment_status: 'paid',
      search: 'ava@example.com',
      date_from: '2025-03-01',
      date_to: '2025-03-31',
    });
    await waitFor(() => {
      expect(Object.fromEntries(lastListQuery(server))).toEqual({
        page: '1',
        size: '10',
        status: 'delivery',
        payment_status: 'paid',
        search: 'ava@example.com',
        date_from: '2025-03-01',
        date_to: '2025-03-31',
      });
    });

    await user.click(await screen.findByRole('button', { name: 'Next page' }));
    expect(new URLSearchParams(router.location.search).get('page')).toBe('2');
    await user.selectOptions(screen.getByLabelText('Rows per page'), '50');
    expect(new URLSearchParams(router.location.search).get('size')).toBe('50');
    expect(new URLSearchParams(router.location.search).get('page')).toBeNull();
    await waitFor(() => {
      expect(lastListQuery(server).get('size')).toBe('50');
    });
  });

  it('filters by fulfilment method and slot day, in the URL and in the query to the server', async () => {
    const server = ordersServer();
    const { user, router } = renderApp('/admin/orders');
    await screen.findByRole('link', { name: 'CN-ABCD2345' });
    const method = screen.getByRole('combobox', { name: 'Method' });
    expect(
      within(method)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['All methods', 'Shipping', 'Pickup', 'Local delivery']);

    await user.selectOptions(method, 'Pickup');
    fireEvent.change(screen.getByLabelText('Slot day'), { target: { value: '2026-06-02' } });

    expect(Object.fromEntries(new URLSearchParams(router.location.search))).toEqual({
      method: 'pickup',
      slot_date: '2026-06-02',
    });
    await waitFor(() => {
      expect(Object.fromEntries(lastListQuery(server))).toEqual({
        page: '1',
        size: '10',
        method: 'pickup',
        slot_date: '2026-06-02',
      });
    });

    await user.selectOptions(method, 'All methods');
    await waitFor(() => {
      expect(Object.fromEntries(lastListQuery(server))).toEqual({
        page: '1',
        size: '10',
        slot_date: '2026-06-02',
      });
    });
  });

  it('reads the method and slot day from the URL, and clears them with the others', async () => {
    const server = ordersServer();
    const { user, router } = renderApp('/admin/orders?method=delivery&slot_date=2026-06-03');
    await screen.findByRole('link', { name: 'CN-ABCD2345' });
    expect(screen.getByRole('combobox', { name: 'Method' })).toHaveValue('delivery');
    expect(screen.getByLabelText('Slot day')).toHaveValue('2026-06-03');
    expect(lastListQuery(server).get('method')).toBe('delivery');
    expect(lastListQuery(server).get('slot_date')).toBe('2026-06-03');

    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(router.location.search).toBe('');
    expect(screen.getByLabelText('Slot day')).toHaveValue('');
  });

  it('debounces the search: one request for the whole word', async () => {
    const server = ordersServer();
    const { user, router } = renderApp('/admin/orders');
    await screen.findByRole('link', { name: 'CN-ABCD2345' });

    await user.type(screen.getByLabelText('Search orders'), 'CN-ABCD');
    await waitFor(() => {
      expect(router.location.search).toBe('?search=CN-ABCD');
    });
    const searches = () =>
      server.requests
        .filter((request) => new URL(request.url).pathname === '/api/admin/orders')
        .map((request) => new URL(request.url).searchParams.get('search'));
    await waitFor(() => {
      expect(searches()).toEqual([null, 'CN-ABCD']);
    });
  });

  it('brings the same filters back after opening an order and going Back', async () => {
    ordersServer(() => json(orderPage([orderListItem()], { page: 2, pages: 3, total: 21 })));
    const { user, router } = renderApp('/admin/orders?status=ordered&search=ava&page=2');
    await user.click(await screen.findByRole('link', { name: 'CN-ABCD2345' }));
    expect(await screen.findByRole('heading', { name: 'Order CN-ABCD2345' })).toBeInTheDocument();

    // The page's own way back leads to the same list.
    expect(screen.getByRole('link', { name: 'Back to orders' })).toHaveAttribute(
      'href',
      '/admin/orders?status=ordered&search=ava&page=2',
    );
    router.navigate(-1);
    await screen.findByRole('link', { name: 'CN-ABCD2345' });
    expect(router.location.search).toBe('?status=ordered&search=ava&page=2');
    expect(screen.getByLabelText('Status')).toHaveValue('ordered');
    expect(screen.getByLabelText('Search orders')).toHaveValue('ava');
  });

  it('clears every filter at once', async () => {
    ordersServer();
    const { user, router } = renderApp('/admin/orders?payment_status=unpaid&date_from=2025-01-01');
    await user.click(await screen.findByRole('button', { name: 'Clear filters' }));
    expect(router.location.search).toBe('');
    expect(screen.getByLabelText('Payment')).toHaveValue('');
    expect(screen.queryByRole('button', { name: 'Clear filters' })).not.toBeInTheDocument();
  });
});
