import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { api } from '../../../lib/api';
import { json } from '../../../test/fake-fetch';
import { renderApp } from '../../../test/render-app';
import {
  adminCategory,
  prepareCategoryScreenTests,
  signedInAdmin,
} from '../../../test/admin-categories-setup';

prepareCategoryScreenTests();

const CATEGORIES = [
  adminCategory(6, 'Vapes', null, 4),
  adminCategory(1, 'Flower', null, 12),
  adminCategory(2, 'Indica', 1, 5),
  adminCategory(4, 'Kush', 2, 3),
  adminCategory(3, 'Sativa', 1, 0),
];

type Routes = Parameters<typeof signedInAdmin>[0];

function categoriesServer(routes: Routes = {}) {
  return signedInAdmin({ 'GET /admin/categories': () => json(CATEGORIES), ...routes });
}

// The storefront's category list, on the app's real API: a write here must refresh it.
const storefrontProbe = api.injectEndpoints({
  endpoints: (build) => ({
    storefrontCategoriesProbe: build.query<unknown, undefined>({
      query: () => '/products/categories',
      providesTags: ['Category'],
    }),
  }),
});

function rowCells(name: string): string[] {
  const row = screen.getByText(name).closest('tr');
  if (!row) throw new Error(`no row for ${name}`);
  return within(row)
    .getAllByRole('cell')
    .map((cell) => cell.textContent);
}

