import { randomBytes } from 'node:crypto';
import type { WsRoom, WsServerMessage } from '@canopy/contracts';
import { Redis } from 'ioredis';
import { afterAll, describe, expect, it } from 'vitest';
import {
  connectTestRedis,
  redisUnavailableReason,
  testRedisUrl,
} from '../../../test/helpers/test-redis';
import type { RealtimeBus } from './realtime-bus';
import { createRedisBus, realtimeChannel } from './redis-bus';

const unavailable = await redisUnavailableReason();
if (unavailable) console.warn(`redis-bus tests skipped: ${unavailable}`);

interface Received {
  room: WsRoom;
  message: WsServerMessage;
}

/** What a bus hands its listeners, and a way to wait until `count` have arrived. */
function inbox(bus: RealtimeBus) {
  const received: Received[] = [];
  const waiters: Array<() => void> = [];
  bus.onMessage((room, message) => {
    received.push({ room, message });
    for (const wake of waiters.splice(0)) wake();
  });
  return {
    received,
    async until(count: number): Promise<Received[]> {
      const deadline = Date.now() + 5000;
      while (received.length < count) {
        if (Date.now() > deadline)
          throw new Error(`${String(received.length)} of ${String(count)}`);
        await new Promise<void>((resolve) => {
          waiters.push(resolve);
          setTimeout(resolve, 100);
        });
      }
      return received;
    },
  };
}

function recordingLog() {
  const warnings: string[] = [];
  return {
    warnings,
    log: {
      warn: (...args: unknown[]) => {
        warnings.push(String(args.at(-1)));
      },
    },
  };
}

const connections: Redis[] = [];
const buses: RealtimeBus[] = [];

afterAll(async () => {
  for (const bus of buses) await bus.close();
  for (const connection of connections) connection.disconnect();
});

/** One instance: its own shared connection (named uniquely) and a bus on `channel`. */
async function instance(channel: string) {
  const name = `canopy-test-${randomBytes(4).toString('hex')}`;
  const redis = connectTestRedis(0, name);
  connections.push(redis);
  const { log, warnings } = recordingLog();
  const bus = await createRedisBus({ redis, channel, log });
  buses.push(bus);
  return { redis, bus, name, warnings, inbox: inbox(bus) };
}

const newChannel = () => `canopy-test:realtime:${randomBytes(6).toString('hex')}`;
const stock = (productId: number, level: number): WsServerMessage => ({
  type: 'stock_update',
  data: { product_id: productId, stock: level },
});

describe.skipIf(unavailable !== null)('the Redis realtime bus', () => {
  it('delivers what one instance publishes once to every instance, the publisher included', async () => {
    const channel = newChannel();
    const a = await instance(channel);
    const b = await instance(channel);

    await a.bus.publish('products', stock(1, 4));
    await b.bus.publish('admin', { type: 'order_update', data: { id: 9 } });

    const expected = [
      { room: 'products', message: stock(1, 4) },
      { room: 'admin', message: { type: 'order_update', data: { id: 9 } } },
    ];
    expect(await a.inbox.until(2)).toEqual(expected);
    expect(await b.inbox.until(2)).toEqual(expected);
    // No late copy either: the next message is the next thing each instance hears.
    await a.bus.publish('products', stock(1, 3));
    for (const { inbox: heard } of [a, b]) {
      expect((await heard.until(3))[2]).toEqual({ room: 'products', message: stock(1, 3) });
    }
  });

  it('keeps to its channel and passes over malformed messages with a warning', async () => {
    const channel = newChannel();
    const a = await instance(channel);
    const other = await instance(newChannel());

    await other.bus.publish('products', stock(2, 1));
    for (const junk of ['not json', '{"room":"vip","message":{"type":"pong","data":{}}}', '[]']) {
      await a.redis.publish(channel, junk);
    }
    await a.bus.publish('products', stock(3, 2));

    expect(await a.inbox.until(1)).toEqual([{ room: 'products', message: stock(3, 2) }]);
    expect(a.warnings.filter((w) => w.includes('malformed'))).toHaveLength(3);
  });

  it('logs a failed publish instead of throwing, and hears messages again once Redis is back', async () => {
    const channel = newChannel();
    const a = await instance(channel);
    const b = await instance(channel);

    // Instance A loses Redis: its publish resolves and leaves a warning.
    a.redis.disconnect();
    await expect(a.bus.publish('products', stock(4, 0))).resolves.toBeUndefined();
    expect(a.warnings).toContain('realtime publish to redis failed');

    // Redis drops B's subscriber: it reconnects and resubscribes by itself.
    const admin = connectTestRedis(0, 'canopy-test-admin');
    connections.push(admin);
    const clients = String(await admin.client('LIST'));
    const subscriberId = new RegExp(`id=(\\d+) .*name=${b.name}:realtime `).exec(clients)?.[1];
    expect(subscriberId).toBeDefined();
    await admin.client('KILL', 'ID', String(subscriberId));

    const deadline = Date.now() + 5000;
    while (b.inbox.received.length === 0 && Date.now() < deadline) {
      await b.bus.publish('products', stock(5, 7));
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(b.inbox.received[0]).toEqual({ room: 'products', message: stock(5, 7) });
  });

  it('names the channel after the database index, which pub/sub would otherwise ignore', () => {
    const onThree = new Redis(testRedisUrl, { db: 3, lazyConnect: true });
    expect(realtimeChannel(onThree)).toBe('canopy:realtime:3');
    onThree.disconnect();
  });
});
