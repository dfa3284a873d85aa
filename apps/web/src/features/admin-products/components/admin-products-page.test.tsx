import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { json } from '../../../test/fake-fetch';
import { renderApp } from '../../../test/render-app';
import { prepareProductScreenTests, productPage } from '../../../test/admin-products-setup';

import { PRODUCTS, productsServer, listQuery, rowOf } from '../../../test/admin-products-list';

prepareProductScreenTests();

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
      'Limit class',
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
