import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { json } from '../../../test/fake-fetch';
import { renderApp } from '../../../test/render-app';
import {
  adminCategory,
  adminProduct,
  prepareProductScreenTests,
  productPage,
  signedInAdmin,
} from '../../../test/admin-products-setup';

prepareProductScreenTests();

const CATEGORIES = [
  adminCategory(5, 'Vapes', null, 4),
  adminCategory(2, 'Flower', null, 12),
  adminCategory(3, 'Indica', 2, 5),
  adminCategory(4, 'Cartridges', 5, 4),
];

const PRODUCTS = [
  adminProduct(),
  adminProduct({
    id: 8,
    name: 'OG Kush',
    sku: 'FL-OG-1',
    price: 40,
    sale_price: 32.5,
    stock: 3,
    is_active: false,
  }),
  adminProduct({ id: 9, name: 'Mint Vape', sku: 'VP-MT-1', stock: 0, category: null }),
];

type Routes = Parameters<typeof signedInAdmin>[0];

function productsServer(routes: Routes = {}) {
  return signedInAdmin({
    'GET /admin/products': () => json(productPage(PRODUCTS)),
    'GET /admin/categories': () => json(CATEGORIES),
    ...routes,
  });
}

function listQuery(server: ReturnType<typeof productsServer>): Record<string, string> {
  const request = server.last('GET /admin/products');
  if (!request) throw new Error('the list was never asked for');
  return Object.fromEntries(new URL(request.url).searchParams);
}

function rowOf(name: string): HTMLElement {
  const row = screen.getByText(name).closest('tr');
  if (!row) throw new Error(`no row for ${name}`);
  return row;
}

