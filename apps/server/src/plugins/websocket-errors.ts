// What the live socket does with an error on an open connection: the connection is dropped either
// way. A client breaking the protocol (a frame over the size limit, a bad opcode, invalid UTF-8:
// the `ws` library's WS_ERR_* codes) is the client's doing, so it is one warning line without a
// stack; anything else is the server's and is logged as an error in full.
import type { FastifyRequest } from 'fastify';
import type { WebSocket } from 'ws';

function clientProtocolError(error: unknown): string | null {
  if (!(error instanceof Error)) return null;
  const { code } = error as Error & { code?: unknown };
  return typeof code === 'string' && code.startsWith('WS_ERR_') ? code : null;
}

export function websocketErrorHandler(
  error: Error,
  socket: WebSocket,
  request: FastifyRequest,
): void {
  const code = clientProtocolError(error);
  if (code === null) request.log.error({ err: error }, 'websocket connection failed');
  else
    request.log.warn(`websocket closed: the client broke the protocol (${code}: ${error.message})`);
  socket.terminate();
}
