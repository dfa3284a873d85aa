import { crc32 } from 'node:zlib';
import type { ImageUploadResponse } from '@canopy/contracts';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  countAuditEntries,
  countImages,
  multipartBody,
  readAuditEntries,
  signInAdmin,
  type AdminSession,
  type MultipartPart,
} from '../../../test/helpers/admin-catalog';
import { setupTestApp } from '../../../test/helpers/test-app';

const t = setupTestApp();
let session: AdminSession;

beforeAll(async () => {
  session = await signInAdmin(t);
});

const URL = '/api/admin/upload/image';

function upload(
  parts: readonly MultipartPart[],
  headers: Record<string, string> = session.headers,
) {
  const body = multipartBody(parts);
  return t.app.inject({
    method: 'POST',
    url: URL,
    headers: { ...headers, ...body.headers },
    payload: body.payload,
  });
}

const filepart = (content: Buffer | string, filename = 'photo.png', contentType = 'image/png') => ({
  name: 'file',
  filename,
  contentType,
  content,
});

/** A photo-like picture (noise compresses like a photo does). */
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

/** A real PNG whose header claims other dimensions (CRC fixed up, so libpng trusts it). */
async function pngClaiming(width: number, height: number): Promise<Buffer> {
  const png = Buffer.from(await photo(16, 16).png().toBuffer());
  png.writeUInt32BE(width, 16);
  png.writeUInt32BE(height, 20);
  png.writeUInt32BE(crc32(png.subarray(12, 29)), 29);
  return png;
}

/** What is stored now: refused uploads must change neither. */
async function storedState() {
  return { images: await countImages(t.db), audit: await countAuditEntries(t.db) };
}

