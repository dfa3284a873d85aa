// `app.realtime.publish(room, message)`: how the rest of the server tells connected clients about
// a change (stock, orders, configuration). Publish after the change has committed. With Redis
// (`app.redis`) messages travel through Redis pub/sub to the sockets of every instance; without
// it they stay in this process.
import type { WsRoom, WsServerMessage } from '@canopy/contracts';
import fp from 'fastify-plugin';
import { createInProcessBus, type RealtimeBus } from './realtime-bus';
import { RealtimeHub } from './realtime-hub';
import { createRedisBus, realtimeChannel } from './redis-bus';

export interface Realtime {
  publish(room: WsRoom, message: WsServerMessage): Promise<void>;
  /** This instance's sockets (the /ws route joins and leaves them). */
  hub: RealtimeHub;
}

declare module 'fastify' {
  interface FastifyInstance {
    realtime: Realtime;
  }
}

export interface RealtimePluginOptions {
  /** Another transport; by default Redis pub/sub when `app.redis` exists, else in-process. */
  bus?: RealtimeBus;
}

export default fp<RealtimePluginOptions>(
  async (app, options) => {
    const { redis } = app;
    const bus =
      options.bus ??
      (redis
        ? await createRedisBus({ redis, channel: realtimeChannel(redis), log: app.log })
        : createInProcessBus());
    const hub = new RealtimeHub();
    bus.onMessage((room, message) => {
      hub.deliver(room, message);
    });
    app.decorate('realtime', {
      publish: (room: WsRoom, message: WsServerMessage) => bus.publish(room, message),
      hub,
    });
    app.addHook('onClose', () => bus.close());
  },
  { name: 'realtime', dependencies: ['redis'] },
);
