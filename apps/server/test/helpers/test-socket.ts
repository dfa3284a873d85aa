// A websocket client on an app built in the test (injectWS): every frame the server sends is
// queued from the moment of connecting, and the close code is kept.
import type { WsServerMessage } from '@canopy/contracts';
import type { FastifyInstance } from 'fastify';
import { frameText } from '../../src/modules/realtime/realtime-hub';

type ClientSocket = Awaited<ReturnType<FastifyInstance['injectWS']>>;

export interface TestSocket {
  socket: ClientSocket;
  /** The next frame the server sends (frames are queued from the moment of connecting). */
  next(): Promise<WsServerMessage>;
  closed: Promise<{ code: number; reason: string }>;
  send(frame: unknown): void;
}

export async function connect(app: FastifyInstance, path: string): Promise<TestSocket> {
  const queue: WsServerMessage[] = [];
  const waiting: Array<(message: WsServerMessage) => void> = [];
  let onClose: (info: { code: number; reason: string }) => void = () => undefined;
  const closed = new Promise<{ code: number; reason: string }>((resolve) => {
    onClose = resolve;
  });
  const socket = await app.injectWS(
    path,
    {},
    {
      onInit(ws) {
        ws.on('message', (data) => {
          const message = JSON.parse(frameText(data)) as WsServerMessage;
          const waiter = waiting.shift();
          if (waiter) waiter(message);
          else queue.push(message);
        });
        ws.on('close', (code, reason) => {
          onClose({ code, reason: reason.toString() });
        });
      },
    },
  );
  return {
    socket,
    closed,
    next: () =>
      new Promise((resolve) => {
        const queued = queue.shift();
        if (queued) resolve(queued);
        else waiting.push(resolve);
      }),
    send: (frame) => {
      socket.send(typeof frame === 'string' ? frame : JSON.stringify(frame));
    },
  };
}
