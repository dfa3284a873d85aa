import type { Role } from '@canopy/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { adminUser, builtinRole, roleList } from '../../../test/factories';
import { json, type FakeRoute } from '../../../test/fake-fetch';
import { renderApp } from '../../../test/render-app';
import { signedInAs } from '../../../test/signed-in-staff';

vi.setConfig({ testTimeout: 20_000 });
beforeAll(async () => {
  await import('../../../app/admin/admin-chunk');
}, 60_000);

const OWNER = adminUser({ is_superuser: true });
const MANAGER = adminUser();
const NIGHT_SHIFT: Role = {
  id: 20,
  key: 'night-shift',
  name: 'Night shift',
  description: 'Fulfils and refunds after hours.',
  permissions: ['orders.read', 'orders.fulfil'],
  is_builtin: false,
  user_count: 2,
};

function rolesServer(caller = OWNER, routes: Record<string, FakeRoute> = {}) {
  return signedInAs(caller, {
    'GET /admin/roles': () => json(roleList([NIGHT_SHIFT])),
    ...routes,
  });
}

function rowOf(name: string): HTMLElement {
  const table = screen.getByRole('table', { name: 'Roles' });
  const row = within(table).getByText(name).closest('tr');
  if (!row) throw new Error(`no row for ${name}`);
  return row;
}

async function openNewRole(user: ReturnType<typeof renderApp>['user']) {
  await user.click(await screen.findByRole('button', { name: 'Add role' }));
  return screen.findByRole('dialog', { name: 'New role' });
}

