// Conditional GETs for the catalogue reads, served from the answer cache when it can: each 200
// carries a weak ETag over its body and must be revalidated, so a browser asking again with
// If-None-Match gets an empty 304 when nothing changed. Private, because every answer is given to
// one access code's holder. A cached answer (and its 304) is sent by a preHandler hook, after the
// access-code gate and the query's validation, without calling the route's handler; a computed
// one is stored by the onSend hook, which has its serialised bytes, with the stock it shows as
// the handler declared it (`showsStock`). A request for an answer already being computed for
// another waits for that computation (up to 5 s) instead of running the same statement again:
// fifty shoppers opening the same slow search at once cost one search.
import { createHash } from 'node:crypto';
import type {
  FastifyReply,
  FastifyRequest,
  onSendHookHandler,
  preHandlerHookHandler,
} from 'fastify';
import { matchesIfNoneMatch } from '../../../lib/conditional-get';
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
  | {
      key: string;
      hit: false;
      computedAt: number;
      stock: AnswerStockDependencies;
      /** Lets the requests waiting for this computation look again; absent when none wait on it. */
      finish?: () => void;
    };

/** How long a request waits for the same answer to be computed for another before it computes. */
const WAIT_FOR_SAME_ANSWER_MS = 5_000;

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
export interface CatalogReadCache {
  preHandler: preHandlerHookHandler;
  onSend: onSendHookHandler;
  showsStock: (request: FastifyRequest, stock: AnswerStockDependencies) => void;
}

export function catalogReadCache(cache: CatalogAnswerCache): CatalogReadCache {
  const lookups = new WeakMap<FastifyRequest, Lookup>();

  // The computations under way, by answer key; each settles once its answer was stored or not.
  const computing = new Map<string, Promise<void>>();

  const serveCached = (request: FastifyRequest, reply: FastifyReply, key: string): boolean => {
    const cached = cache.get(key);
    if (cached === undefined) return false;
    lookups.set(request, { key, hit: true });
    if (sendTagged(request, reply, cached.etag)) void reply.send();
    else void reply.type(JSON_TYPE).send(cached.body);
    return true;
  };

  const startComputing = (request: FastifyRequest, key: string): void => {
    const lookup: Lookup = {
      key,
      hit: false,
      computedAt: cache.sequence,
      stock: NO_STOCK_DEPENDENCIES,
    };
    if (!computing.has(key)) {
      let settle = () => {};
      const settled = new Promise<void>((resolve) => {
        settle = resolve;
      });
      computing.set(key, settled);
      lookup.finish = () => {
        if (computing.get(key) === settled) computing.delete(key);
        settle();
      };
    }
    lookups.set(request, lookup);
  };

  const preHandler: preHandlerHookHandler = (request, reply, done) => {
    if (!isRead(request)) {
      done();
      return;
    }
    const key = answerKey(request);
    if (serveCached(request, reply, key)) return;
    const underWay = computing.get(key);
    if (underWay === undefined) {
      startComputing(request, key);
      done();
      return;
    }
    let timer: NodeJS.Timeout | undefined;
    const timedOut = new Promise<void>((resolve) => {
      timer = setTimeout(resolve, WAIT_FOR_SAME_ANSWER_MS);
    });
    void Promise.race([underWay, timedOut]).then(() => {
      clearTimeout(timer);
      // The other request's answer, unless a change made it stale or it failed.
      if (serveCached(request, reply, key)) return;
      // A computation that outlived the wait no longer holds the others back.
      if (computing.get(key) === underWay) computing.delete(key);
      startComputing(request, key);
      done();
    });
  };

  const onSend: onSendHookHandler = (request, reply, payload, done) => {
    const lookup = lookups.get(request);
    // Once this hook has stored the answer (or not), the requests waiting for it look again.
    if (lookup?.hit === false && lookup.finish) setImmediate(lookup.finish);
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
