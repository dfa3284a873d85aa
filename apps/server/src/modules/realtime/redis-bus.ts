// The realtime bus for several instances: every publish goes to one Redis pub/sub channel as JSON
// `{room, message}`, and a second connection (a subscriber can do nothing else) hands each message
// on that channel to this instance's listeners. An instance hears its own publishes back through
// Redis, so each socket gets a message once. Redis away: a failed publish is logged as a warning
// and never fails the request whose change already committed; the subscriber reconnects and
// resubscribes by itself (ioredis), so sockets miss what was published meanwhile, nothing more.
import { WS_ROOMS, WS_SERVER_MESSAGE_TYPES, type WsServerMessage } from '@canopy/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { Redis } from 'ioredis';
import { z } from 'zod';
import type { RealtimeBus, RealtimeListener } from './realtime-bus';

/** Pub/sub ignores Redis's database index, so the channel names it: one index, one shop. */
export function realtimeChannel(redis: Redis): string {
  return `canopy:realtime:${String(redis.options.db ?? 0)}`;
}

// What instances send each other; `data` is whatever the publisher's contract says it is.
const envelopeSchema = z.object({
  room: z.enum(WS_ROOMS),
  message: z.object({ type: z.enum(WS_SERVER_MESSAGE_TYPES), data: z.unknown() }),
});

function parseEnvelope(payload: string): z.infer<typeof envelopeSchema> | null {
  try {
    const parsed = envelopeSchema.safeParse(JSON.parse(payload));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

export interface RedisBusOptions {
  /** The shared connection (publishes go through it); the bus does not close it. */
  redis: Redis;
  channel: string;
  log: Pick<FastifyBaseLogger, 'warn'>;
}

/** Subscribes before resolving, so a message published once it resolves reaches the listeners. */
export async function createRedisBus({
  redis,
  channel,
  log,
}: RedisBusOptions): Promise<RealtimeBus> {
  const listeners: RealtimeListener[] = [];
  const subscriber = redis.duplicate({
    connectionName: `${redis.options.connectionName ?? 'canopy'}:realtime`,
    // A subscriber waits for Redis to come back rather than failing its (re)subscription.
    maxRetriesPerRequest: null,
    enableOfflineQueue: true,
  });
  subscriber.on('error', (error: Error) => {
    log.warn({ err: error }, 'realtime subscriber: redis connection error');
  });
  subscriber.on('message', (from: string, payload: string) => {
    if (from !== channel) return;
    const envelope = parseEnvelope(payload);
    if (!envelope) {
      log.warn({ channel }, 'realtime subscriber: ignored a malformed message');
      return;
    }
    const message: WsServerMessage = envelope.message;
    for (const listener of listeners) listener(envelope.room, message);
  });
  await subscriber.subscribe(channel);

  return {
    async publish(room, message) {
      try {
        await redis.publish(channel, JSON.stringify({ room, message }));
      } catch (error) {
        log.warn({ err: error, room, type: message.type }, 'realtime publish to redis failed');
      }
    },
    onMessage(listener) {
      listeners.push(listener);
    },
    async close() {
      listeners.length = 0;
      try {
        await subscriber.quit();
      } catch {
        subscriber.disconnect();
      }
    },
  };
}
