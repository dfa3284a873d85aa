// Conditional GETs for the catalogue reads: each 200 carries a weak ETag over its body and must
// be revalidated, so a browser asking again with If-None-Match gets an empty 304 when nothing
// changed. Private, because every answer is given to one access code's holder.
import { createHash } from 'node:crypto';
import type { onSendHookHandler } from 'fastify';

export const CATALOG_CACHE_CONTROL = 'private, max-age=0, must-revalidate';

/** Weak: the same JSON could be sent with other bytes (compression), but means the same. */
export function weakEtag(body: string | Buffer): string {
  return `W/"${createHash('sha1').update(body).digest('base64url')}"`;
}

/** RFC 9110 weak comparison against an If-None-Match header: `*` or any listed tag. */
export function matchesIfNoneMatch(header: string | undefined, etag: string): boolean {
  if (header === undefined || header === '') return false;
  const opaque = (tag: string) => tag.trim().replace(/^W\//, '');
  const ours = opaque(etag);
  return header.split(',').some((tag) => tag.trim() === '*' || opaque(tag) === ours);
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
