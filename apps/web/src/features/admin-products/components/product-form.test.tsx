import { act, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { json } from '../../../test/fake-fetch';
import { renderApp } from '../../../test/render-app';
import {
  adminCategory,
  adminProduct,
  installFakeUploads,
  lastUpload,
  prepareProductScreenTests,
  productPage,
  signedInAdmin,
} from '../../../test/admin-products-setup';

prepareProductScreenTests();

beforeEach(() => {
  installFakeUploads();
});

const IMAGE_URL = `/api/images/${'ab'.repeat(32)}.webp`;
const CATEGORIES = [adminCategory(2, 'Flower', null, 12), adminCategory(3, 'Indica', 2, 5)];

type Routes = Parameters<typeof signedInAdmin>[0];

function formServer(routes: Routes = {}) {
  return signedInAdmin({
    'GET /admin/products': () => json(productPage([adminProduct()])),
    'GET /admin/categories': () => json(CATEGORIES),
    ...routes,
  });
}

async function openNewProduct() {
  const view = renderApp('/admin/products');
  await screen.findByText('Blue Dream');
  await view.user.click(screen.getByRole('button', { name: 'Add product' }));
  const dialog = await screen.findByRole('dialog', { name: 'New product' });
  return { ...view, dialog: within(dialog) };
}

describe('the product form', () => {
  it('checks the fields with the contract, each message beside its field', async () => {
    const server = formServer();
    const { user, dialog } = await openNewProduct();

    await user.type(dialog.getByLabelText('SKU'), 'bad sku!');
    await user.type(dialog.getByLabelText('Price'), '20');
    await user.type(dialog.getByLabelText('Sale price'), '25');
    await user.click(dialog.getByRole('button', { name: 'Save product' }));

    expect(dialog.getByLabelText('Name')).toHaveAccessibleDescription('Enter a name');
    expect(dialog.getByLabelText('SKU')).toHaveAccessibleDescription(
      'A SKU uses letters, digits, dots, dashes and underscores',
    );
    const sale = dialog.getByLabelText('Sale price');
    expect(sale).toHaveAttribute('aria-invalid', 'true');
    expect(sale).toHaveAccessibleDescription(
      'Leave empty when not on sale The sale price must be below the retail price',
    );
    expect(dialog.getByLabelText('Price')).not.toHaveAttribute('aria-invalid');
    expect(server.last('POST /admin/products')).toBeUndefined();
  });

  it('refuses a minimum age outside 18–25 beside the field (empty is the store minimum)', async () => {
    const server = formServer();
    const { user, dialog } = await openNewProduct();
    const minimumAge = dialog.getByLabelText('Minimum age');
    expect(minimumAge).toHaveAccessibleDescription("Leave empty to use the store's minimum age");

    await user.type(minimumAge, '16');
    await user.click(dialog.getByRole('button', { name: 'Save product' }));

    expect(minimumAge).toHaveAttribute('aria-invalid', 'true');
    expect(minimumAge).toHaveAccessibleDescription(
      "Leave empty to use the store's minimum age The minimum age is between 18 and 25",
    );
    expect(server.last('POST /admin/products')).toBeUndefined();
  });

  it('asks for the limit facts its class needs, each message beside its field', async () => {
    const server = formServer();
    const { user, dialog } = await openNewProduct();
    expect(dialog.getByLabelText('Limit class')).toHaveValue('');
    expect(dialog.getByLabelText('Net weight (g, optional)')).toBeInTheDocument();

    await user.selectOptions(dialog.getByLabelText('Limit class'), 'edible');
    const thc = dialog.getByLabelText('THC (mg)');
    await user.click(dialog.getByRole('button', { name: 'Save product' }));
    expect(thc).toHaveAttribute('aria-invalid', 'true');
    expect(thc).toHaveAccessibleDescription(
      'Required: mg of THC in one unit Enter the mg of THC in one unit',
    );
    expect(dialog.getByLabelText('Net weight (g, optional)')).not.toHaveAttribute('aria-invalid');
    expect(dialog.getByLabelText('Name')).toHaveAccessibleDescription('Enter a name');

    await user.selectOptions(dialog.getByLabelText('Limit class'), 'concentrate');
    const weight = dialog.getByLabelText('Net weight (g)');
    await user.type(weight, '0.0005');
    await user.click(dialog.getByRole('button', { name: 'Save product' }));
    expect(weight).toHaveAccessibleDescription(
      'Required: grams of cannabis in one unit Use at most three decimals',
    );
    expect(dialog.getByLabelText('THC (mg, optional)')).not.toHaveAttribute('aria-invalid');
    expect(server.last('POST /admin/products')).toBeUndefined();
  });

  it('shows each product’s limit facts in the list', async () => {
    signedInAdmin({
      'GET /admin/products': () =>
        json(
          productPage([
            adminProduct({ limit_class: 'flower', net_weight_g: 3.5 }),
            adminProduct({
              id: 8,
              name: 'Gummies',
              sku: 'ED-GU-10',
              limit_class: 'edible',
              net_weight_g: null,
              thc_mg: 100,
            }),
            adminProduct({ id: 9, name: 'Grinder', sku: 'AC-GR-1' }),
          ]),
        ),
      'GET /admin/categories': () => json(CATEGORIES),
    });
    renderApp('/admin/products');
    const table = await screen.findByRole('table', { name: 'Products' });
    // The table is there while its rows load: wait for the first row's facts.
    expect(await within(table).findByText('Flower · 3.5 g')).toBeVisible();
    expect(within(table).getByText('Edibles · 100 mg THC')).toBeVisible();
    expect(within(table).getByText('Not counted')).toBeVisible();
  });

  it('sends every field with numbers as numbers, then closes and says so', async () => {
    const server = formServer({
      'POST /admin/products': async (request) => {
        const body = (await request.json()) as Record<string, unknown>;
        return json({ product: adminProduct({ ...body, id: 30, name: 'Gelato' }) }, 201);
      },
    });
    const { user, dialog } = await openNewProduct();

    await user.type(dialog.getByLabelText('Name'), 'Gelato');
    await user.type(dialog.getByLabelText('SKU'), 'FL-GL-1');
    await user.type(dialog.getByLabelText('Brand'), 'Solstice');
    await user.type(dialog.getByLabelText('Description'), 'Sweet and calm.');
    await user.type(dialog.getByLabelText('Price'), '45.5');
    await user.type(dialog.getByLabelText('Sale price'), '39.99');
    await user.clear(dialog.getByLabelText('Stock'));
    await user.type(dialog.getByLabelText('Stock'), '12');
    await user.selectOptions(dialog.getByLabelText('Category'), '3');
    await user.selectOptions(dialog.getByLabelText('Strain type'), 'indica');
    await user.type(dialog.getByLabelText('Size'), '3.5g');
    await user.type(dialog.getByLabelText('THC %'), '21.5');
    await user.type(dialog.getByLabelText('Minimum age'), '21');
    await user.selectOptions(dialog.getByLabelText('Limit class'), 'flower');
    await user.type(dialog.getByLabelText('Net weight (g)'), '3.5');
    await user.click(dialog.getByLabelText('Active'));
    await user.click(dialog.getByRole('button', { name: 'Save product' }));

    expect(await screen.findByText('Saved Gelato')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(await server.last('POST /admin/products')?.json()).toEqual({
      name: 'Gelato',
      sku: 'FL-GL-1',
      brand: 'Solstice',
      description: 'Sweet and calm.',
      price: 45.5,
      sale_price: 39.99,
      stock: 12,
      image: null,
      strain_type: 'indica',
      volume: '3.5g',
      thc_percent: 21.5,
      cbd_percent: null,
      minimum_age: 21,
      category_id: 3,
      limit_class: 'flower',
      net_weight_g: 3.5,
      thc_mg: null,
      is_active: false,
    });
    expect(screen.getByRole('button', { name: 'Add product' })).toHaveFocus();
  });

  it('shows a duplicate SKU (409) beside SKU and a 422 field list beside its fields', async () => {
    let answer = () =>
      json({ detail: 'A product with SKU "FL-BD-35" already exists', error: 'conflict' }, 409);
    const server = formServer({ 'PUT /admin/products/7': () => answer() });
    const { user } = renderApp('/admin/products');
    await user.click(await screen.findByRole('button', { name: 'Edit Blue Dream' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Edit product' }));
    expect(dialog.getByLabelText('Name')).toHaveValue('Blue Dream');
    expect(dialog.getByLabelText('Price')).toHaveValue(34.99);
    expect(dialog.getByLabelText('Category')).toHaveValue('2');

    await user.click(dialog.getByRole('button', { name: 'Save product' }));
    const sku = dialog.getByLabelText('SKU');
    await waitFor(() =>
      expect(sku).toHaveAccessibleDescription('A product with SKU "FL-BD-35" already exists'),
    );
    expect(sku).toHaveFocus();
    expect(dialog.queryByRole('alert')).not.toBeInTheDocument();
    expect(await server.last('PUT /admin/products/7')?.json()).toMatchObject({
      name: 'Blue Dream',
      price: 34.99,
      stock: 40,
      category_id: 2,
    });

    answer = () =>
      json(
        {
          detail: [
            { loc: ['body', 'stock'], msg: 'Stock is below what open orders hold', type: 'value' },
            { loc: ['body', 'tags'], msg: 'Unknown field', type: 'extra' },
          ],
          error: 'validation_error',
        },
        422,
      );
    await user.click(dialog.getByRole('button', { name: 'Save product' }));
    await waitFor(() =>
      expect(dialog.getByLabelText('Stock')).toHaveAccessibleDescription(
        'Stock is below what open orders hold',
      ),
    );
    expect(dialog.getByRole('alert')).toHaveTextContent('Unknown field');
  });

  it("falls back to 'Failed to create product' without a detail", async () => {
    formServer({ 'POST /admin/products': () => new Response(null, { status: 500 }) });
    const { user, dialog } = await openNewProduct();
    await user.type(dialog.getByLabelText('Name'), 'Gelato');
    await user.type(dialog.getByLabelText('SKU'), 'FL-GL-1');
    await user.type(dialog.getByLabelText('Price'), '45');
    await user.click(dialog.getByRole('button', { name: 'Save product' }));
    expect(await dialog.findByRole('alert')).toHaveTextContent('Failed to create product');
  });
});

describe('the product image', () => {
  it('uploads with progress, then previews the image and saves its URL', async () => {
    const server = formServer({
      'PUT /admin/products/7': () => json({ product: adminProduct({ image: IMAGE_URL }) }),
    });
    const { user } = renderApp('/admin/products');
    await user.click(await screen.findByRole('button', { name: 'Edit Blue Dream' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Edit product' }));
    expect(dialog.queryByAltText('Product image preview')).not.toBeInTheDocument();

    const file = new File(['fake png bytes'], 'gelato.png', { type: 'image/png' });
    await user.upload(dialog.getByLabelText('Image'), file);
    const upload = lastUpload();
    expect(upload.method).toBe('POST');
    expect(upload.url).toBe('http://localhost:3000/api/admin/upload/image');
    expect(upload.headers.authorization).toBe('Bearer admin-token');
    expect(upload.body?.get('file')).toBe(file);

    act(() => upload.progress(512, 2048));
    const bar = dialog.getByRole('progressbar', { name: 'Image upload' });
    expect(bar).toHaveAttribute('aria-valuenow', '25');
    expect(dialog.getByText('Uploading… 25%')).toBeInTheDocument();
    expect(dialog.getByRole('button', { name: 'Save product' })).toBeDisabled();

    act(() => upload.progress(2048, 2048));
    expect(dialog.getByText('Uploading… 100%')).toBeInTheDocument();
    act(() => upload.respond(201, { url: IMAGE_URL, variants: [] }));

    expect(await dialog.findByAltText('Product image preview')).toHaveAttribute('src', IMAGE_URL);
    expect(dialog.queryByRole('progressbar')).not.toBeInTheDocument();
    await user.click(dialog.getByRole('button', { name: 'Save product' }));
    await waitFor(() => expect(server.last('PUT /admin/products/7')).toBeDefined());
    expect(await server.last('PUT /admin/products/7')?.json()).toMatchObject({ image: IMAGE_URL });
  });

  it("shows the server's reason or 'Failed to upload image', and removes an image", async () => {
    const server = formServer({
      'GET /admin/products': () => json(productPage([adminProduct({ image: IMAGE_URL })])),
      'PUT /admin/products/7': () => json({ product: adminProduct() }),
    });
    const { user } = renderApp('/admin/products');
    await user.click(await screen.findByRole('button', { name: 'Edit Blue Dream' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Edit product' }));
    const input = dialog.getByLabelText('Image');
    const file = new File(['not an image'], 'notes.png', { type: 'image/png' });

    await user.upload(input, file);
    act(() =>
      lastUpload().respond(415, {
        detail: 'Unsupported image: upload a JPEG, PNG, WebP or AVIF file',
        error: 'unsupported_media_type',
      }),
    );
    expect(await dialog.findByRole('alert')).toHaveTextContent(
      'Unsupported image: upload a JPEG, PNG, WebP or AVIF file',
    );
    expect(input).toHaveAttribute('aria-invalid', 'true');

    await user.upload(input, file);
    act(() => lastUpload().fail());
    await waitFor(() =>
      expect(dialog.getByRole('alert')).toHaveTextContent('Failed to upload image'),
    );
    // The image the product already had stays until it is removed.
    expect(dialog.getByAltText('Product image preview')).toHaveAttribute('src', IMAGE_URL);

    await user.click(dialog.getByRole('button', { name: 'Remove image' }));
    expect(dialog.queryByAltText('Product image preview')).not.toBeInTheDocument();
    await user.click(dialog.getByRole('button', { name: 'Save product' }));
    await waitFor(() => expect(server.last('PUT /admin/products/7')).toBeDefined());
    expect(await server.last('PUT /admin/products/7')?.json()).toMatchObject({ image: null });
  });
});