describe('the category tree', () => {
  it('lists each parent before its children, with product and subcategory counts', async () => {
    categoriesServer();
    renderApp('/admin/categories');

    await screen.findByText('Kush');
    const table = screen.getByRole('table', { name: 'Categories' });
    const names = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((row) => within(row).getAllByRole('cell')[0]?.textContent);
    expect(names).toEqual(['Flower', 'Indica', 'Kush', 'Sativa', 'Vapes']);
    expect(rowCells('Flower').slice(1, 3)).toEqual(['12', '2']);
    expect(rowCells('Kush').slice(1, 3)).toEqual(['3', '0']);
    expect(screen.getByRole('button', { name: 'Edit Indica' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Delete Indica' })).toBeInTheDocument();
  });

  it("says 'No data available' without categories", async () => {
    categoriesServer({ 'GET /admin/categories': () => json([]) });
    renderApp('/admin/categories');
    expect(await screen.findByText('No data available')).toBeInTheDocument();
  });

  it("falls back to 'Failed to fetch categories'", async () => {
    categoriesServer({ 'GET /admin/categories': () => new Response(null, { status: 503 }) });
    renderApp('/admin/categories');
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to fetch categories');
  });
});

describe('the category form', () => {
  it('offers as parent every category but the one edited and those below it', async () => {
    const server = categoriesServer({
      'PUT /admin/categories/2': () => json({ category: { ...adminCategory(2, 'Indica', 6, 5) } }),
    });
    const { user } = renderApp('/admin/categories');
    const opener = await screen.findByRole('button', { name: 'Edit Indica' });
    await user.click(opener);
    const dialog = within(await screen.findByRole('dialog', { name: 'Edit category' }));

    expect(dialog.getByLabelText('Name')).toHaveValue('Indica');
    const parent = dialog.getByLabelText('Parent category');
    expect(parent).toHaveValue('1');
    expect(
      within(parent)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['None (top level)', 'Flower', '\u00a0\u00a0\u00a0Sativa', 'Vapes']);

    await user.selectOptions(parent, '6');
    await user.click(dialog.getByRole('button', { name: 'Save category' }));
    expect(await screen.findByText('Saved Indica')).toBeInTheDocument();
    expect(await server.last('PUT /admin/categories/2')?.json()).toEqual({
      name: 'Indica',
      parent_id: 6,
    });
    expect(opener).toHaveFocus();
  });

  it('creates a category and refreshes the storefront categories too', async () => {
    const server = categoriesServer({
      'POST /admin/categories': () => json({ category: adminCategory(9, 'Edibles') }, 201),
      'GET /products/categories': () => json([]),
    });
    const { user, store } = renderApp('/admin/categories');
    const probe = store.dispatch(
      storefrontProbe.endpoints.storefrontCategoriesProbe.initiate(undefined),
    );
    await screen.findByText('Kush');
    const storefrontCalls = () =>
      server.requests.filter((request) => request.url.endsWith('/api/products/categories')).length;
    await waitFor(() => expect(storefrontCalls()).toBe(1));

    await user.click(screen.getByRole('button', { name: 'Add category' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'New category' }));
    expect(dialog.getByLabelText('Parent category')).toHaveValue('');
    await user.click(dialog.getByRole('button', { name: 'Save category' }));
    expect(dialog.getByLabelText('Name')).toHaveAccessibleDescription('Enter a name');
    expect(server.last('POST /admin/categories')).toBeUndefined();

    await user.type(dialog.getByLabelText('Name'), 'Edibles');
    await user.click(dialog.getByRole('button', { name: 'Save category' }));
    expect(await screen.findByText('Saved Edibles')).toBeInTheDocument();
    expect(await server.last('POST /admin/categories')?.json()).toEqual({
      name: 'Edibles',
      parent_id: null,
    });
    await waitFor(() => expect(storefrontCalls()).toBe(2));
    probe.unsubscribe();
  });

  it("shows a taken name beside Name, a bad parent beside Parent, else the spec's fallback", async () => {
    let answer = () =>
      json({ detail: 'A category named "Kush" already exists there', error: 'conflict' }, 409);
    categoriesServer({ 'POST /admin/categories': () => answer() });
    const { user } = renderApp('/admin/categories');
    await user.click(await screen.findByRole('button', { name: 'Add category' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'New category' }));
    await user.type(dialog.getByLabelText('Name'), 'Kush');
    await user.selectOptions(dialog.getByLabelText('Parent category'), '2');

    await user.click(dialog.getByRole('button', { name: 'Save category' }));
    await waitFor(() =>
      expect(dialog.getByLabelText('Name')).toHaveAccessibleDescription(
        'A category named "Kush" already exists there',
      ),
    );

    answer = () =>
      json(
        {
          detail: [
            {
              loc: ['body', 'parent_id'],
              msg: 'The parent category does not exist',
              type: 'value',
            },
          ],
          error: 'validation_error',
        },
        422,
      );
    await user.click(dialog.getByRole('button', { name: 'Save category' }));
    await waitFor(() =>
      expect(dialog.getByLabelText('Parent category')).toHaveAccessibleDescription(
        'The parent category does not exist',
      ),
    );

    answer = () => new Response('upstream down', { status: 502 });
    await user.click(dialog.getByRole('button', { name: 'Save category' }));
    expect(await dialog.findByRole('alert')).toHaveTextContent('Failed to create category');
  });

  it("falls back to 'Failed to update category'", async () => {
    categoriesServer({ 'PUT /admin/categories/6': () => new Response(null, { status: 500 }) });
    const { user } = renderApp('/admin/categories');
    await user.click(await screen.findByRole('button', { name: 'Edit Vapes' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Edit category' }));
    await user.click(dialog.getByRole('button', { name: 'Save category' }));
    expect(await dialog.findByRole('alert')).toHaveTextContent('Failed to update category');
  });
});

describe('deleting a category', () => {
  it("keeps the server's refusal in the dialog, and deletes after the confirmation", async () => {
    let answer = () =>
      json(
        { detail: '"Flower" still has 12 products and 2 subcategories', error: 'conflict' },
        409,
      );
    const server = categoriesServer({ 'DELETE /admin/categories/1': () => answer() });
    const { user } = renderApp('/admin/categories');
    await user.click(await screen.findByRole('button', { name: 'Delete Flower' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Delete Flower?' }));
    expect(server.last('DELETE /admin/categories/1')).toBeUndefined();

    await user.click(dialog.getByRole('button', { name: 'Delete' }));
    expect(await dialog.findByRole('alert')).toHaveTextContent(
      '"Flower" still has 12 products and 2 subcategories',
    );

    answer = () => new Response(null, { status: 500 });
    await user.click(dialog.getByRole('button', { name: 'Delete' }));
    await waitFor(() =>
      expect(dialog.getByRole('alert')).toHaveTextContent('Failed to delete category'),
    );

    answer = () => new Response(null, { status: 204 });
    await user.click(dialog.getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Deleted Flower')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
