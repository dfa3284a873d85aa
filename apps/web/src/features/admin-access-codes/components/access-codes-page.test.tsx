import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { json } from '../../../test/fake-fetch';
import { renderApp } from '../../../test/render-app';
import {
  accessCode,
  codeList,
  prepareAccessCodeScreenTests,
} from '../../../test/admin-access-codes-setup';

import { listed, codesServer, rowOf, listQueries } from '../../../test/access-codes-list';

prepareAccessCodeScreenTests();

describe('the access code list', () => {
  it('shows each code masked with its hash, label, status, uses and expiry, 20 per page', async () => {
    const server = codesServer();
    renderApp('/admin/access-codes');

    await listed('Festival');
    const festival = rowOf('Festival');
    expect(festival.getByText('#01ab34cd')).toBeInTheDocument();
    expect(festival.getByLabelText('Hidden code')).toBeInTheDocument();
    expect(festival.getByText('Active')).toBeInTheDocument();
    expect(festival.getByText('7 / 50')).toBeInTheDocument();
    expect(rowOf('Press').getByText('Inactive')).toBeInTheDocument();
    expect(rowOf('Press').getByText(/Jun 1, 2025/)).toBeInTheDocument();
    expect(screen.getByText('Showing 1-2 of 2')).toBeInTheDocument();
    expect(listQueries(server)[0]?.get('per_page')).toBe('20');
    expect(listQueries(server)[0]?.get('page')).toBe('1');
  });

  it("says 'No data available' without codes", async () => {
    codesServer({ 'GET /admin/access-codes': () => json(codeList([])) });
    renderApp('/admin/access-codes');
    expect(await screen.findByText('No data available')).toBeInTheDocument();
  });

  it("falls back to 'Failed to fetch access codes'", async () => {
    codesServer({ 'GET /admin/access-codes': () => new Response(null, { status: 503 }) });
    renderApp('/admin/access-codes');
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to fetch access codes');
  });

  it('searches after a pause in typing and filters by status, back on page 1', async () => {
    const server = codesServer();
    const { user } = renderApp('/admin/access-codes');
    await listed('Festival');

    await user.type(screen.getByLabelText('Search access codes'), 'fest');
    await waitFor(() => expect(listQueries(server).at(-1)?.get('search')).toBe('fest'));
    await user.selectOptions(screen.getByLabelText('Status'), 'inactive');
    await waitFor(() => expect(listQueries(server).at(-1)?.get('is_active')).toBe('false'));
    expect(listQueries(server).at(-1)?.get('search')).toBe('fest');
    expect(listQueries(server).some((query) => query.get('search') === 'f')).toBe(false);
  });
});

describe('creating a code', () => {
  it('sends the chosen code upper-cased and shows the plaintext once with a copy button', async () => {
    const server = codesServer({
      'POST /admin/access-codes': () =>
        json({ access_code: accessCode(9, 'Launch party'), plaintext_code: 'AB12CD' }, 201),
    });
    const { user } = renderApp('/admin/access-codes');
    await listed('Festival');

    await user.click(screen.getByRole('button', { name: 'New access code' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'New access code' }));
    expect(dialog.getByText(/Leave empty to generate one/)).toBeInTheDocument();
    await user.type(dialog.getByLabelText('Code'), 'ab12cd');
    await user.type(dialog.getByLabelText('Label'), 'Launch party');
    await user.type(dialog.getByLabelText('Max uses'), '25');
    await user.click(dialog.getByRole('button', { name: 'Create code' }));

    const created = within(await screen.findByRole('dialog', { name: 'Access code created' }));
    expect(created.getByLabelText('New access code')).toHaveTextContent('AB12CD');
    expect(await server.last('POST /admin/access-codes')?.json()).toEqual({
      code: 'AB12CD',
      label: 'Launch party',
      expires_at: null,
      max_uses: 25,
    });
    await user.click(created.getByRole('button', { name: 'Copy code' }));
    expect(await navigator.clipboard.readText()).toBe('AB12CD');
    expect(created.getByRole('button', { name: 'Copied' })).toBeInTheDocument();

    await user.click(created.getByRole('button', { name: 'Done' }));
    expect(screen.queryByText('AB12CD')).not.toBeInTheDocument();
  });

  it('leaves the code out to have one generated, and shows a taken code beside the field', async () => {
    let calls = 0;
    const server = codesServer({
      'POST /admin/access-codes': () => {
        calls += 1;
        return calls === 1
          ? json({ detail: 'An access code with this code already exists', error: 'conflict' }, 409)
          : json({ access_code: accessCode(9, 'Random'), plaintext_code: 'Q7W8E9' }, 201);
      },
    });
    const { user } = renderApp('/admin/access-codes');
    await listed('Festival');
    await user.click(screen.getByRole('button', { name: 'New access code' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'New access code' }));

    await user.type(dialog.getByLabelText('Code'), 'TAKEN1');
    await user.type(dialog.getByLabelText('Label'), 'Random');
    await user.click(dialog.getByRole('button', { name: 'Create code' }));
    expect(
      await dialog.findByText('An access code with this code already exists'),
    ).toBeInTheDocument();
    expect(dialog.getByLabelText('Code')).toHaveAttribute('aria-invalid', 'true');

    await user.clear(dialog.getByLabelText('Code'));
    await user.click(dialog.getByRole('button', { name: 'Create code' }));
    await screen.findByRole('dialog', { name: 'Access code created' });
    expect(await server.last('POST /admin/access-codes')?.json()).toEqual({
      label: 'Random',
      expires_at: null,
      max_uses: null,
    });
  });

  it('checks the fields before sending and falls back to the create failure text', async () => {
    const server = codesServer({
      'POST /admin/access-codes': () => new Response(null, { status: 500 }),
    });
    const { user } = renderApp('/admin/access-codes');
    await listed('Festival');
    await user.click(screen.getByRole('button', { name: 'New access code' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'New access code' }));

    await user.type(dialog.getByLabelText('Code'), 'AB-1');
    await user.type(dialog.getByLabelText('Max uses'), '0');
    await user.click(dialog.getByRole('button', { name: 'Create code' }));
    expect(await dialog.findByText('Access codes are 6 letters or digits')).toBeInTheDocument();
    expect(dialog.getByText('Label is required')).toBeInTheDocument();
    expect(dialog.getByText('Max uses must be a whole number of at least 1')).toBeInTheDocument();
    expect(server.last('POST /admin/access-codes')).toBeUndefined();

    await user.clear(dialog.getByLabelText('Code'));
    await user.clear(dialog.getByLabelText('Max uses'));
    await user.type(dialog.getByLabelText('Label'), 'Fine');
    await user.click(dialog.getByRole('button', { name: 'Create code' }));
    expect(await dialog.findByRole('alert')).toHaveTextContent('Failed to create access code');
  });
});

