// The shared Redis connection fails a command at once while Redis is away, instead of queueing it
// until a reconnect (which held every order a second or more per publish during an outage), and
// serves again by itself once Redis is back. Redis is cut with the fault suites' TCP proxy
// (connections reset, new ones refused). Needs Redis (REDIS_URL, else 127.0.0.1:6379); skipped
// with a message when it does not answer (a failure when REDIS_URL is set).
import type { FastifyInstance } from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { redisAddress } from '../../test/faults/redis-database';
import { startTcpProxy, type TcpProxy } from '../../test/faults/tcp-proxy';
import { testConfig } from '../../test/helpers/test-app';
import { openTestDatabase, type TestDatabase } from '../../test/helpers/test-database';
import { redisUnavailableReason } from '../../test/helpers/test-redis';

const unavailable = await redisUnavailableReason();
if (unavailable) console.warn(`redis plugin test skipped: ${unavailable}`);

let proxy: TcpProxy | undefined;
let database: TestDatabase | undefined;
let app: FastifyInstance | undefined;
afterAll(async () => {
  await app?.close();
  await proxy?.close();
  await database?.dispose();
});

describe.skipIf(unavailable !== null)('the shared Redis connection', () => {
  it('refuses commands at once while Redis is away and serves again when it is back', async () => {
    proxy = await startTcpProxy(redisAddress());
    database = await openTestDatabase();
    app = await buildApp(testConfig({ REDIS_URL: `redis://127.0.0.1:${proxy.port}` }), {
      database: database.handle,
    });
    await app.ready();
    const { redis } = app;
    if (!redis) throw new Error('REDIS_URL is set but app.redis is null');
    expect(await redis.ping()).toBe('PONG');

    const lost = new Promise((resolve) => redis.once('close', resolve));
    await proxy.cut();
    await lost;
    await expect(redis.ping()).rejects.toThrow(/enableOfflineQueue/);

    const back = new Promise((resolve) => redis.once('ready', resolve));
    await proxy.restore();
    await back;
    expect(await redis.ping()).toBe('PONG');
  });
});
