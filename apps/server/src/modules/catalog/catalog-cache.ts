// Conditional GETs for the catalogue reads, served from the answer cache when it can: each 200
// carries a weak ETag over its body and must be revalidated, so a browser asking again with
// If-None-Match gets an empty 304 when nothing changed. Private, because every answer is given to
// one access code's holder. A cached answer (and its 304) is sent by a preHandler hook, after the
// access-code gate and the query's validation, without calling the route's handler; a computed
// one is stored by the onSend hook, which has its serialised bytes, with the stock it shows as
// the handler declared it (`showsStock`).
import { createHash } from 'node:crypto';
import type {
  FastifyReply,
  FastifyRequest,
  onSendHookHandler,
  preHandlerHookHandler,
} from 'fastify';
import { matchesIfNoneMatch } from '../../lib/conditional-get';
import {
  canonicalJson,
  NO_STOCK_DEPENDENCIES,
  type AnswerStockDependencies,
  type CatalogAnswerCache,
} from './catalog-answer-cache';

const CATALOG_CACHE_CONTROL = 'private, max-age=0, must-revalidate';
const JSON_TYPE = 'application/json; charset=utf-8';

/** Weak: the same JSON could be sent with other bytes (compression), but means the same. */
export function weakEtag(body: string | Buffer): string {
  return `W/"${createHash('sha1').update(body).digest('base64url')}"`;
}

/** The route and what its schema parsed: extra query parameters a route ignores are no key. */
function answerKey(request: FastifyRequest): string {
  const schema = request.routeOptions.schema;
  return canonicalJson([
    request.routeOptions.url,
    schema?.params ? request.params : null,
    schema?.querystring ? request.query : null,
  ]);
}

type Lookup =
  | { key: string; hit: true }
  | { key: string; hit: false; computedAt: number; stock: AnswerStockDependencies };

function isRead(request: FastifyRequest): boolean {
  return request.method === 'GET' || request.method === 'HEAD';
}

function sendTagged(request: FastifyRequest, reply: FastifyReply, etag: string): boolean {
  void reply.header('etag', etag).header('cache-control', CATALOG_CACHE_CONTROL);
  if (!matchesIfNoneMatch(request.headers['if-none-match'], etag)) return false;
  void reply.code(304).removeHeader('content-type').removeHeader('content-length');
  return true;
}

/**
 * The two hooks a catalogue scope adds (answer from the cache, and tag and keep the rest), and
 * what a handler calls when its answer shows stock.
 */
export function catalogReadCache(cache: CatalogAnswerCache): {
  preHandler: preHandlerHookHandler;
  onSend: onSendHookHandler;
  showsStock: (request: FastifyRequest, stock: AnswerStockDependencies) => void;
} {
  const lookups = new WeakMap<FastifyRequest, Lookup>();

  const preHandler: preHandlerHookHandler = (request, reply, done) => {
    if (!isRead(request)) {
      done();
      return;
    }
    const key = answerKey(request);
    const cached = cache.get(key);
    if (cached === undefined) {
      lookups.set(request, {
        key,
        hit: false,
        computedAt: cache.sequence,
        stock: NO_STOCK_DEPENDENCIES,
      });
      done();
      return;
    }
    lookups.set(request, { key, hit: true });
    if (sendTagged(request, reply, cached.etag)) {
      void reply.send();
      return;
    }
    void reply.type(JSON_TYPE).send(cached.body);
  };

  const onSend: onSendHookHandler = (request, reply, payload, done) => {
    const lookup = lookups.get(request);
    if (
      lookup?.hit === true ||
      !isRead(request) ||
      reply.statusCode !== 200 ||
      !(typeof payload === 'string' || Buffer.isBuffer(payload))
    ) {
      done(null, payload);
      return;
    }
    const body = Buffer.isBuffer(payload) ? payload : Buffer.from(payload);
    const etag = weakEtag(body);
    if (lookup) cache.store(lookup.key, { body, etag }, lookup.computedAt, lookup.stock);
    done(null, sendTagged(request, reply, etag) ? null : body);
  };

  const showsStock = (request: FastifyRequest, stock: AnswerStockDependencies) => {
    const lookup = lookups.get(request);
    if (lookup?.hit === false) lookup.stock = stock;
  };

  return { preHandler, onSend, showsStock };
}
