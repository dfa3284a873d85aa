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
        summary: 'Upload a product image',
        description:
          'JPEG, PNG, WebP or AVIF, judged by content; stored as WebP 320, 640 and 1280 px wide.',
        consumes: ['multipart/form-data'],
        // Read by readUploadedImage, not by a validator: described here for the document only.
        documentedOnly: {
          body: {
            type: 'object',
            required: ['file'],
            properties: { file: { type: 'string', format: 'binary', description: '≤ 10 MB' } },
            additionalProperties: false,
          },
        },
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
