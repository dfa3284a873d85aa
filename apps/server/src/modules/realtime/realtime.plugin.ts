// `app.realtime.publish(room, message)`: how the rest of the server tells connected clients about
// a change (stock, orders, configuration). Publish after the change has committed.
import type { WsRoom, WsServerMessage } from '@canopy/contracts';
import fp from 'fastify-plugin';
import { createInProcessBus, type RealtimeBus } from './realtime-bus';
import { RealtimeHub } from './realtime-hub';

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
  /** Another transport (e.g. Redis pub/sub for several instances); in-process by default. */
  bus?: RealtimeBus;
}

export default fp<RealtimePluginOptions>(
  (app, options, done) => {
    const bus = options.bus ?? createInProcessBus();
    const hub = new RealtimeHub();
    bus.onMessage((room, message) => {
      hub.deliver(room, message);
    });
    app.decorate('realtime', {
      publish: (room: WsRoom, message: WsServerMessage) => bus.publish(room, message),
      hub,
    });
    app.addHook('onClose', () => bus.close());
    done();
  },
  { name: 'realtime' },
);