describe('the roles list', () => {
  it('shows each role with its description, a Built-in badge and how many admins hold it', async () => {
    rolesServer();
    renderApp('/admin/roles');
    await waitFor(() => {
      expect(within(rowOf('Budtender')).getByText('Built-in')).toBeInTheDocument();
    });
    expect(within(rowOf('Night shift')).queryByText('Built-in')).not.toBeInTheDocument();
    expect(within(rowOf('Night shift')).getByText('2 admins')).toBeInTheDocument();
    expect(within(rowOf('Night shift')).getByText(NIGHT_SHIFT.description)).toBeInTheDocument();
    // Built-in roles are only viewed; a custom role is edited and deleted by an owner.
    expect(within(rowOf('Owner')).getByRole('button', { name: 'View Owner' })).toBeInTheDocument();
    expect(within(rowOf('Owner')).queryByRole('button', { name: /^(Edit|Delete)/ })).toBeNull();
    expect(screen.getByRole('button', { name: 'Edit Night shift' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Delete Night shift' })).toBeInTheDocument();
  });

  it('lets a manager view roles but not add, edit or delete them', async () => {
    rolesServer(MANAGER);
    const { user } = renderApp('/admin/roles');
    await user.click(await screen.findByRole('button', { name: 'View Night shift' }));
    const dialog = await screen.findByRole('dialog', { name: 'Night shift' });
    expect(within(dialog).getByRole('checkbox', { name: /View orders/ })).toBeChecked();
    expect(within(dialog).getByRole('checkbox', { name: /View orders/ })).toBeDisabled();
    expect(within(dialog).queryByRole('button', { name: 'Save role' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add role' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Edit Night shift' })).not.toBeInTheDocument();
  });

  it('shows a built-in role read-only with its fixed permissions', async () => {
    rolesServer();
    const { user } = renderApp('/admin/roles');
    await user.click(await screen.findByRole('button', { name: 'View Budtender' }));
    const dialog = await screen.findByRole('dialog', { name: 'Budtender' });
    expect(within(dialog).getByText(/built-in role: its permissions are fixed/)).toBeVisible();
    const checked = within(dialog)
      .getAllByRole('checkbox')
      .filter((box) => (box as HTMLInputElement).checked)
      .map((box) => (box as HTMLInputElement).value);
    expect(checked).toEqual(builtinRole('budtender').permissions);
    expect(within(dialog).getByRole('button', { name: 'Close' })).toBeInTheDocument();
  });
});

describe('the role form', () => {
  it('groups the permissions as the catalogue does, without the owner’s own', async () => {
    rolesServer();
    const { user } = renderApp('/admin/roles');
    const dialog = await openNewRole(user);
    const groups = within(dialog)
      .getAllByRole('group')
      .map((group) => group.querySelector('legend')?.textContent);
    expect(groups).toEqual([
      'Permissions',
      'Dashboard',
      'Catalog',
      'Orders',
      'Access codes',
      'Referral codes',
      'Analytics',
      'Staff',
      'System',
    ]);
    const staff = within(dialog).getByRole('group', { name: 'Staff' });
    expect(
      within(staff)
        .getAllByRole('checkbox')
        .map((box) => (box as HTMLInputElement).value),
    ).toEqual(['admins.manage', 'audit.read']);
  });

  it('says what is missing beside the fields before sending anything', async () => {
    const server = rolesServer();
    const { user } = renderApp('/admin/roles');
    const dialog = await openNewRole(user);
    await user.click(within(dialog).getByRole('button', { name: 'Save role' }));
    expect(within(dialog).getByLabelText('Name')).toHaveAccessibleDescription('Enter a name');
    expect(within(dialog).getByRole('group', { name: 'Permissions' })).toHaveAccessibleDescription(
      'Choose at least one permission',
    );
    expect(server.last('POST /admin/roles')).toBeUndefined();
  });

  it('shows a taken name beside Name, then creates the role with the chosen permissions', async () => {
    let taken = true;
    const server = rolesServer(OWNER, {
      'POST /admin/roles': () =>
        taken
          ? json({ detail: 'A role with this name already exists', error: 'conflict' }, 409)
          : json({ ...NIGHT_SHIFT, id: 21, name: 'Door', user_count: 0 }, 201),
    });
    const { user } = renderApp('/admin/roles');
    const dialog = await openNewRole(user);
    await user.type(within(dialog).getByLabelText('Name'), 'Door');
    await user.type(within(dialog).getByLabelText('Description'), 'Checks IDs at the door');
    await user.click(within(dialog).getByRole('checkbox', { name: /View orders/ }));
    await user.click(within(dialog).getByRole('checkbox', { name: /See recorded ID details/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Save role' }));
    await waitFor(() => {
      expect(within(dialog).getByLabelText('Name')).toHaveAccessibleDescription(
        'A role with this name already exists',
      );
    });

    taken = false;
    await user.click(within(dialog).getByRole('button', { name: 'Save role' }));
    expect(await screen.findByText('Saved Door')).toBeInTheDocument();
    expect(await server.last('POST /admin/roles')?.json()).toEqual({
      name: 'Door',
      description: 'Checks IDs at the door',
      permissions: ['orders.read', 'orders.view_id'],
    });
  });

  it('puts the server’s word on a permission beside Permissions', async () => {
    rolesServer(OWNER, {
      'POST /admin/roles': () =>
        json(
          {
            detail: [
              {
                loc: ['body', 'permissions'],
                msg: 'Only the owner role holds roles.manage',
                type: 'value_error',
              },
            ],
            error: 'validation_error',
          },
          422,
        ),
    });
    const { user } = renderApp('/admin/roles');
    const dialog = await openNewRole(user);
    await user.type(within(dialog).getByLabelText('Name'), 'Helper');
    await user.click(within(dialog).getByRole('checkbox', { name: /View products/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Save role' }));
    await waitFor(() => {
      expect(
        within(dialog).getByRole('group', { name: 'Permissions' }),
      ).toHaveAccessibleDescription('Only the owner role holds roles.manage');
    });
  });

  it('edits a custom role from its row', async () => {
    const server = rolesServer(OWNER, {
      'PUT /admin/roles/20': () => json({ ...NIGHT_SHIFT, name: 'Late shift' }),
    });
    const { user } = renderApp('/admin/roles');
    await user.click(await screen.findByRole('button', { name: 'Edit Night shift' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Night shift' });
    const name = within(dialog).getByLabelText('Name');
    await user.clear(name);
    await user.type(name, 'Late shift');
    await user.click(within(dialog).getByRole('checkbox', { name: /Cancel paid orders/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Save role' }));
    expect(await screen.findByText('Saved Late shift')).toBeInTheDocument();
    expect(await server.last('PUT /admin/roles/20')?.json()).toEqual({
      name: 'Late shift',
      description: NIGHT_SHIFT.description,
      permissions: ['orders.read', 'orders.fulfil', 'orders.refund'],
    });
  });
});

describe('deleting a role', () => {
  it('asks first, and keeps the server’s refusal in the dialog', async () => {
    const server = rolesServer(OWNER, {
      'DELETE /admin/roles/20': () =>
        json({ detail: 'This role is held by 2 admins', error: 'conflict' }, 409),
    });
    const { user } = renderApp('/admin/roles');
    await user.click(await screen.findByRole('button', { name: 'Delete Night shift' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete Night shift?' });
    expect(server.last('DELETE /admin/roles/20')).toBeUndefined();
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'This role is held by 2 admins',
    );
  });
});
