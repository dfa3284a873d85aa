// GET /images/:file — the bytes behind every image URL. Public (no access code: <img> tags send
// no headers) and immutable: a URL names a sha256, so its content can never change.
import { ERROR_CODES, errorBodySchema } from '@canopy/contracts';
import type { FastifyPluginAsync } from 'fastify';
import { matchesIfNoneMatch } from '../../lib/conditional-get';
import { findServableImage, SERVED_IMAGE_TYPES } from './images.service';

const IMMUTABLE = 'public, max-age=31536000, immutable';

const binary = { schema: { type: 'string', format: 'binary' } };

// The bytes are not JSON, so the answers are described here rather than by zod schemas.
const IMAGE_ANSWERS = {
  200: {
    description: 'The image, in the media type its URL names',
    headers: {
      etag: { type: 'string', description: 'The sha256 of the bytes, quoted' },
      'cache-control': { type: 'string', description: IMMUTABLE },
    },
    content: Object.fromEntries(SERVED_IMAGE_TYPES.map((type) => [type, binary])),
  },
  304: { description: 'Not modified: the If-None-Match names this image', type: 'null' },
};

const imagesRoutes: FastifyPluginAsync = async (fastify) => {
  fastify.get<{ Params: { file: string } }>(
    '/images/:file',
    {
      config: { public: true },
      schema: {
        summary: 'An image by the URL the catalogue gave out (immutable; ETag and 304)',
        response: { 404: errorBodySchema },
        documentedOnly: { response: IMAGE_ANSWERS },
      },
    },
    async (request, reply) => {
      const image = await findServableImage(fastify.db, request.params.file);
      if (!image) {
        return reply.code(404).send({ detail: 'Image not found', error: ERROR_CODES.notFound });
      }
      const etag = `"${image.sha256}"`;
      reply.header('cache-control', IMMUTABLE).header('etag', etag);
      if (matchesIfNoneMatch(request.headers['if-none-match'], etag)) {
        return reply.code(304).send();
      }
      return reply.type(image.contentType).send(image.bytes);
    },
  );
};

export default imagesRoutes;
