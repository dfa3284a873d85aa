// A product's purchase-limit facts: the admin form stores and answers them, the storefront shows
// them, and the form's rule (weight for flower, pre-rolls and concentrates; THC for edibles and
// beverages; at most three decimals) refuses at the field.
import type { AdminProduct, Product } from '@canopy/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { createShopper, shopperHeaders } from '../../../test/factories/orders';
import { productBody, signInAdmin, type AdminSession } from '../../../test/helpers/admin-catalog';
import { setupTestApp } from '../../../test/helpers/test-app';

const t = setupTestApp();
let session: AdminSession;

beforeAll(async () => {
  session = await signInAdmin(t);
});

const write = (method: 'POST' | 'PUT', url: string, body: object) =>
  t.app.inject({ method, url, headers: session.headers, payload: body });

describe('product limit facts', () => {
  it('stores, answers and updates the facts; the storefront shows them', async () => {
    const created = await write(
      'POST',
      '/api/admin/products',
      productBody({ limit_class: 'flower', net_weight_g: 3.5 }),
    );
    expect(created.statusCode, created.body).toBe(201);
    const product = created.json<{ product: AdminProduct }>().product;
    expect(product).toMatchObject({ limit_class: 'flower', net_weight_g: 3.5, thc_mg: null });

    const updated = await write('PUT', `/api/admin/products/${product.id}`, {
      ...productBody({ sku: product.sku }),
      limit_class: 'edible',
      thc_mg: 2.5,
    });
    expect(updated.statusCode, updated.body).toBe(200);
    expect(updated.json<{ product: AdminProduct }>().product).toMatchObject({
      limit_class: 'edible',
      net_weight_g: null,
      thc_mg: 2.5,
    });

    const shown = await t.app.inject({
      method: 'GET',
      url: `/api/products/${product.id}`,
      headers: shopperHeaders(t.app, await createShopper(t)),
    });
    expect(shown.statusCode, shown.body).toBe(200);
    expect(shown.json<Product>()).toMatchObject({
      limit_class: 'edible',
      net_weight_g: null,
      thc_mg: 2.5,
    });
  });

  it('leaves the facts empty by default', async () => {
    const created = await write('POST', '/api/admin/products', productBody());
    expect(created.json<{ product: AdminProduct }>().product).toMatchObject({
      limit_class: null,
      net_weight_g: null,
      thc_mg: null,
    });
  });

  it.each([
    [{ limit_class: 'flower' }, 'net_weight_g', 'Enter the grams of cannabis in one unit'],
    [{ limit_class: 'beverage' }, 'thc_mg', 'Enter the mg of THC in one unit'],
    [{ limit_class: 'concentrate', net_weight_g: 0.0005 }, 'net_weight_g', 'three decimals'],
    [{ limit_class: 'edible', thc_mg: 0 }, 'thc_mg', 'more than 0'],
    [{ limit_class: 'topical', thc_mg: -1 }, 'thc_mg', 'more than 0'],
    [{ limit_class: 'sticker' }, 'limit_class', 'Choose a limit class'],
  ])('refuses %j at %s', async (facts, field, message) => {
    const response = await write('POST', '/api/admin/products', productBody(facts as object));
    expect(response.statusCode, response.body).toBe(422);
    const issues = response.json<{ detail: { loc: string[]; msg: string }[] }>().detail;
    const issue = issues.find((candidate) => candidate.loc.join('.') === `body.${field}`);
    expect(issue?.msg, response.body).toContain(message);
  });
});
