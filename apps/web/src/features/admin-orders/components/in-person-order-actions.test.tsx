import type { AdminOrderDetail, AdminUser, OrderStatus } from '@canopy/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { orderDetail } from '../../../test/admin-orders-setup';
import { staffMember } from '../../../test/factories';
import { json } from '../../../test/fake-fetch';
import { renderApp } from '../../../test/render-app';
import { signedInAs } from '../../../test/signed-in-staff';

beforeAll(async () => {
  await import('../../../app/admin/admin-chunk');
}, 60_000);

const BUDTENDER = staffMember('budtender', { id: 7, username: 'bo' });
const VIEWER = staffMember('viewer', { id: 8, username: 'vi' });

const SLOT = {
  slot_start: '2025-03-14T20:00:00.000Z',
  slot_end: '2025-03-14T20:30:00.000Z',
  zone_id: null,
};

function inPerson(method: 'pickup' | 'delivery', overrides: Partial<AdminOrderDetail> = {}) {
  return orderDetail({
    fulfilment: { method, ...SLOT },
    payment_method: 'in_person',
    payment_status: 'unpaid',
    payment_provider: null,
    payment_intent_id: null,
    ...overrides,
  });
}

function moveButtons(): string[] {
  return screen.queryAllByRole('button', { name: /^Mark as / }).map((button) => button.textContent);
}

function orderServer(
  user: AdminUser,
  order: AdminOrderDetail,
  answers: { status?: () => Response; payment?: () => Response } = {},
) {
  let current = order;
  return signedInAs(user, {
    'GET /admin/orders/41': () => json({ order: current }),
    'PUT /admin/orders/41/status': async (request) => {
      if (answers.status) return answers.status();
      const { status } = (await request.json()) as { status: OrderStatus };
      current = { ...current, status };
      return json({ order: current });
    },
    'POST /admin/orders/41/payments': () => {
      if (answers.payment) return answers.payment();
      current = { ...current, payment_status: 'paid', payment_provider: 'cash' };
      return json({ order: current }, 201);
    },
  });
}

describe('the status moves of pickup and delivery orders', () => {
  it.each<{ method: 'pickup' | 'delivery'; status: OrderStatus; moves: string[] }>([
    { method: 'pickup', status: 'ordered', moves: ['Mark as Working On', 'Mark as Cancelled'] },
    { method: 'pickup', status: 'working_on', moves: ['Mark as Ready', 'Mark as Cancelled'] },
    { method: 'pickup', status: 'ready', moves: ['Mark as Cancelled'] },
    { method: 'delivery', status: 'working_on', moves: ['Mark as Delivery', 'Mark as Cancelled'] },
    { method: 'delivery', status: 'delivery', moves: ['Mark as Cancelled'] },
  ])('offers an unpaid in-person $method order at $status: $moves', async (row) => {
    orderServer(BUDTENDER, inPerson(row.method, { status: row.status }));
    renderApp('/admin/orders/41');
    await screen.findByRole('heading', { name: 'Order CN-ABCD2345' });
    expect(moveButtons()).toEqual(row.moves);
  });

  it('offers Done for a paid pickup order at ready and shows the Ready badge', async () => {
    orderServer(BUDTENDER, inPerson('pickup', { status: 'ready', payment_status: 'paid' }));
    renderApp('/admin/orders/41');
    await screen.findByRole('heading', { name: 'Order CN-ABCD2345' });
    // Cancelling a paid order refunds it: a budtender's role does not hold orders.refund.
    expect(moveButtons()).toEqual(['Mark as Done']);
    expect(screen.getAllByText('Ready')[0]).toHaveAttribute('data-status', 'ready');
  });

  it('opens Check ID when completing is refused for want of an ID check', async () => {
    orderServer(BUDTENDER, inPerson('pickup', { status: 'ready', payment_status: 'paid' }), {
      status: () =>
        json(
          {
            error: 'id_check_required',
            detail: "Check the customer's ID before completing this order",
          },
          409,
        ),
    });
    const { user } = renderApp('/admin/orders/41');
    await user.click(await screen.findByRole('button', { name: 'Mark as Done' }));
    const dialog = await screen.findByRole('dialog', { name: 'Check ID' });
    expect(within(dialog).getByLabelText('ID number')).toBeInTheDocument();
    expect(
      screen.getAllByText("Check the customer's ID before completing this order").length,
    ).toBeGreaterThan(0);
  });
});

describe('Record payment', () => {
  it('records cash for the total and then offers Done', async () => {
    const server = orderServer(BUDTENDER, inPerson('pickup', { status: 'ready' }));
    const { user } = renderApp('/admin/orders/41');
    await user.click(await screen.findByRole('button', { name: 'Record payment' }));
    const dialog = screen.getByRole('dialog', { name: 'Record payment' });
    expect(within(dialog).getByLabelText('Amount')).toHaveValue('82.58');
    await user.click(within(dialog).getByRole('button', { name: 'Record payment' }));

    expect(await server.last('POST /admin/orders/41/payments')?.json()).toEqual({
      method: 'cash',
      amount: 82.58,
    });
    await waitFor(() => {
      expect(moveButtons()).toEqual(['Mark as Done']);
    });
    expect(screen.queryByRole('button', { name: 'Record payment' })).not.toBeInTheDocument();
  });

  it("shows the server's refusal of the amount beside the field", async () => {
    orderServer(BUDTENDER, inPerson('delivery', { status: 'delivery' }), {
      payment: () =>
        json(
          {
            error: 'validation_error',
            detail: [
              {
                loc: ['body', 'amount'],
                msg: "The amount must be the order's total, $82.58",
                type: 'value_error',
              },
            ],
          },
          422,
        ),
    });
    const { user } = renderApp('/admin/orders/41');
    await user.click(await screen.findByRole('button', { name: 'Record payment' }));
    const dialog = screen.getByRole('dialog', { name: 'Record payment' });
    const amount = within(dialog).getByLabelText('Amount');
    await user.clear(amount);
    await user.type(amount, '80');
    await user.selectOptions(within(dialog).getByLabelText('Paid with'), 'card_present');
    await user.click(within(dialog).getByRole('button', { name: 'Record payment' }));
    expect(
      await within(dialog).findByText("The amount must be the order's total, $82.58"),
    ).toBeInTheDocument();
    expect(amount).toHaveAttribute('aria-invalid', 'true');
  });

  it('is offered only to staff holding orders.fulfil, and only for unpaid in-person orders', async () => {
    orderServer(VIEWER, inPerson('pickup', { status: 'ready' }));
    renderApp('/admin/orders/41');
    await screen.findByRole('heading', { name: 'Order CN-ABCD2345' });
    expect(screen.queryByRole('button', { name: 'Record payment' })).not.toBeInTheDocument();
  });

  it('is not offered for a card order', async () => {
    orderServer(
      BUDTENDER,
      orderDetail({ fulfilment: { method: 'pickup', ...SLOT }, payment_status: 'unpaid' }),
    );
    renderApp('/admin/orders/41');
    await screen.findByRole('heading', { name: 'Order CN-ABCD2345' });
    expect(screen.queryByRole('button', { name: 'Record payment' })).not.toBeInTheDocument();
  });
});
