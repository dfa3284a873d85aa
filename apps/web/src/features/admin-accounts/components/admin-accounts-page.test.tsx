import type { AdminUser } from '@canopy/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { STORAGE_KEYS } from '../../../lib/storage';
import { adminUser, ROLE_IDS, roleList, staffMember } from '../../../test/factories';
import { installFakeFetch, json, type FakeRoute } from '../../../test/fake-fetch';
import { renderApp } from '../../../test/render-app';

vi.setConfig({ testTimeout: 20_000 });
beforeAll(async () => {
  await import('../../../app/admin/admin-chunk');
}, 60_000);

const ME = adminUser({ id: 1, username: 'avery' });
const ME_AS_SUPERUSER = adminUser({ id: 1, username: 'avery', is_superuser: true });
const ACCOUNTS: AdminUser[] = [
  ME,
  adminUser({ id: 2, username: 'blake', is_superuser: true }),
  adminUser({ id: 3, username: 'casey', is_active: false }),
  staffMember('budtender', { id: 4, username: 'drew' }),
];

function signedInAs(caller: AdminUser, routes: Record<string, FakeRoute> = {}) {
  window.localStorage.setItem(STORAGE_KEYS.adminToken, 'admin-token');
  window.localStorage.setItem(STORAGE_KEYS.adminUser, JSON.stringify(caller));
  return installFakeFetch({
    'GET /auth/me': () => json(caller),
    'GET /admin/users': () => json(ACCOUNTS),
    'GET /admin/roles': () => json(roleList()),
    ...routes,
  });
}

/** Add admin, once it is enabled: it waits for the roles the new account can be given. */
async function addAdminButton(): Promise<HTMLElement> {
  const button = await screen.findByRole('button', { name: 'Add admin' });
  await waitFor(() => expect(button).toBeEnabled());
  return button;
}

function rowOf(username: string): HTMLElement {
  const table = screen.getByRole('table', { name: 'Admin accounts' });
  const row = within(table).getByText(username).closest('tr');
  if (!row) throw new Error(`no row for ${username}`);
  return row;
}

describe('the admin accounts list', () => {
  it('shows each account with its role and status, and no actions on the caller’s own row', async () => {
    signedInAs(ME);
    renderApp('/admin/admins');
    await waitFor(() => {
      expect(within(rowOf('blake')).getByText('Owner')).toBeInTheDocument();
    });
    expect(screen.getByRole('combobox', { name: 'Role of drew' })).toHaveDisplayValue('Budtender');
    expect(within(rowOf('blake')).getByText('Active')).toBeInTheDocument();
    expect(within(rowOf('casey')).getByText('Inactive')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reactivate casey' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Delete casey' })).toBeInTheDocument();
    expect(within(rowOf('avery')).getByText('(you)')).toBeInTheDocument();
    expect(within(rowOf('avery')).queryAllByRole('button')).toEqual([]);
    expect(within(rowOf('avery')).queryByRole('combobox')).not.toBeInTheDocument();
    expect(within(rowOf('avery')).getByText('Manager')).toBeInTheDocument();
  });

  it('offers the actions and the role on an owner’s row to owners only', async () => {
    signedInAs(ME);
    const first = renderApp('/admin/admins');
    await waitFor(() => {
      expect(within(rowOf('blake')).getByText('Owner')).toBeInTheDocument();
    });
    expect(within(rowOf('blake')).queryAllByRole('button')).toEqual([]);
    expect(within(rowOf('blake')).queryByRole('combobox')).not.toBeInTheDocument();
    first.unmount();

    signedInAs(ME_AS_SUPERUSER);
    renderApp('/admin/admins');
    expect(await screen.findByRole('button', { name: 'Deactivate blake' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Delete blake' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Role of blake' })).toHaveDisplayValue('Owner');
  });

  it("says 'No data available' without accounts and 'Failed to fetch admin users' on failure", async () => {
    signedInAs(ME, { 'GET /admin/users': () => json([]) });
    const first = renderApp('/admin/admins');
    expect(await screen.findByText('No data available')).toBeInTheDocument();
    first.unmount();

    signedInAs(ME, { 'GET /admin/users': () => new Response(null, { status: 503 }) });
    renderApp('/admin/admins');
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to fetch admin users');
  });
});

