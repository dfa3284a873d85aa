// The stored widths of a product's picture in the catalogue's answers (`images`, for the
// storefront's srcset): the list and the product page name every width of the upload the
// primary_image_url belongs to, and nothing from another upload.
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Product, ProductListResponse } from '@canopy/contracts';
import { createAccessCode } from '../../../test/factories/access-codes';
import { createProduct } from '../../../test/factories/products';
import { setupTestApp } from '../../../test/helpers/test-app';
import { storeProductImage, type StoredProductImage } from './images.service';

const t = setupTestApp();
let accessCode = '';
let uploaded: StoredProductImage;
let seeded: StoredProductImage[] = [];
const ids = { pictured: 0, narrow: 0, elsewhere: 0, seeded: 0 };

function get(url: string) {
  return t.app.inject({ method: 'GET', url, headers: { 'x-access-code': accessCode } });
}

function picture(width: number, background: string) {
  return sharp({ create: { width, height: width, channels: 3, background } })
    .png()
    .toBuffer();
}

beforeAll(async () => {
  accessCode = (await createAccessCode(t)).code;
  // Three uploads one after the other: their rows are neighbours, only one is this product's.
  await storeProductImage(t.db, await picture(1400, '#204020'));
  uploaded = await storeProductImage(t.db, await picture(1400, '#406040'));
  const narrowUpload = await storeProductImage(t.db, await picture(500, '#608060'));
  ids.pictured = (
    await createProduct(t.db, { name: 'Pictured', primaryImageUrl: uploaded.url })
  ).id;
  ids.narrow = (
    await createProduct(t.db, { name: 'Narrow', primaryImageUrl: narrowUpload.url })
  ).id;
  // The demo seed stores its pictures in one transaction: one created_at for all of them.
  seeded = await t.db.transaction(async (tx) => [
    await storeProductImage(tx, await picture(1400, '#802020')),
    await storeProductImage(tx, await picture(1400, '#208020')),
    await storeProductImage(tx, await picture(1400, '#202080')),
  ]);
  ids.seeded = (
    await createProduct(t.db, { name: 'Seeded', primaryImageUrl: seeded[1]?.url ?? null })
  ).id;
  ids.elsewhere = (
    await createProduct(t.db, {
      name: 'Elsewhere',
      primaryImageUrl: 'https://cdn.example.com/elsewhere.webp',
    })
  ).id;
});

describe('product images in the catalogue', () => {
  it('names the 320, 640 and 1280 px WebP of the primary image on the product page', async () => {
    const product = (await get(`/api/products/${ids.pictured}`)).json<Product>();
    expect(product.primary_image_url).toBe(uploaded.url);
    expect(product.images).toEqual(uploaded.variants);
    expect(product.images.map((image) => image.width)).toEqual([320, 640, 1280]);
  });

  it('names only the widths an upload narrower than 640 px has', async () => {
    const product = (await get(`/api/products/${ids.narrow}`)).json<Product>();
    expect(product.images.map((image) => image.width)).toEqual([320, 500]);
    expect(product.images[1]?.url).toBe(product.primary_image_url);
  });

  it('tells apart the uploads of one transaction', async () => {
    const product = (await get(`/api/products/${ids.seeded}`)).json<Product>();
    expect(product.images).toEqual(seeded[1]?.variants);
  });

  it('gives the same widths in the product list, and none for a picture stored elsewhere', async () => {
    const list = (await get('/api/products?size=100')).json<ProductListResponse>();
    const byId = new Map(list.items.map((item) => [item.id, item]));
    expect(byId.get(ids.pictured)?.images).toEqual(uploaded.variants);
    expect(byId.get(ids.elsewhere)?.images).toEqual([]);
  });

  it('serves every width it names', async () => {
    for (const image of uploaded.variants) {
      const response = await t.app.inject({ method: 'GET', url: image.url });
      expect(response.statusCode).toBe(200);
      expect((await sharp(response.rawPayload).metadata()).width).toBe(image.width);
    }
  });
});
