// The storefront's live socket (docs/product.md#live-stock-updates): opens `<url>?token=…`, joins
// the products room, pings every 30 s, hands each valid server frame to the listener, and
// reconnects after an unexpected drop as the reconnect policy says. It never reconnects after
// `close()`, after the server's 4401 (the token is not accepted, so trying again with it cannot
// help: the owner is told and may open a new socket with a renewed token), after its 4403 (the
// token has not passed the age step under the store's current rules: the owner is told, and asks
// the shopper again) or once the token is gone. The attempt count starts over when the server confirms a connection (its `connection`
// frame), not on a bare open: a server that accepts and then drops the socket at once still uses up
// the attempts.
import type { WsClientMessage, WsRoom } from '@canopy/contracts';
import {
  mayConnect,
  PING_INTERVAL_MS,
  reconnectDelayMs,
  type ReconnectPolicy,
} from './reconnect-policy';
import { readServerFrame, type LiveServerMessage } from './server-frames';

/** The server's close code for a missing, invalid or revoked token. */
export const WS_CLOSE_UNAUTHORIZED = 4401;
/** The server's close code for a customer token without the verified age the store now asks. */
export const WS_CLOSE_AGE_VERIFICATION_REQUIRED = 4403;
const WS_CLOSE_NORMAL = 1000;

/** What the client uses of the browser's WebSocket. */
export interface LiveSocketTransport {
  onopen: ((event: Event) => void) | null;
  onmessage: ((event: MessageEvent) => void) | null;
  onclose: ((event: CloseEvent) => void) | null;
  send(data: string): void;
  close(code?: number, reason?: string): void;
}

export type LiveSocketConstructor = new (url: string) => LiveSocketTransport;

export interface LiveSocketOptions {
  /** The websocket address (absolute ws: or wss:). */
  url: string;
  /** The customer (or admin) token, read before every connection: none means no connection. */
  getToken: () => string | null;
  policy: ReconnectPolicy;
  /** The room to join on every connection: the storefront's products unless told otherwise. */
  room?: WsRoom;
  onMessage: (message: LiveServerMessage) => void;
  /** The server refused the token (4401); no reconnect follows with it. */
  onUnauthorized?: () => void;
  /** The server refused the token for want of a verified age (4403); no reconnect follows. */
  onAgeVerificationRequired?: () => void;
  /** The browser's WebSocket unless a test passes its own. */
  WebSocketImpl?: LiveSocketConstructor;
}

export interface LiveSocket {
  /** Closes the socket for good: no reconnect follows. */
  close(): void;
}

function withToken(url: string, token: string): string {
  const address = new URL(url);
  address.searchParams.set('token', token);
  return address.toString();
}

export function openLiveSocket({
  url,
  getToken,
  policy,
  room = 'products',
  onMessage,
  onUnauthorized,
  onAgeVerificationRequired,
  WebSocketImpl = WebSocket,
}: LiveSocketOptions): LiveSocket {
  let socket: LiveSocketTransport | null = null;
  let failedAttempts = 0;
  let closedByUs = false;
  let pingTimer: ReturnType<typeof setInterval> | undefined;
  let retryTimer: ReturnType<typeof setTimeout> | undefined;

  const send = (target: LiveSocketTransport, message: WsClientMessage) => {
    target.send(JSON.stringify(message));
  };

  function scheduleReconnect(): void {
    failedAttempts += 1;
    const delay = reconnectDelayMs(policy, failedAttempts);
    if (delay !== null) retryTimer = setTimeout(connect, delay);
  }

  function connect(): void {
    const token = getToken();
    if (!mayConnect(token)) return;
    const current = new WebSocketImpl(withToken(url, token));
    socket = current;
    current.onopen = () => {
      send(current, { type: 'subscribe', room });
      pingTimer = setInterval(() => send(current, { type: 'ping' }), PING_INTERVAL_MS);
    };
    current.onmessage = (event) => {
      const message = readServerFrame(event.data);
      if (!message) return;
      if (message.type === 'connection') failedAttempts = 0;
      onMessage(message);
    };
    current.onclose = (event) => {
      clearInterval(pingTimer);
      socket = null;
      if (closedByUs) return;
      if (event.code === WS_CLOSE_UNAUTHORIZED) {
        onUnauthorized?.();
        return;
      }
      if (event.code === WS_CLOSE_AGE_VERIFICATION_REQUIRED) {
        onAgeVerificationRequired?.();
        return;
      }
      scheduleReconnect();
    };
  }

  connect();
  return {
    close() {
      closedByUs = true;
      clearTimeout(retryTimer);
      clearInterval(pingTimer);
      socket?.close(WS_CLOSE_NORMAL, 'Leaving the shop');
      socket = null;
    },
  };
}
