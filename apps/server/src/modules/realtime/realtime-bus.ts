// How a published message travels to the sockets of every instance. The in-process bus serves a
// single instance; the Redis pub/sub bus (redis-bus.ts) serves several.
import type { WsRoom, WsServerMessage } from '@canopy/contracts';

export type RealtimeListener = (room: WsRoom, message: WsServerMessage) => void;

export interface RealtimeBus {
  publish(room: WsRoom, message: WsServerMessage): Promise<void>;
  /** Receives every message published on the bus, from any instance. */
  onMessage(listener: RealtimeListener): void;
  close(): Promise<void>;
}

export function createInProcessBus(): RealtimeBus {
  const listeners: RealtimeListener[] = [];
  return {
    publish(room, message) {
      for (const listener of listeners) listener(room, message);
      return Promise.resolve();
    },
    onMessage(listener) {
      listeners.push(listener);
    },
    close() {
      listeners.length = 0;
      return Promise.resolve();
    },
  };
}