describe('revealing a code', () => {
  it('shows the code until Hide', async () => {
    const server = codesServer({
      'POST /admin/access-codes/1/reveal': () =>
        json({ plaintext_code: 'FE5T1V', revealed_at: '2025-03-01T10:00:00.000Z' }),
    });
    const { user } = renderApp('/admin/access-codes');
    await listed('Festival');

    await user.click(screen.getByRole('button', { name: 'Reveal code for Festival' }));
    expect(await rowOf('Festival').findByText('FE5T1V')).toBeInTheDocument();
    expect(server.last('POST /admin/access-codes/1/reveal')).toBeDefined();
    await user.click(screen.getByRole('button', { name: 'Hide code for Festival' }));
    expect(screen.queryByText('FE5T1V')).not.toBeInTheDocument();
    expect(rowOf('Festival').getByLabelText('Hidden code')).toBeInTheDocument();
  });

  it('hides the code by itself after 30 seconds', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    codesServer({
      'POST /admin/access-codes/1/reveal': () =>
        json({ plaintext_code: 'FE5T1V', revealed_at: '2025-03-01T10:00:00.000Z' }),
    });
    const { user } = renderApp('/admin/access-codes', {
      userEvent: { advanceTimers: vi.advanceTimersByTime },
    });
    await listed('Festival');
    await user.click(screen.getByRole('button', { name: 'Reveal code for Festival' }));
    await screen.findByText('FE5T1V');

    act(() => {
      vi.advanceTimersByTime(29_000);
    });
    expect(screen.getByText('FE5T1V')).toBeInTheDocument();
    act(() => {
      vi.advanceTimersByTime(1_500);
    });
    expect(screen.queryByText('FE5T1V')).not.toBeInTheDocument();
  });

  it('hides the code when it is edited', async () => {
    codesServer({
      'POST /admin/access-codes/1/reveal': () =>
        json({ plaintext_code: 'FE5T1V', revealed_at: '2025-03-01T10:00:00.000Z' }),
    });
    const { user } = renderApp('/admin/access-codes');
    await listed('Festival');
    await user.click(screen.getByRole('button', { name: 'Reveal code for Festival' }));
    await screen.findByText('FE5T1V');
    await user.click(screen.getByRole('button', { name: 'Edit Festival' }));
    await screen.findByRole('dialog', { name: 'Edit access code' });
    expect(screen.queryByText('FE5T1V')).not.toBeInTheDocument();
  });

  it("falls back to 'Failed to reveal access code'", async () => {
    codesServer({
      'POST /admin/access-codes/1/reveal': () => new Response(null, { status: 502 }),
    });
    const { user } = renderApp('/admin/access-codes');
    await listed('Festival');
    await user.click(screen.getByRole('button', { name: 'Reveal code for Festival' }));
    expect(await screen.findByText('Failed to reveal access code')).toBeInTheDocument();
  });
});