describe('creating an admin', () => {
  it('offers the owner role to owners only, and starts from Manager', async () => {
    const roleNames = (dialog: HTMLElement) =>
      within(within(dialog).getByRole('combobox', { name: 'Role' }))
        .getAllByRole('option')
        .map((option) => option.textContent);
    signedInAs(ME);
    const first = renderApp('/admin/admins');
    await first.user.click(await addAdminButton());
    const dialog = await screen.findByRole('dialog', { name: 'New admin' });
    expect(roleNames(dialog)).toEqual([
      'Manager',
      'Budtender',
      'Compliance',
      'Marketing',
      'Viewer',
    ]);
    expect(within(dialog).getByRole('combobox', { name: 'Role' })).toHaveDisplayValue('Manager');
    first.unmount();

    signedInAs(ME_AS_SUPERUSER);
    const second = renderApp('/admin/admins');
    await second.user.click(await addAdminButton());
    expect(roleNames(await screen.findByRole('dialog', { name: 'New admin' }))).toContain('Owner');
  });

  it('explains a weak password beside the field before sending anything', async () => {
    const server = signedInAs(ME);
    const { user } = renderApp('/admin/admins');
    await user.click(await addAdminButton());
    const dialog = await screen.findByRole('dialog', { name: 'New admin' });
    await user.type(within(dialog).getByLabelText('Username'), 'dana');
    await user.type(within(dialog).getByLabelText('Password'), 'short');
    await user.click(within(dialog).getByRole('button', { name: 'Create admin' }));
    expect(within(dialog).getByLabelText('Password')).toHaveAccessibleDescription(
      /A password has at least 12 characters/,
    );
    expect(server.last('POST /admin/users')).toBeUndefined();
  });

  it('shows a taken username beside Username, then creates the account', async () => {
    let taken = true;
    const server = signedInAs(adminUser({ id: 1, username: 'avery', is_superuser: true }), {
      'POST /admin/users': () =>
        taken
          ? json(
              { detail: 'An admin user with this username already exists', error: 'conflict' },
              409,
            )
          : json(adminUser({ id: 9, username: 'dana.k', is_superuser: true }), 201),
    });
    const { user } = renderApp('/admin/admins');
    await user.click(await addAdminButton());
    const dialog = await screen.findByRole('dialog', { name: 'New admin' });
    await user.type(within(dialog).getByLabelText('Username'), 'dana.k');
    await user.type(within(dialog).getByLabelText('Password'), 'Correct-Horse-42');
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Role' }), 'Owner');
    await user.click(within(dialog).getByRole('button', { name: 'Create admin' }));
    await waitFor(() => {
      expect(within(dialog).getByLabelText('Username')).toHaveAccessibleDescription(
        'An admin user with this username already exists',
      );
    });

    taken = false;
    await user.click(within(dialog).getByRole('button', { name: 'Create admin' }));
    expect(await screen.findByText('Created dana.k')).toBeInTheDocument();
    expect(await server.last('POST /admin/users')?.json()).toEqual({
      username: 'dana.k',
      password: 'Correct-Horse-42',
      role_id: ROLE_IDS.owner,
      is_superuser: true,
    });
  });
});

