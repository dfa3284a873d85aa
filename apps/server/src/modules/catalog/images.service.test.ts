import { crc32 } from 'node:zlib';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase, type TestDatabase } from '../../../test/helpers/test-database';
import type { DatabaseHandle } from '../../db/client';
import { products } from '../../db/schema';
import { ImageTooLargeError, UnsupportedImageError } from './image-errors';
import { findImageBySha256 } from './images.repository';
import { MAX_IMAGE_BYTES, storeProductImage } from './images.service';

let testDatabase: TestDatabase;
let handle: DatabaseHandle;

beforeAll(async () => {
  testDatabase = await openTestDatabase();
  handle = testDatabase.handle;
});

afterAll(async () => {
  await testDatabase.dispose();
});

/** A photo-like picture (noise compresses like a photo does, unlike a flat colour). */
function photo(width: number, height: number) {
  return sharp({
    create: {
      width,
      height,
      channels: 3,
      background: '#5a8f4e',
      noise: { type: 'gaussian', mean: 120, sigma: 40 },
    },
  });
}

async function insertProduct(sku: string): Promise<number> {
  const [row] = await handle.db
    .insert(products)
    .values({ name: `Test ${sku}`, sku, retailPriceCents: 1000 })
    .returning();
  if (!row) throw new Error('product insert returned nothing');
  return row.id;
}

function shaOf(url: string): string {
  const match = /^\/api\/images\/([0-9a-f]{64})\.webp$/.exec(url);
  if (!match?.[1]) throw new Error(`not an image URL: ${url}`);
  return match[1];
}

/** A real PNG whose header claims other dimensions (CRC fixed up, so libpng trusts it). */
async function pngClaiming(width: number, height: number): Promise<Buffer> {
  const png = Buffer.from(await photo(16, 16).png().toBuffer());
  // Signature (8) + IHDR length (4) + "IHDR" (4), then width and height, then the chunk's CRC.
  png.writeUInt32BE(width, 16);
  png.writeUInt32BE(height, 20);
  png.writeUInt32BE(crc32(png.subarray(12, 29)), 29);
  return png;
}

describe('storeProductImage', () => {
  it('re-encodes a PNG as WebP at 320, 640 and 1280 and stores each width', async () => {
    const productId = await insertProduct('IMG-PNG');
    const input = await photo(1600, 1200).png().toBuffer();

    const stored = await storeProductImage(handle.db, input, { productId });

    expect(stored.variants.map((v) => v.width)).toEqual([320, 640, 1280]);
    expect(stored.url).toBe(stored.variants[1]?.url);
    const rows = await handle.db.query.images.findMany({
      where: (image, { eq }) => eq(image.productId, productId),
      orderBy: (image, { asc }) => asc(image.width),
    });
    expect(rows.map((row) => [row.width, row.height, row.contentType])).toEqual([
      [320, 240, 'image/webp'],
      [640, 480, 'image/webp'],
      [1280, 960, 'image/webp'],
    ]);
    for (const row of rows) {
      const metadata = await sharp(row.bytes).metadata();
      expect([metadata.format, metadata.width, metadata.height]).toEqual([
        'webp',
        row.width,
        row.height,
      ]);
      expect(stored.variants.find((v) => v.width === row.width)?.url).toBe(
        `/api/images/${row.sha256}.webp`,
      );
    }
  });

  it('applies the EXIF orientation of a JPEG and drops its EXIF and GPS data', async () => {
    const input = await photo(1600, 1200)
      .jpeg()
      .withExif({
        IFD0: { Make: 'CanopyCam', Model: 'Field 1' },
        IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '51/1 30/1 0/1' },
      })
      .withMetadata({ orientation: 6 })
      .toBuffer();
    const source = await sharp(input).metadata();
    expect(source.exif?.toString('latin1')).toContain('CanopyCam');

    const stored = await storeProductImage(handle.db, input);

    // Orientation 6 means "rotate 90°": the 1600x1200 landscape is stored as a 1200x1600 portrait.
    expect(stored.variants.map((v) => v.width)).toEqual([320, 640, 1200]);
    for (const variant of stored.variants) {
      const image = await findImageBySha256(handle.db, shaOf(variant.url));
      if (!image) throw new Error(`variant ${variant.url} not stored`);
      const metadata = await sharp(image.bytes).metadata();
      expect(metadata.height).toBeGreaterThan(metadata.width);
      expect(metadata.exif).toBeUndefined();
      expect(metadata.orientation).toBeUndefined();
      expect(image.bytes.toString('latin1')).not.toContain('CanopyCam');
    }
  });

  it('never upscales a small image', async () => {
    const input = await photo(500, 400).png().toBuffer();

    const stored = await storeProductImage(handle.db, input);

    expect(stored.variants.map((v) => v.width)).toEqual([320, 500]);
    expect(stored.url).toBe(stored.variants[1]?.url);
  });

  it('accepts WebP and AVIF uploads', async () => {
    for (const input of [
      await photo(200, 150).webp().toBuffer(),
      await photo(200, 150).avif({ effort: 0 }).toBuffer(),
    ]) {
      const stored = await storeProductImage(handle.db, input);
      expect(stored.variants.map((v) => v.width)).toEqual([200]);
    }
  });

  it('stores the same picture twice under the same URLs', async () => {
    const input = await photo(400, 400).png().toBuffer();

    const first = await storeProductImage(handle.db, input);
    const second = await storeProductImage(handle.db, input);

    expect(second).toEqual(first);
  });

  it('refuses SVG (scriptable XML, whatever it is called)', async () => {
    const svg = Buffer.from(
      '<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg" width="64" height="64">' +
        '<rect width="64" height="64" fill="green"/></svg>',
    );
    await expect(storeProductImage(handle.db, svg)).rejects.toBeInstanceOf(UnsupportedImageError);
  });

  it('refuses a text file renamed .png and a GIF', async () => {
    const text = Buffer.from('just some notes.txt, saved as photo.png\n');
    const gif = await photo(32, 32).gif().toBuffer();

    await expect(storeProductImage(handle.db, text)).rejects.toBeInstanceOf(UnsupportedImageError);
    await expect(storeProductImage(handle.db, gif)).rejects.toBeInstanceOf(UnsupportedImageError);
  });

  it('refuses a truncated JPEG whose header is fine', async () => {
    const jpeg = await photo(800, 600).jpeg().toBuffer();

    const truncated = jpeg.subarray(0, Math.floor(jpeg.length / 2));

    await expect(storeProductImage(handle.db, truncated)).rejects.toBeInstanceOf(
      UnsupportedImageError,
    );
  });

  it('refuses an image whose dimensions exceed the pixel limit (decompression bomb)', async () => {
    const bomb = await pngClaiming(20_000, 20_000);
    expect((await sharp(bomb, { limitInputPixels: false }).metadata()).width).toBe(20_000);

    const attempt = storeProductImage(handle.db, bomb);

    await expect(attempt).rejects.toBeInstanceOf(ImageTooLargeError);
    await expect(attempt).rejects.toThrow(/megapixel/);
  });

  it('refuses more than 10 MB before decoding anything', async () => {
    const png = await photo(64, 64).png().toBuffer();
    const oversized = Buffer.concat([png, Buffer.alloc(MAX_IMAGE_BYTES + 1 - png.length)]);

    await expect(storeProductImage(handle.db, oversized)).rejects.toBeInstanceOf(
      ImageTooLargeError,
    );
  });

  it('gives the refusals the statuses the error handler answers with', () => {
    expect(new UnsupportedImageError().statusCode).toBe(415);
    expect(new ImageTooLargeError('too big').statusCode).toBe(413);
  });
});
