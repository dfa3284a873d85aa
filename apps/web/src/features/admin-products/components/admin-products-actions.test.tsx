import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { json } from '../../../test/fake-fetch';
import { renderApp } from '../../../test/render-app';
import { prepareProductScreenTests } from '../../../test/admin-products-setup';

import { productsServer } from '../../../test/admin-products-list';

prepareProductScreenTests();

describe('deleting a product', () => {
  it('asks first, then shows the answer (deactivated instead) as a toast', async () => {
    const server = productsServer({
      'DELETE /admin/products/7': () =>
        json({
          deleted: false,
          deactivated: true,
          detail: '"Blue Dream" is in past orders, so it was deactivated instead',
        }),
    });
    const { user } = renderApp('/admin/products');
    await screen.findByText('Blue Dream');
    const listCalls = () =>
      server.requests.filter((request) => request.url.includes('/admin/products?')).length;
    const before = listCalls();

    const opener = screen.getByRole('button', { name: 'Delete Blue Dream' });
    await user.click(opener);
    const dialog = await screen.findByRole('dialog', { name: 'Delete Blue Dream?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(server.last('DELETE /admin/products/7')).toBeUndefined();
    expect(opener).toHaveFocus();

    await user.click(opener);
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' }),
    );
    expect(
      await screen.findByText('"Blue Dream" is in past orders, so it was deactivated instead'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    // The list is asked for again, so the row shows its new state.
    await waitFor(() => expect(listCalls()).toBeGreaterThan(before));
  });

  it("falls back to 'Failed to delete product'", async () => {
    productsServer({ 'DELETE /admin/products/7': () => new Response(null, { status: 500 }) });
    const { user } = renderApp('/admin/products');
    await user.click(await screen.findByRole('button', { name: 'Delete Blue Dream' }));
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' }),
    );
    expect(await screen.findByText('Failed to delete product')).toBeInTheDocument();
  });
});

describe('bulk actions', () => {
  it('acts on the selected rows and shows the answer as a toast', async () => {
    const server = productsServer({
      'POST /admin/products/bulk': async (request) => {
        const body = (await request.json()) as { ids: number[]; action: string };
        return json({
          updated: body.action === 'delete' ? 0 : body.ids.length,
          deleted: body.action === 'delete' ? 2 : 0,
          deactivated: body.action === 'delete' ? 1 : 0,
          detail:
            body.action === 'delete'
              ? '2 products deleted; 1 deactivated because orders reference it'
              : `${body.ids.length} products deactivated`,
        });
      },
    });
    const { user } = renderApp('/admin/products');
    await screen.findByText('OG Kush');
    expect(screen.queryByRole('region', { name: 'Bulk actions' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('checkbox', { name: 'Select Blue Dream' }));
    await user.click(screen.getByRole('checkbox', { name: 'Select OG Kush' }));
    const bar = screen.getByRole('region', { name: 'Bulk actions' });
    expect(bar).toHaveTextContent('2 products selected');
    expect(screen.getByRole('checkbox', { name: 'Select all rows on this page' })).toHaveProperty(
      'indeterminate',
      true,
    );

    await user.click(within(bar).getByRole('button', { name: 'Deactivate' }));
    expect(await screen.findByText('2 products deactivated')).toBeInTheDocument();
    expect(await server.last('POST /admin/products/bulk')?.json()).toEqual({
      ids: [7, 8],
      action: 'deactivate',
    });
    expect(screen.queryByRole('region', { name: 'Bulk actions' })).not.toBeInTheDocument();

    // Select all on the page with the keyboard, then delete them after the confirmation.
    const all = screen.getByRole('checkbox', { name: 'Select all rows on this page' });
    all.focus();
    await user.keyboard(' ');
    expect(screen.getByRole('region', { name: 'Bulk actions' })).toHaveTextContent(
      '3 products selected',
    );
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete 3 products?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(
      await screen.findByText('2 products deleted; 1 deactivated because orders reference it'),
    ).toBeInTheDocument();
    expect(await server.last('POST /admin/products/bulk')?.json()).toEqual({
      ids: [7, 8, 9],
      action: 'delete',
    });
  });
});
