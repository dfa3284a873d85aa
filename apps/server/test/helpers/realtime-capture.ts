// Records what the app publishes to a websocket room, by joining the app's real hub with a socket
// that keeps every frame it is sent.
import type { WsRoom, WsServerMessage } from '@canopy/contracts';
import type { FastifyInstance } from 'fastify';

export interface RealtimeCapture {
  frames: WsServerMessage[];
  /** The frames of one type, in the order they were sent. */
  ofType(type: WsServerMessage['type']): WsServerMessage[];
  clear(): void;
  stop(): void;
}

export function captureRealtime(app: FastifyInstance, room: WsRoom): RealtimeCapture {
  const frames: WsServerMessage[] = [];
  const socket = {
    readyState: 1,
    send(data: string) {
      frames.push(JSON.parse(data) as WsServerMessage);
    },
  };
  app.realtime.hub.join(room, socket);
  return {
    frames,
    ofType: (type) => frames.filter((frame) => frame.type === type),
    clear: () => {
      frames.length = 0;
    },
    stop: () => {
      app.realtime.hub.leave(room, socket);
    },
  };
}
