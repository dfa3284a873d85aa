import type { AdminOrderDetail, OrderStatus } from '@canopy/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { json } from '../../../test/fake-fetch';
import { renderApp } from '../../../test/render-app';
import {
  orderDetail,
  orderListItem,
  orderPage,
  signedInAdmin,
} from '../../../test/admin-orders-setup';

beforeAll(async () => {
  await import('../../../app/admin/admin-chunk');
});

/** A server holding one order, which answers status moves like the real one would. */
function orderServer(order: AdminOrderDetail, statusAnswer?: () => Response) {
  let current = order;
  return signedInAdmin({
    'GET /admin/orders': () => json(orderPage([orderListItem()])),
    [`GET /admin/orders/${order.id}`]: () => json({ order: current }),
    [`PUT /admin/orders/${order.id}/status`]: async (request) => {
      if (statusAnswer) return statusAnswer();
      const { status } = (await request.json()) as { status: OrderStatus };
      current = { ...current, status };
      return json({ order: current });
    },
    [`DELETE /admin/orders/${order.id}`]: () => json({ deleted: true }),
  });
}

function moveButtons(): string[] {
  return screen.queryAllByRole('button', { name: /^Mark as / }).map((button) => button.textContent);
}

describe('an order for staff', () => {
  it('shows its number, date, badges, lines, totals, customer, address, payment and history', async () => {
    orderServer(
      orderDetail({
        events: [
          {
            from_status: null,
            to_status: 'ordered',
            actor: 'customer',
            at: '2025-03-14T15:00:00.000Z',
          },
          {
            from_status: 'ordered',
            to_status: 'working_on',
            actor: 'admin:avery',
            at: '2025-03-14T16:00:00.000Z',
          },
        ],
        status: 'working_on',
      }),
    );
    renderApp('/admin/orders/41');

    const title = await screen.findByRole('heading', { name: 'Order CN-ABCD2345', level: 1 });
    expect(title.parentElement).toHaveTextContent('Placed Mar 14, 2025');
    const badges = screen.getAllByText(/^(Working On|Paid)$/).slice(0, 2);
    expect(badges.map((badge) => badge.dataset.status)).toEqual(['working_on', 'paid']);

    const items = screen.getByRole('table', { name: 'Items' });
    const line = within(items).getByText('Blue Dream 3.5g').closest('tr');
    if (!line) throw new Error('no line');
    expect(
      within(line)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['Blue Dream 3.5g', 'FL-BD-35', '$34.99', '2', '$69.98']);
    const totals = screen.getByLabelText('Totals');
    expect(totals).toHaveTextContent(
      'Subtotal$69.98Tax (8%)$5.60Shipping$10.00Discount (FRIEND5)−$3.00Total$82.58',
    );

    const customer = screen.getByRole('region', { name: 'Customer' });
    expect(customer).toHaveTextContent('Ava Stone');
    expect(within(customer).getByRole('link', { name: 'ava@example.com' })).toHaveAttribute(
      'href',
      'mailto:ava@example.com',
    );
    expect(customer).toHaveTextContent('+1 555 010 2020');
    expect(screen.getByRole('region', { name: 'Shipping address' })).toHaveTextContent(
      '12 Elm StreetApt 4Portland, OR 97201US',
    );
    const payment = screen.getByRole('region', { name: 'Payment' });
    expect(payment).toHaveTextContent('Test provider (test mode)');
    expect(payment).toHaveTextContent('test_pi_123');
    expect(screen.getByRole('region', { name: 'Fulfilment' })).toHaveTextContent(
      'MethodShippingPaidCard online',
    );

    const history = within(screen.getByRole('region', { name: 'History' })).getAllByRole(
      'listitem',
    );
    expect(history[0]).toHaveTextContent('Placed as Ordered');
    expect(history[0]).toHaveTextContent('Customer');
    expect(history[1]).toHaveTextContent('Ordered to Working On');
    expect(history[1]).toHaveTextContent('Admin avery');
  });

  it("shows how a local delivery reaches the buyer: its slot in the store's time zone, its address and payment at the door", async () => {
    orderServer(
      orderDetail({
        fulfilment: {
          method: 'delivery',
          slot_start: '2025-03-15T17:00:00.000Z',
          slot_end: '2025-03-15T18:00:00.000Z',
          zone_id: 2,
        },
        payment_method: 'in_person',
        payment_status: 'unpaid',
        payment_provider: null,
        payment_intent_id: null,
      }),
    );
    renderApp('/admin/orders/41');

    const fulfilment = await screen.findByRole('region', { name: 'Fulfilment' });
    await waitFor(() =>
      expect(fulfilment).toHaveTextContent(
        'MethodLocal deliveryDelivery timeSat, Mar 15, 10:00 – 11:00 AMPaidPay on delivery',
      ),
    );
    expect(screen.getByRole('region', { name: 'Delivery address' })).toHaveTextContent(
      '12 Elm Street',
    );
    expect(screen.queryByRole('region', { name: 'Shipping address' })).not.toBeInTheDocument();
    expect(screen.getByLabelText('Totals')).toHaveTextContent('Delivery fee$10.00');
    expect(screen.getByRole('region', { name: 'Payment' })).toHaveTextContent(
      'ProviderIn person, recorded by staff',
    );
  });

  it('shows a payment as a payment, not as a move from a status to itself', async () => {
    const at = (hour: number) => `2025-03-14T${String(hour).padStart(2, '0')}:00:00.000Z`;
    orderServer(
      orderDetail({
        events: [
          { from_status: null, to_status: 'ordered', actor: 'customer', at: at(10) },
          { from_status: 'ordered', to_status: 'ordered', actor: 'payment', at: at(10) },
          { from_status: 'ordered', to_status: 'cancelled', actor: 'system', at: at(11) },
          { from_status: 'cancelled', to_status: 'ordered', actor: 'payment', at: at(12) },
          { from_status: 'ordered', to_status: 'working_on', actor: 'admin:avery', at: at(13) },
          { from_status: 'working_on', to_status: 'delivery', actor: 'admin:avery', at: at(14) },
          { from_status: 'delivery', to_status: 'refunded', actor: 'admin:avery', at: at(15) },
          { from_status: 'cancelled', to_status: 'cancelled', actor: 'payment', at: at(16) },
        ],
      }),
    );
    renderApp('/admin/orders/41');

    const history = await screen.findByRole('region', { name: 'History' });
    const entries = within(history)
      .getAllByRole('listitem')
      .map((entry) => entry.textContent.replace(/ · .*$/u, ''));
    expect(entries).toEqual([
      'Placed as OrderedCustomer',
      'Payment receivedPayment provider',
      'Ordered to CancelledThe reservation expired unpaidSystem',
      'Payment receivedThe order was reopenedPayment provider',
      'Ordered to Working OnAdmin avery',
      'Working On to DeliveryAdmin avery',
      'Delivery to RefundedPayment refundedAdmin avery',
      'Payment refundedIt arrived after the order was cancelledPayment provider',
    ]);
  });

  it.each<{ status: OrderStatus; payment: AdminOrderDetail['payment_status']; moves: string[] }>([
    { status: 'ordered', payment: 'paid', moves: ['Mark as Working On', 'Mark as Cancelled'] },
    { status: 'ordered', payment: 'unpaid', moves: ['Mark as Cancelled'] },
    { status: 'working_on', payment: 'paid', moves: ['Mark as Delivery', 'Mark as Cancelled'] },
    { status: 'delivery', payment: 'paid', moves: ['Mark as Done', 'Mark as Refunded'] },
    { status: 'done', payment: 'paid', moves: ['Mark as Refunded'] },
    { status: 'cancelled', payment: 'refunded', moves: [] },
    { status: 'refunded', payment: 'refunded', moves: [] },
  ])(
    'offers only the allowed moves: $status and $payment → $moves',
    async ({ status, payment, moves }) => {
      orderServer(orderDetail({ status, payment_status: payment }));
      renderApp('/admin/orders/41');
      await screen.findByRole('heading', { name: 'Order CN-ABCD2345' });
      expect(moveButtons()).toEqual(moves);
    },
  );

  it('sends the move with PUT and shows the new status', async () => {
    const server = orderServer(orderDetail({ status: 'ordered', payment_status: 'paid' }));
    const { user } = renderApp('/admin/orders/41');

    await user.click(await screen.findByRole('button', { name: 'Mark as Working On' }));

    const request = server.last('PUT /admin/orders/41/status');
    expect(await request?.json()).toEqual({ status: 'working_on' });
    await waitFor(() => {
      expect(moveButtons()).toEqual(['Mark as Delivery', 'Mark as Cancelled']);
    });
    expect(screen.getAllByText('Working On')[0]).toHaveAttribute('data-status', 'working_on');
    expect(await screen.findByText('Order CN-ABCD2345 marked as Working On')).toBeInTheDocument();
  });

  it('asks before cancelling, and only Confirm sends it', async () => {
    const server = orderServer(orderDetail({ status: 'ordered', payment_status: 'paid' }));
    const { user } = renderApp('/admin/orders/41');

    await user.click(await screen.findByRole('button', { name: 'Mark as Cancelled' }));
    let dialog = screen.getByRole('dialog', { name: 'Mark as Cancelled?' });
    expect(dialog).toHaveTextContent('Its items go back into stock.');
    expect(dialog).toHaveTextContent('The customer is refunded $82.58.');
    await user.click(within(dialog).getByRole('button', { name: 'Go back' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(server.last('PUT /admin/orders/41/status')).toBeUndefined();

    await user.click(screen.getByRole('button', { name: 'Mark as Cancelled' }));
    dialog = screen.getByRole('dialog', { name: 'Mark as Cancelled?' });
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect(await server.last('PUT /admin/orders/41/status')?.json()).toEqual({
      status: 'cancelled',
    });
    await waitFor(() => {
      expect(moveButtons()).toEqual([]);
    });
  });

  it('asks before refunding', async () => {
    const server = orderServer(orderDetail({ status: 'done', payment_status: 'paid' }));
    const { user } = renderApp('/admin/orders/41');

    await user.click(await screen.findByRole('button', { name: 'Mark as Refunded' }));
    const dialog = screen.getByRole('dialog', { name: 'Mark as Refunded?' });
    expect(dialog).toHaveTextContent('The customer is refunded $82.58.');
    expect(dialog).not.toHaveTextContent('stock');
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect(await server.last('PUT /admin/orders/41/status')?.json()).toEqual({
      status: 'refunded',
    });
  });

  it("shows the server's refusal in an alert and refetches the order", async () => {
    const server = orderServer(orderDetail({ status: 'working_on', payment_status: 'paid' }), () =>
      json(
        { detail: 'An order that is cancelled cannot be moved to delivery', error: 'conflict' },
        409,
      ),
    );
    const { user } = renderApp('/admin/orders/41');

    await user.click(await screen.findByRole('button', { name: 'Mark as Delivery' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'An order that is cancelled cannot be moved to delivery',
    );
    await waitFor(() => {
      expect(server.requests.filter((r) => r.url.endsWith('/api/admin/orders/41'))).toHaveLength(2);
    });
  });

  it('offers Delete only for a cancelled, unpaid order', async () => {
    for (const [status, payment_status, offered] of [
      ['cancelled', 'unpaid', true],
      ['cancelled', 'refunded', false],
      ['ordered', 'unpaid', false],
      ['done', 'paid', false],
    ] as const) {
      orderServer(orderDetail({ status, payment_status }));
      const view = renderApp('/admin/orders/41');
      await screen.findByRole('heading', { name: 'Order CN-ABCD2345' });
      expect(screen.queryByRole('button', { name: 'Delete order' }) !== null).toBe(offered);
      view.unmount();
    }
  });

  it('deletes after the confirmation and returns to the list it came from', async () => {
    const server = orderServer(orderDetail({ status: 'cancelled', payment_status: 'unpaid' }));
    const { user, router } = renderApp('/admin/orders?status=cancelled');
    await user.click(await screen.findByRole('link', { name: 'CN-ABCD2345' }));

    await user.click(await screen.findByRole('button', { name: 'Delete order' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete order CN-ABCD2345?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));

    await waitFor(() => {
      expect(router.location.pathname).toBe('/admin/orders');
    });
    expect(router.location.search).toBe('?status=cancelled');
    expect(server.last('DELETE /admin/orders/41')).toBeDefined();
    expect(await screen.findByText('Order CN-ABCD2345 deleted')).toBeInTheDocument();
  });

  it('keeps the dialog open with the reason when the server refuses the deletion', async () => {
    signedInAdmin({
      'GET /admin/orders/41': () =>
        json({ order: orderDetail({ status: 'cancelled', payment_status: 'unpaid' }) }),
      'DELETE /admin/orders/41': () =>
        json({ detail: 'Only cancelled, unpaid orders can be deleted', error: 'conflict' }, 409),
    });
    const { user, router } = renderApp('/admin/orders/41');

    await user.click(await screen.findByRole('button', { name: 'Delete order' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete order CN-ABCD2345?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));

    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Only cancelled, unpaid orders can be deleted',
    );
    expect(router.location.pathname).toBe('/admin/orders/41');
  });

  it('says when the order does not exist', async () => {
    signedInAdmin({
      'GET /admin/orders/99': () => json({ detail: 'Order not found', error: 'not_found' }, 404),
    });
    const first = renderApp('/admin/orders/99');
    expect(await screen.findByRole('alert')).toHaveTextContent(/^Order not found/);
    expect(screen.getByRole('heading', { name: 'Order #99', level: 1 })).toBeInTheDocument();
    first.unmount();

    const server = signedInAdmin({});
    renderApp('/admin/orders/not-a-number');
    expect(await screen.findByRole('alert')).toHaveTextContent(/^Order not found/);
    expect(server.requests.some((request) => request.url.includes('/admin/orders/'))).toBe(false);
    expect(screen.getByRole('link', { name: 'Back to orders' })).toHaveAttribute(
      'href',
      '/admin/orders',
    );
  });
});
