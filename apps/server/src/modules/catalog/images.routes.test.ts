import fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase, type TestDatabase } from '../../../test/helpers/test-database';
import type { DatabaseHandle } from '../../db/client';
import imagesRoutes from './images.routes';
import { storeProductImage } from './images.service';

let testDatabase: TestDatabase;
let handle: DatabaseHandle;
let app: FastifyInstance;
let url: string;
let sha256: string;

beforeAll(async () => {
  testDatabase = await openTestDatabase();
  handle = testDatabase.handle;
  app = fastify();
  // The compilers buildApp sets: the route's 404 is a zod schema, like every route's answers.
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate('db', handle.db);
  await app.register(imagesRoutes, { prefix: '/api' });
  await app.ready();

  const input = await sharp({
    create: { width: 400, height: 300, channels: 3, background: '#c0884a' },
  })
    .png()
    .toBuffer();
  ({ url } = await storeProductImage(handle.db, input));
  sha256 = url.slice('/api/images/'.length, -'.webp'.length);
});

afterAll(async () => {
  await app.close();
  await testDatabase.dispose();
});

describe('GET /images/:file', () => {
  it('serves the stored bytes with immutable cache headers and the sha256 as ETag', async () => {
    const response = await app.inject({ method: 'GET', url });

    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/webp');
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.headers.etag).toBe(`"${sha256}"`);
    const metadata = await sharp(response.rawPayload).metadata();
    expect([metadata.format, metadata.width, metadata.height]).toEqual(['webp', 400, 300]);
  });

  it('answers 304 without a body when the ETag matches If-None-Match', async () => {
    for (const ifNoneMatch of [`"${sha256}"`, `W/"${sha256}"`, `"other", "${sha256}"`, '*']) {
      const response = await app.inject({
        method: 'GET',
        url,
        headers: { 'if-none-match': ifNoneMatch },
      });
      expect(response.statusCode, ifNoneMatch).toBe(304);
      expect(response.rawPayload.length).toBe(0);
      expect(response.headers.etag).toBe(`"${sha256}"`);
    }
  });

  it('serves the bytes again when If-None-Match names another version', async () => {
    const response = await app.inject({
      method: 'GET',
      url,
      headers: { 'if-none-match': `"${'0'.repeat(64)}"` },
    });

    expect(response.statusCode).toBe(200);
    expect(response.rawPayload.length).toBeGreaterThan(0);
  });

  it('answers 404 with the error body for an unknown image or another extension', async () => {
    for (const path of [`/api/images/${'a'.repeat(64)}.webp`, `/api/images/${sha256}.png`]) {
      const response = await app.inject({ method: 'GET', url: path });
      expect(response.statusCode, path).toBe(404);
      expect(response.json()).toEqual({ detail: 'Image not found', error: 'not_found' });
    }
  });

  it('never reaches outside the table for path-traversal-looking names', async () => {
    for (const path of [
      '/api/images/..%2F..%2Fpackage.json',
      '/api/images/%2e%2e%2fsecrets.json',
      `/api/images/${sha256}.webp%00.png`,
      `/api/images/${sha256.toUpperCase()}.webp`,
      '/api/images/../../package.json',
      '/api/images/',
    ]) {
      const response = await app.inject({ method: 'GET', url: path });
      expect([400, 404], path).toContain(response.statusCode);
      expect(response.headers['content-type'], path).not.toMatch(/^image\//);
    }
  });
});
