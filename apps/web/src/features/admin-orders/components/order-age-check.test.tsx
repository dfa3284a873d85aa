import type { AdminOrderDetail, AdminUser, IdCheck } from '@canopy/contracts';
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

const MANAGER = staffMember('manager', { id: 2, username: 'avery' });
const BUDTENDER = staffMember('budtender', { id: 7, username: 'bo' });
const COMPLIANCE = staffMember('compliance', { id: 9, username: 'cam' });

const CHECK: IdCheck = {
  id_type: 'passport',
  id_last4: '4567',
  id_expiry: '2030-01-31',
  age: 36,
  checked_by: 'bo',
  checked_at: '2025-03-14T16:30:00.000Z',
};

const VERIFIED: Partial<AdminOrderDetail> = {
  age_verification: {
    method: 'date_of_birth',
    policy_version: 3,
    verified_at: '2025-03-14T14:55:00.000Z',
    age_at_order: 34,
  },
};

function orderServer(
  user: AdminUser,
  order: AdminOrderDetail,
  answers: Array<() => Response> = [],
) {
  let current = order;
  return signedInAs(user, {
    'GET /admin/orders/41': () => json({ order: current }),
    'POST /admin/orders/41/id-check': () => {
      const answer = answers.shift();
      if (answer) return answer();
      current = { ...current, id_check: CHECK };
      return json({ id_check: CHECK }, 201);
    },
  });
}

async function ageSection() {
  return within(await screen.findByRole('region', { name: 'Age and ID' }));
}

describe('the age and ID check of an order', () => {
  it('shows the date of birth and the whole ID check to staff holding orders.view_id', async () => {
    orderServer(
      MANAGER,
      orderDetail({ ...VERIFIED, date_of_birth: '1990-04-02', id_check: CHECK }),
    );
    renderApp('/admin/orders/41');
    const section = await ageSection();
    expect(section.getByText('Date of birth').nextSibling).toHaveTextContent('Apr 2, 1990');
    expect(section.getByText('Age verified by').nextSibling).toHaveTextContent(
      'Date of birth given',
    );
    expect(section.getByText('Policy version').nextSibling).toHaveTextContent('3');
    expect(section.getByText('Age at order').nextSibling).toHaveTextContent('34');
    expect(section.getByText(/^ID checked by bo at/)).toBeInTheDocument();
    expect(section.getByText('ID type').nextSibling).toHaveTextContent('Passport');
    expect(section.getByText('ID number ends in').nextSibling).toHaveTextContent('4567');
    expect(section.getByText('ID expiry').nextSibling).toHaveTextContent('Jan 31, 2030');
    expect(section.getByText('Age on the ID').nextSibling).toHaveTextContent('36');
    expect(section.getByRole('button', { name: 'Check ID' })).toBeInTheDocument();
  });

  it('shows only who checked the ID and when without orders.view_id', async () => {
    orderServer(
      BUDTENDER,
      orderDetail({
        ...VERIFIED,
        id_check: { checked_by: 'bo', checked_at: '2025-03-14T16:30:00.000Z' },
      }),
    );
    renderApp('/admin/orders/41');
    const section = await ageSection();
    expect(section.getByText(/^ID checked by bo at/)).toBeInTheDocument();
    expect(section.queryByText('ID type')).not.toBeInTheDocument();
    expect(section.queryByText('Date of birth')).not.toBeInTheDocument();
    expect(section.getByRole('button', { name: 'Check ID' })).toBeInTheDocument();
  });

  it('offers Check ID only to staff holding orders.fulfil', async () => {
    orderServer(COMPLIANCE, orderDetail());
    renderApp('/admin/orders/41');
    const section = await ageSection();
    expect(section.getByText('Not checked yet')).toBeInTheDocument();
    expect(section.getByText(/Not asked/)).toBeInTheDocument();
    expect(section.queryByRole('button', { name: 'Check ID' })).not.toBeInTheDocument();
  });
});

describe('the Check ID dialog', () => {
  it('shows field errors beside the fields, a refusal of the whole check above them, then the check', async () => {
    const server = orderServer(BUDTENDER, orderDetail(VERIFIED), [
      () =>
        json(
          {
            error: 'validation_error',
            detail: [
              { loc: ['body', 'id_expiry'], msg: 'This ID has expired', type: 'value_error' },
            ],
          },
          422,
        ),
      () =>
        json(
          {
            error: 'id_mismatch',
            detail: 'The date of birth on the ID is not the one the customer gave at checkout',
          },
          422,
        ),
    ]);
    const { user } = renderApp('/admin/orders/41');
    await user.click((await ageSection()).getByRole('button', { name: 'Check ID' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Check ID' }));

    await user.click(dialog.getByRole('button', { name: 'Record ID check' }));
    expect(dialog.getByLabelText('ID type')).toHaveAccessibleDescription('Choose the type of ID');
    expect(dialog.getByLabelText('ID number')).toHaveAttribute('aria-invalid', 'true');
    expect(server.last('POST /admin/orders/41/id-check')).toBeUndefined();

    await user.selectOptions(dialog.getByLabelText('ID type'), 'passport');
    await user.type(dialog.getByLabelText('ID number'), 'x1234567');
    await user.type(dialog.getByLabelText('Expiry date'), '2020-01-31');
    await user.type(dialog.getByLabelText('Date of birth'), '1990-04-02');
    await user.click(dialog.getByRole('button', { name: 'Record ID check' }));
    const expiry = dialog.getByLabelText('Expiry date');
    await waitFor(() => expect(expiry).toHaveAccessibleDescription('This ID has expired'));
    expect(await server.last('POST /admin/orders/41/id-check')?.json()).toEqual({
      id_type: 'passport',
      id_number: 'X1234567',
      id_expiry: '2020-01-31',
      date_of_birth: '1990-04-02',
    });

    await user.clear(expiry);
    await user.type(expiry, '2030-01-31');
    await user.click(dialog.getByRole('button', { name: 'Record ID check' }));
    expect(await dialog.findByRole('alert')).toHaveTextContent(
      'The date of birth on the ID is not the one the customer gave at checkout',
    );

    await user.click(dialog.getByRole('button', { name: 'Record ID check' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await (await ageSection()).findByText(/^ID checked by bo at/)).toBeInTheDocument();
  });
});
