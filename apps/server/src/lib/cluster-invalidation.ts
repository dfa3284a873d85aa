// How one instance tells every instance that cached data went stale: `bump(topic)` after a write
// has committed, `onBump(topic, handler)` where a cache is kept. A bump may say what changed (a
// 'catalog' bump: only these products' stock levels), so a cache can drop only what it touches;
// without it, everything under the topic is stale. In-process, one channel serves the
// whole process (every app built in it hears every bump); over Redis pub/sub every instance hears
// every other. While the Redis link is down the channel says it is `degraded`, so caches fall back
// to short lifetimes, and when the link returns every topic is bumped, since bumps may have been
// missed in between.
import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Redis } from 'ioredis';

// 'sales': orders and access-code validations changed, what the back office's figures count.
// 'settings': the shop's settings changed (System Config); the age gate keeps its rules in memory.
const INVALIDATION_TOPICS = ['catalog', 'access_codes', 'sales', 'settings'] as const;
export type InvalidationTopic = (typeof INVALIDATION_TOPICS)[number];

/** One product's stock, before and after a committed change. */
export interface StockChange {
  productId: number;
  stock: number;
  previous: number;
}

/** What a bump says changed; absent: anything under the topic may have. */
export interface BumpDetail {
  stock: readonly StockChange[];
}

export type BumpHandler = (detail?: BumpDetail) => void;

export interface InvalidationChannel {
  /** Tells every instance (this one at once) that the topic's cached data is stale. */
  bump(topic: InvalidationTopic, detail?: BumpDetail): void;
  /** Runs the handler on every bump of the topic from any instance; returns the unsubscribe. */
  onBump(topic: InvalidationTopic, handler: BumpHandler): () => void;
  /** True while bumps from other instances may be missed: cache for a short time only. */
  readonly degraded: boolean;
  close(): Promise<void>;
}

/** The Redis pub/sub channel every instance publishes and listens on. */
const REDIS_INVALIDATION_CHANNEL = 'canopy:invalidation';

function isTopic(value: unknown): value is InvalidationTopic {
  return (INVALIDATION_TOPICS as readonly unknown[]).includes(value);
}

const isCount = (value: unknown): value is number => Number.isSafeInteger(value);

/** A detail as received from another instance; anything malformed is no detail (all stale). */
function receivedDetail(value: unknown): BumpDetail | undefined {
  if (typeof value !== 'object' || value === null || !('stock' in value)) return undefined;
  const { stock } = value;
  if (!Array.isArray(stock)) return undefined;
  const changes: StockChange[] = [];
  for (const item of stock as unknown[]) {
    if (typeof item !== 'object' || item === null) return undefined;
    const { productId, stock: level, previous } = item as Record<string, unknown>;
    if (!isCount(productId) || !isCount(level) || !isCount(previous)) return undefined;
    changes.push({ productId, stock: level, previous });
  }
  return { stock: changes };
}

/** Handlers by topic; what both channels share. */
class Subscribers {
  private readonly handlers = new Map<InvalidationTopic, Set<BumpHandler>>();

  add(topic: InvalidationTopic, handler: BumpHandler): () => void {
    const set = this.handlers.get(topic) ?? new Set<BumpHandler>();
    this.handlers.set(topic, set);
    set.add(handler);
    return () => set.delete(handler);
  }

  run(topic: InvalidationTopic, detail?: BumpDetail): void {
    for (const handler of this.handlers.get(topic) ?? []) handler(detail);
  }

  clear(): void {
    this.handlers.clear();
  }
}

/** The one in-process channel: two apps built in one process (tests) share it like instances. */
const processSubscribers = new Subscribers();

export function processInvalidationChannel(): InvalidationChannel {
  const unsubscribes: Array<() => void> = [];
  return {
    bump: (topic, detail) => {
      processSubscribers.run(topic, detail);
    },
    onBump(topic, handler) {
      const unsubscribe = processSubscribers.add(topic, handler);
      unsubscribes.push(unsubscribe);
      return unsubscribe;
    },
    degraded: false,
    close() {
      for (const unsubscribe of unsubscribes) unsubscribe();
      return Promise.resolve();
    },
  };
}

interface BumpMessage {
  topic: InvalidationTopic;
  detail?: BumpDetail;
  /** The instance that bumped: it already ran its handlers and skips its own echo. */
  origin: string;
}

/**
 * Publishes on `publisher` (the shared connection) and listens on a duplicate of it (a subscribed
 * connection can do nothing else). Never throws on a lost connection: it logs, reports degraded,
 * and bumps every topic when the subscription is back.
 */
export async function redisInvalidationChannel(
  publisher: Redis,
  log: FastifyBaseLogger,
): Promise<InvalidationChannel> {
  const origin = randomUUID();
  const subscribers = new Subscribers();
  // Its subscription waits for a reconnect; the publisher's commands do not (enableOfflineQueue).
  const subscriber = publisher.duplicate({
    connectionName: 'canopy-invalidation',
    enableOfflineQueue: true,
  });
  let listening = false;
  let publishFailed = false;

  subscriber.on('error', (error: Error) => {
    log.warn({ err: error }, 'redis invalidation subscriber error');
  });
  subscriber.on('close', () => {
    if (listening) log.warn('redis invalidation channel lost: caching briefly until it is back');
    listening = false;
  });
  // ioredis resubscribes by itself after a reconnect; bumps sent meanwhile are lost, so drop all.
  subscriber.on('ready', () => {
    if (listening) return;
    listening = true;
    for (const topic of INVALIDATION_TOPICS) subscribers.run(topic);
  });
  subscriber.on('message', (_channel: string, raw: string) => {
    let message: Partial<Record<keyof BumpMessage, unknown>>;
    try {
      message = JSON.parse(raw) as Partial<Record<keyof BumpMessage, unknown>>;
    } catch {
      log.warn('ignored a malformed invalidation message');
      return;
    }
    if (message.origin !== origin && isTopic(message.topic)) {
      subscribers.run(message.topic, receivedDetail(message.detail));
    }
  });

  if (subscriber.status === 'wait') await subscriber.connect();
  await subscriber.subscribe(REDIS_INVALIDATION_CHANNEL);
  listening = true;

  return {
    bump(topic, detail) {
      subscribers.run(topic, detail);
      const message: BumpMessage = detail ? { topic, detail, origin } : { topic, origin };
      publisher.publish(REDIS_INVALIDATION_CHANNEL, JSON.stringify(message)).then(
        () => {
          publishFailed = false;
        },
        (error: unknown) => {
          publishFailed = true;
          log.warn({ err: error, topic }, 'publishing an invalidation failed');
        },
      );
    },
    onBump: (topic, handler) => subscribers.add(topic, handler),
    get degraded() {
      return !listening || publishFailed;
    },
    async close() {
      listening = false;
      subscribers.clear();
      subscriber.removeAllListeners('ready');
      subscriber.on('error', () => undefined);
      try {
        await subscriber.quit();
      } catch {
        subscriber.disconnect();
      }
    },
  };
}
