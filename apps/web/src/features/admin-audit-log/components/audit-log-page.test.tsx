import type { AuditLogEntry, AuditLogPage } from '@canopy/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { staffMember } from '../../../test/factories';
import { json } from '../../../test/fake-fetch';
import { renderApp } from '../../../test/render-app';
import { signedInAs } from '../../../test/signed-in-staff';

vi.setConfig({ testTimeout: 20_000 });
beforeAll(async () => {
  await import('../../../app/admin/admin-chunk');
}, 60_000);

const COMPLIANCE = staffMember('compliance');

function entry(overrides: Partial<AuditLogEntry> = {}): AuditLogEntry {
  return {
    id: 9,
    actor: 'avery',
    action: 'update',
    entity: 'product',
    entity_id: '7',
    before: { name: 'Blue Dream', price: 30, stock: 4 },
    after: { name: 'Blue Dream', price: 34.99, stock: 4 },
    at: '2025-03-14T15:00:00.000Z',
    ...overrides,
  };
}

function page(items: AuditLogEntry[], paging: Partial<AuditLogPage> = {}): AuditLogPage {
  return { items, page: 1, pages: 1, total: items.length, ...paging };
}

function query(request: Request | undefined): Record<string, string> {
  if (!request) throw new Error('the audit log was never asked for');
  return Object.fromEntries(new URL(request.url).searchParams);
}

describe('the audit log', () => {
  it('lists the entries with who, what and which record, and the change on demand', async () => {
    signedInAs(COMPLIANCE, {
      'GET /admin/audit-log': () =>
        json(page([entry(), entry({ id: 8, action: 'create', entity: 'role', before: null })])),
    });
    const { user } = renderApp('/admin/audit-log');
    const table = await screen.findByRole('table', { name: 'Audit log' });
    // The table shows a loading row first: wait for the two entries' rows.
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(3));
    const rows = within(table).getAllByRole('row');
    const first = rows[1] as HTMLElement;
    expect(within(first).getByText('avery')).toBeInTheDocument();
    expect(within(first).getByText('#7')).toBeInTheDocument();

    // Only the changed field is named; the records open beneath it.
    const summary = within(first).getByText('price');
    expect(within(first).queryByText(/34\.99/)).not.toBeVisible();
    await user.click(summary);
    expect(within(first).getByText(/"price": 34\.99/)).toBeVisible();
    expect(within(first).getByText(/"price": 30/)).toBeVisible();
  });

  it('asks the server with the filters and keeps them in the URL', async () => {
    const server = signedInAs(COMPLIANCE, {
      'GET /admin/audit-log': () => json(page([entry()], { pages: 3, total: 45 })),
    });
    const { user, router } = renderApp('/admin/audit-log');
    await screen.findByText('Showing 1-10 of 45');
    await user.type(screen.getByLabelText('Actor'), 'avery');
    await user.type(screen.getByLabelText('Entity'), 'product');
    await user.type(screen.getByLabelText('Action'), 'update');
    await user.type(screen.getByLabelText('From'), '2025-03-01');
    await user.click(screen.getByRole('button', { name: 'Apply filters' }));
    await vi.waitFor(() => {
      expect(query(server.last('GET /admin/audit-log'))).toEqual({
        actor: 'avery',
        entity: 'product',
        action: 'update',
        date_from: '2025-03-01',
      });
    });
    expect(router.location.search).toBe(
      '?actor=avery&entity=product&action=update&date_from=2025-03-01',
    );

    await user.click(screen.getByRole('button', { name: 'Next page' }));
    await vi.waitFor(() => {
      expect(query(server.last('GET /admin/audit-log')).page).toBe('2');
    });
    // Cleared: the unfiltered first page again (RTK Query may answer it from its cache).
    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    await vi.waitFor(() => {
      expect(router.location.search).toBe('');
    });
    expect(screen.getByLabelText('Actor')).toHaveValue('');
  });

  it('is closed to a role without audit.read', async () => {
    const server = signedInAs(staffMember('viewer'));
    renderApp('/admin/audit-log');
    expect(
      await screen.findByRole('heading', { name: 'No Access to This Page', level: 1 }),
    ).toBeInTheDocument();
    expect(server.last('GET /admin/audit-log')).toBeUndefined();
  });
});