describe('without the roles list', () => {
  it('still creates an account, leaving the role to the server (a manager)', async () => {
    const server = signedInAs(ME, {
      'GET /admin/roles': () => new Response(null, { status: 503 }),
      'POST /admin/users': () => json(adminUser({ id: 9, username: 'erin' }), 201),
    });
    const { user } = renderApp('/admin/admins');
    await user.click(await addAdminButton());
    const dialog = await screen.findByRole('dialog', { name: 'New admin' });
    expect(within(dialog).queryByRole('combobox', { name: 'Role' })).not.toBeInTheDocument();
    await user.type(within(dialog).getByLabelText('Username'), 'erin');
    await user.type(within(dialog).getByLabelText('Password'), 'Correct-Horse-42');
    await user.click(within(dialog).getByRole('button', { name: 'Create admin' }));
    expect(await screen.findByText('Created erin')).toBeInTheDocument();
    expect(await server.last('POST /admin/users')?.json()).toEqual({
      username: 'erin',
      password: 'Correct-Horse-42',
      is_superuser: false,
    });
    expect(within(rowOf('casey')).queryByRole('combobox')).not.toBeInTheDocument();
  });
});

describe('changing a role', () => {
  it('moves an account to the chosen role at once', async () => {
    const server = signedInAs(ME, {
      'PUT /admin/users/3/role': () => json(staffMember('viewer', { id: 3, username: 'casey' })),
    });
    const { user } = renderApp('/admin/admins');
    await user.selectOptions(
      await screen.findByRole('combobox', { name: 'Role of casey' }),
      'Viewer',
    );
    expect(await screen.findByText('casey is now Viewer')).toBeInTheDocument();
    expect(await server.last('PUT /admin/users/3/role')?.json()).toEqual({
      role_id: ROLE_IDS.viewer,
    });
  });

  it('says why the server refused, and keeps the saved role', async () => {
    signedInAs(ME_AS_SUPERUSER, {
      'PUT /admin/users/2/role': () =>
        json({ detail: 'The last active owner cannot be demoted', error: 'conflict' }, 409),
    });
    const { user } = renderApp('/admin/admins');
    const select = await screen.findByRole('combobox', { name: 'Role of blake' });
    await user.selectOptions(select, 'Manager');
    expect(await screen.findByText('The last active owner cannot be demoted')).toBeInTheDocument();
    expect(select).toHaveDisplayValue('Owner');
  });
});

describe('deactivate, reactivate and delete', () => {
  it('asks first, then deactivates', async () => {
    const server = signedInAs(ME_AS_SUPERUSER, {
      'PUT /admin/users/2/deactivate': () =>
        json(adminUser({ id: 2, username: 'blake', is_active: false })),
    });
    const { user } = renderApp('/admin/admins');
    await user.click(await screen.findByRole('button', { name: 'Deactivate blake' }));
    const dialog = await screen.findByRole('dialog', { name: 'Deactivate blake?' });
    expect(server.last('PUT /admin/users/2/deactivate')).toBeUndefined();
    await user.click(within(dialog).getByRole('button', { name: 'Deactivate' }));
    expect(await screen.findByText('Deactivated blake')).toBeInTheDocument();
    expect(server.last('PUT /admin/users/2/deactivate')).toBeDefined();
  });

  it('keeps the server’s refusal in the dialog', async () => {
    signedInAs(ME_AS_SUPERUSER, {
      'DELETE /admin/users/2': () =>
        json({ detail: 'The last active superuser cannot be deleted', error: 'conflict' }, 409),
    });
    const { user } = renderApp('/admin/admins');
    await user.click(await screen.findByRole('button', { name: 'Delete blake' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete blake?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'The last active superuser cannot be deleted',
    );
  });

  it('reactivates an inactive account', async () => {
    const server = signedInAs(ME, {
      'PUT /admin/users/3/reactivate': () => json(adminUser({ id: 3, username: 'casey' })),
    });
    const { user } = renderApp('/admin/admins');
    await user.click(await screen.findByRole('button', { name: 'Reactivate casey' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reactivate casey?' });
    await user.click(within(dialog).getByRole('button', { name: 'Reactivate' }));
    expect(await screen.findByText('Reactivated casey')).toBeInTheDocument();
    expect(server.last('PUT /admin/users/3/reactivate')).toBeDefined();
  });
});