describe('POST /api/admin/upload/image', () => {
  it('stores a PNG as WebP widths, answers 201 with its URL, and audits the upload', async () => {
    const before = await storedState();
    const response = await upload([filepart(await photo(1600, 1200).png().toBuffer())]);

    expect(response.statusCode, response.body).toBe(201);
    const body = response.json<ImageUploadResponse>();
    expect(body.variants.map((variant) => variant.width)).toEqual([320, 640, 1280]);
    expect(body.url).toBe(body.variants[1]?.url);
    expect(body.url).toMatch(/^\/api\/images\/[0-9a-f]{64}\.webp$/);
    expect(await countImages(t.db)).toBe(before.images + 3);

    const served = await t.app.inject({ method: 'GET', url: body.url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    expect((await sharp(served.rawPayload).metadata()).width).toBe(640);

    const [entry] = await readAuditEntries(t.db, 'image', body.url);
    expect(entry).toMatchObject({
      actor: `${session.admin.id}:${session.admin.username}`,
      action: 'upload',
      before: null,
      after: { url: body.url, variants: body.variants },
    });
  });

  it('keeps only the pixels of a real JPEG with a page of HTML appended', async () => {
    const jpeg = await photo(400, 300).jpeg().toBuffer();
    const polyglot = Buffer.concat([jpeg, Buffer.from('<html><script>alert(1)</script></html>')]);
    const response = await upload([filepart(polyglot, 'photo.jpg', 'image/jpeg')]);

    expect(response.statusCode).toBe(201);
    for (const variant of response.json<ImageUploadResponse>().variants) {
      const served = await t.app.inject({ method: 'GET', url: variant.url });
      expect((await sharp(served.rawPayload).metadata()).format).toBe('webp');
      expect(served.rawPayload.toString('latin1')).not.toContain('<script');
    }
  });

  describe('refuses hostile files with a 4xx and a detail, storing nothing', () => {
    const unsupported = 'Unsupported image: upload a JPEG, PNG, WebP or AVIF file';
    const undecodable = 'The image could not be decoded';
    const cases: Array<{
      name: string;
      part: () => Promise<MultipartPart>;
      status: number;
      detail: string | RegExp;
    }> = [
      {
        name: 'an SVG with a script',
        part: () =>
          Promise.resolve(
            filepart(
              '<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64">' +
                '<script>alert(document.cookie)</script><rect width="64" height="64"/></svg>',
              'logo.svg',
              'image/svg+xml',
            ),
          ),
        status: 415,
        detail: unsupported,
      },
      {
        name: 'an SVG named and typed as a PNG',
        part: () =>
          Promise.resolve(
            filepart(
              '<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>',
            ),
          ),
        status: 415,
        detail: unsupported,
      },
      {
        name: 'a GIF/JavaScript polyglot',
        part: () =>
          Promise.resolve(
            filepart(
              Buffer.concat([
                Buffer.from('GIF89a/*'),
                Buffer.from([0x0a, 0x00, 0x0a, 0x00, 0x80, 0x00, 0x00]),
                Buffer.from('*/=1;alert(document.domain);//'),
              ]),
              'funny.gif',
              'image/gif',
            ),
          ),
        status: 415,
        detail: unsupported,
      },
      {
        name: 'a JPEG header followed by HTML',
        part: () =>
          Promise.resolve(
            filepart(
              Buffer.concat([
                Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10]),
                Buffer.from('JFIF\u0000\u0001\u0001\u0000\u0000\u0001\u0000\u0001\u0000\u0000'),
                Buffer.from('<!doctype html><html><body><script>alert(1)</script></body></html>'),
              ]),
              'photo.jpg',
              'image/jpeg',
            ),
          ),
        status: 415,
        detail: undecodable,
      },
      {
        name: 'a truncated JPEG',
        part: async () => {
          const jpeg = await photo(800, 600).jpeg().toBuffer();
          return filepart(jpeg.subarray(0, Math.floor(jpeg.length / 2)), 'cut.jpg', 'image/jpeg');
        },
        status: 415,
        detail: undecodable,
      },
      {
        name: 'a 20 MB file',
        part: async () => {
          const png = await photo(64, 64).png().toBuffer();
          return filepart(Buffer.concat([png, Buffer.alloc(20 * 1024 * 1024)]), 'huge.png');
        },
        status: 413,
        detail: 'Image too large: the limit is 10 MB',
      },
      {
        name: 'a PNG header claiming 30000x30000 pixels',
        part: async () => filepart(await pngClaiming(30_000, 30_000), 'bomb.png'),
        status: 413,
        detail: /^Image too large: 30000x30000 pixels is over the \d+ megapixel limit$/,
      },
      {
        name: 'an empty file',
        part: () => Promise.resolve(filepart(Buffer.alloc(0), 'empty.png')),
        status: 415,
        detail: unsupported,
      },
    ];

    for (const { name, part, status, detail } of cases) {
      it(name, async () => {
        const before = await storedState();
        const response = await upload([await part()]);
        expect(response.statusCode, response.body).toBe(status);
        const body = response.json<{ detail: string }>();
        if (typeof detail === 'string') expect(body.detail).toBe(detail);
        else expect(body.detail).toMatch(detail);
        expect(await storedState()).toEqual(before);
      });
    }
  });

  it('needs exactly one part, a file named "file"', async () => {
    const png = await photo(32, 32).png().toBuffer();
    const before = await storedState();
    const onlyOne = 'Send one image in the field "file" and nothing else';

    const empty = await upload([]);
    expect(empty.statusCode).toBe(422);
    expect(empty.json()).toEqual({
      detail: [{ loc: ['body', 'file'], msg: 'Choose an image file to upload', type: 'missing' }],
      error: 'validation_error',
    });

    for (const parts of [
      [{ ...filepart(png), name: 'image' }],
      [{ name: 'file', content: 'not a file' }],
      [filepart(png), { name: 'alt', content: 'extra field' }],
      [filepart(png), filepart(png, 'second.png')],
    ]) {
      const response = await upload(parts);
      expect(response.statusCode, JSON.stringify(parts.map((p) => p.name))).toBe(422);
      expect(response.json()).toMatchObject({ detail: [{ loc: ['body'], msg: onlyOne }] });
    }
    expect(await storedState()).toEqual(before);
  });

  it('answers 415 for a body that is not multipart and 400 for broken multipart', async () => {
    const json = await t.app.inject({
      method: 'POST',
      url: URL,
      headers: session.headers,
      payload: { file: 'aGVsbG8=' },
    });
    expect(json.statusCode).toBe(415);
    expect(json.json()).toEqual({
      detail: 'Send the image as multipart/form-data in the field "file"',
      error: 'unsupported_media_type',
    });

    const { payload, headers } = multipartBody([filepart(await photo(32, 32).png().toBuffer())]);
    const cut = await t.app.inject({
      method: 'POST',
      url: URL,
      headers: { ...session.headers, ...headers },
      payload: payload.subarray(0, payload.length - 60),
    });
    expect(cut.statusCode).toBe(400);
    expect(cut.json()).toEqual({
      detail: 'The upload is not a valid multipart/form-data body',
      error: 'bad_request',
    });
  });

  it('needs an admin token and stores nothing without one', async () => {
    const before = await storedState();
    const response = await upload([filepart(await photo(64, 64).png().toBuffer())], {});
    expect(response.statusCode).toBe(401);
    expect(await storedState()).toEqual(before);
  });
});