describe('the products list', () => {
  it('shows each product with SKU, category, price, stock and active badges', async () => {
    productsServer();
    renderApp('/admin/products');

    await screen.findByText('OG Kush');
    const table = screen.getByRole('table', { name: 'Products' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual([
      // The select-all checkbox, named by its aria-label.
      '',
      'Image',
      'Name',
      'Category',
      'Price',
      'Stock',
      'Status',
      'Created',
      'Actions',
    ]);
    const kush = within(rowOf('OG Kush'));
    expect(kush.getByText('FL-OG-1')).toBeInTheDocument();
    expect(kush.getByText('$32.50')).toBeInTheDocument();
    expect(kush.getByText('$40.00').tagName).toBe('DEL');
    expect(kush.getByText('Low Stock')).toHaveAttribute('data-status', 'low_stock');
    expect(kush.getByText('Inactive')).toHaveAttribute('data-status', 'inactive');
    expect(within(rowOf('Blue Dream')).getByText('In Stock')).toBeInTheDocument();
    expect(within(rowOf('Blue Dream')).getByText('Flower')).toBeInTheDocument();
    expect(within(rowOf('Mint Vape')).getByText('Out of Stock')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Edit OG Kush' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Delete OG Kush' })).toBeInTheDocument();
  });

  it('keeps every filter, the sort and the page in the URL, through an edit and Back', async () => {
    const server = productsServer({
      'GET /admin/products': () => json(productPage(PRODUCTS, { pages: 5, total: 45 })),
    });
    const { user, router } = renderApp('/admin/products');
    await screen.findByText('OG Kush');

    const category = screen.getByLabelText('Filter by category');
    // Tree order: each parent followed by its children, indented.
    expect(
      within(category)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual([
      'All categories',
      'Flower',
      '\u00a0\u00a0\u00a0Indica',
      'Vapes',
      '\u00a0\u00a0\u00a0Cartridges',
    ]);

    await user.type(screen.getByLabelText('Search products'), 'kush');
    await waitFor(() => expect(router.location.search).toBe('?search=kush'));
    await user.selectOptions(category, '3');
    await user.selectOptions(screen.getByLabelText('Filter by status'), 'Inactive');
    await user.click(screen.getByRole('switch', { name: 'Low stock only' }));
    await user.click(screen.getByRole('button', { name: 'Price' }));
    await user.click(screen.getByRole('button', { name: 'Next page' }));

    const expected = {
      search: 'kush',
      category_id: '3',
      is_active: 'false',
      low_stock: 'true',
      sort_by: 'price',
      sort_order: 'asc',
      page: '2',
    };
    expect(Object.fromEntries(new URLSearchParams(router.location.search))).toEqual(expected);
    await waitFor(() => expect(listQuery(server)).toEqual({ ...expected, size: '10' }));
    expect(screen.getByRole('columnheader', { name: 'Price' })).toHaveAttribute(
      'aria-sort',
      'ascending',
    );

    // Open an edit and leave it, go elsewhere, come Back: the same place.
    await user.click(screen.getByRole('button', { name: 'Edit Blue Dream' }));
    await user.click(await screen.findByRole('button', { name: 'Cancel' }));
    router.navigate('/admin/categories');
    await screen.findByRole('heading', { name: 'Categories', level: 1 });
    router.navigate(-1);

    const search = await screen.findByLabelText('Search products');
    expect(search).toHaveValue('kush');
    expect(screen.getByLabelText('Filter by category')).toHaveValue('3');
    expect(screen.getByLabelText('Filter by status')).toHaveValue('inactive');
    expect(screen.getByRole('switch', { name: 'Low stock only' })).toHaveAttribute(
      'aria-checked',
      'true',
    );
    expect(screen.getByText('Showing 11-20 of 45')).toBeInTheDocument();
    expect(Object.fromEntries(new URLSearchParams(router.location.search))).toEqual(expected);
  });

  it('goes back to page 1 when a filter or the page size changes', async () => {
    const server = productsServer({
      'GET /admin/products': () => json(productPage(PRODUCTS, { page: 3, pages: 5, total: 45 })),
    });
    const { user, router } = renderApp('/admin/products?page=3&sort_by=name&sort_order=desc');
    await screen.findByText('OG Kush');
    expect(screen.getByRole('columnheader', { name: 'Name' })).toHaveAttribute(
      'aria-sort',
      'descending',
    );

    await user.selectOptions(screen.getByLabelText('Rows per page'), '50');
    expect(router.location.search).toBe('?sort_by=name&sort_order=desc&size=50');
    await waitFor(() => expect(listQuery(server).size).toBe('50'));

    await user.click(screen.getByRole('button', { name: 'Next page' }));
    await user.click(screen.getByRole('switch', { name: 'Low stock only' }));
    expect(router.location.search).toBe('?low_stock=true&sort_by=name&sort_order=desc&size=50');
  });

  it('moves to the last page left when the page asked for is past the end', async () => {
    productsServer({
      'GET /admin/products': (request) => {
        const page = Number(new URL(request.url).searchParams.get('page'));
        return json(productPage(page === 3 ? [] : PRODUCTS, { page, pages: 2, total: 13 }));
      },
    });
    const { router } = renderApp('/admin/products?page=3');
    await waitFor(() => expect(router.location.search).toBe('?page=2'));
    expect(await screen.findByText('Showing 11-13 of 13')).toBeInTheDocument();
  });

  it("says 'No data available' when nothing matches", async () => {
    productsServer({ 'GET /admin/products': () => json(productPage([])) });
    renderApp('/admin/products');

    expect(await screen.findByText('No data available')).toBeInTheDocument();
    expect(screen.getByText('No items to display')).toBeInTheDocument();
  });

  it("shows the server's reason, or 'Failed to fetch products', when the list fails", async () => {
    productsServer({ 'GET /admin/products': () => new Response('down', { status: 502 }) });
    const first = renderApp('/admin/products');
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to fetch products');
    first.unmount();

    productsServer({
      'GET /admin/products': () =>
        json({ detail: 'Search is too long', error: 'bad_request' }, 400),
    });
    renderApp('/admin/products');
    expect(await screen.findByRole('alert')).toHaveTextContent('Search is too long');
  });
});

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
