import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { json } from '../../../test/fake-fetch';
import { renderApp } from '../../../test/render-app';
import { prepareAccessCodeScreenTests } from '../../../test/admin-access-codes-setup';

import { listed, FESTIVAL, PRESS, codesServer } from '../../../test/access-codes-list';

prepareAccessCodeScreenTests();

describe('editing, activating and deleting', () => {
  it('saves the details, then the new code; a refused code shows beside the field', async () => {
    let patches = 0;
    const server = codesServer({
      'PUT /admin/access-codes/1': () =>
        json({ access_code: { ...FESTIVAL, label: 'Festival 2025', max_uses: null } }),
      'PATCH /admin/access-codes/1/code': () => {
        patches += 1;
        return patches === 1
          ? new Response(null, { status: 500 })
          : json({ new_code_hash: '99aa88bb' });
      },
    });
    const { user } = renderApp('/admin/access-codes');
    await listed('Festival');
    await user.click(screen.getByRole('button', { name: 'Edit Festival' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Edit access code' }));

    expect(dialog.getByLabelText('Label')).toHaveValue('Festival');
    expect(dialog.getByLabelText('Max uses')).toHaveValue('50');
    await user.clear(dialog.getByLabelText('Label'));
    await user.type(dialog.getByLabelText('Label'), 'Festival 2025');
    await user.clear(dialog.getByLabelText('Max uses'));
    await user.type(dialog.getByLabelText('New code'), 'n3wc0d');
    await user.click(dialog.getByRole('button', { name: 'Save changes' }));

    expect(await dialog.findByRole('alert')).toHaveTextContent('Failed to edit access code');
    expect(await server.last('PUT /admin/access-codes/1')?.json()).toEqual({
      label: 'Festival 2025',
      expires_at: null,
      max_uses: null,
    });
    await user.click(dialog.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Saved Festival 2025')).toBeInTheDocument();
    expect(await server.last('PATCH /admin/access-codes/1/code')?.json()).toEqual({
      new_code: 'N3WC0D',
    });
  });

  it('deactivates an active code and activates an inactive one', async () => {
    const server = codesServer({
      'PUT /admin/access-codes/1': () => json({ access_code: { ...FESTIVAL, is_active: false } }),
      'PUT /admin/access-codes/2': () => json({ access_code: { ...PRESS, is_active: true } }),
    });
    const { user } = renderApp('/admin/access-codes');
    await listed('Festival');

    await user.click(screen.getByRole('button', { name: 'Deactivate Festival' }));
    expect(await screen.findByText('Deactivated Festival')).toBeInTheDocument();
    expect(await server.last('PUT /admin/access-codes/1')?.json()).toEqual({ is_active: false });
    await user.click(screen.getByRole('button', { name: 'Activate Press' }));
    expect(await screen.findByText('Activated Press')).toBeInTheDocument();
    expect(await server.last('PUT /admin/access-codes/2')?.json()).toEqual({ is_active: true });
  });

  it('deletes after a confirmation, and keeps a failure in the dialog', async () => {
    let deletes = 0;
    const server = codesServer({
      'DELETE /admin/access-codes/2': () => {
        deletes += 1;
        return deletes === 1
          ? new Response(null, { status: 500 })
          : new Response(null, { status: 204 });
      },
    });
    const { user } = renderApp('/admin/access-codes');
    await listed('Press');

    await user.click(screen.getByRole('button', { name: 'Delete Press' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Delete Press?' }));
    await user.click(dialog.getByRole('button', { name: 'Delete' }));
    expect(await dialog.findByRole('alert')).toHaveTextContent('Failed to delete access code');
    await user.click(dialog.getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Deleted Press')).toBeInTheDocument();
    expect(server.requests.filter((r) => r.method === 'DELETE')).toHaveLength(2);
  });
});
