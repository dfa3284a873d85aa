// POST /admin/upload/image: one product image as multipart field `file` (≤ 10 MB) → 201 with
// its URL and widths. @fastify/multipart is registered here, in this plugin's own scope, so no
// other route accepts multipart bodies.
import fastifyMultipart from '@fastify/multipart';
import { errorBodySchema, imageUploadResponseSchema } from '@canopy/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminActor } from '../admin-users/admin-actor';
import { readUploadedImage, UPLOAD_LIMITS } from './image-upload-form';

const adminImageUploadRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(fastifyMultipart, { limits: UPLOAD_LIMITS, throwFileSizeLimit: true });
  const { adminImageUploads: uploads } = app;

  app.post(
    '/admin/upload/image',
    {
      config: { permission: 'products.write' },
      schema: {
        tags: ['admin'],
        summary:
          'Upload a product image (JPEG, PNG, WebP or AVIF by content): stored as WebP at 320/640/1280',
        consumes: ['multipart/form-data'],
        response: {
          201: imageUploadResponseSchema,
          400: errorBodySchema,
          413: errorBodySchema,
          415: errorBodySchema,
          422: errorBodySchema,
        },
      },
    },
    async (request, reply) => {
      const actor = adminActor(request);
      const image = await readUploadedImage(request);
      return reply.code(201).send(await uploads.upload(image, actor));
    },
  );
};

export default adminImageUploadRoutes;
