// GET /images/:file — the bytes behind every image URL. Public (no access code: <img> tags send
// no headers) and immutable: a URL names a sha256, so its content can never change.
import { ERROR_CODES } from '@canopy/contracts';
import type { FastifyPluginAsync } from 'fastify';
import { matchesIfNoneMatch } from '../../lib/conditional-get';
import { findServableImage } from './images.service';

const IMMUTABLE = 'public, max-age=31536000, immutable';

const imagesRoutes: FastifyPluginAsync = async (fastify) => {
  fastify.get<{ Params: { file: string } }>(
    '/images/:file',
    { config: { public: true } },
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
