// Conditional GETs for the catalogue reads: each 200 carries a weak ETag over its body and must
// be revalidated, so a browser asking again with If-None-Match gets an empty 304 when nothing
// changed. Private, because every answer is given to one access code's holder.
import { createHash } from 'node:crypto';
import type { onSendHookHandler } from 'fastify';
import { matchesIfNoneMatch } from '../../lib/conditional-get';

export const CATALOG_CACHE_CONTROL = 'private, max-age=0, must-revalidate';

/** Weak: the same JSON could be sent with other bytes (compression), but means the same. */
export function weakEtag(body: string | Buffer): string {
  return `W/"${createHash('sha1').update(body).digest('base64url')}"`;
}

/** An onSend hook: ETag and Cache-Control on successful reads, 304 when the client is current. */
export const conditionalGet: onSendHookHandler = (request, reply, payload, done) => {
  const read = request.method === 'GET' || request.method === 'HEAD';
  if (
    !read ||
    reply.statusCode !== 200 ||
    !(typeof payload === 'string' || Buffer.isBuffer(payload))
  ) {
    done(null, payload);
    return;
  }
  const etag = weakEtag(payload);
  void reply.header('etag', etag).header('cache-control', CATALOG_CACHE_CONTROL);
  if (!matchesIfNoneMatch(request.headers['if-none-match'], etag)) {
    done(null, payload);
    return;
  }
  void reply.code(304).removeHeader('content-type').removeHeader('content-length');
  done(null, null);
};
