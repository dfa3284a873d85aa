// The websocket check: a real round trip through this very server. It opens a socket to its own
// /ws listener with a freshly issued admin token, waits for the welcome frame, then times one
// ping → pong. That proves the listener, the upgrade, token checking and frame handling work —
// more than publishing on the in-process bus would, which cannot fail.
import type { AddressInfo } from 'node:net';
import WebSocket from 'ws';
import { WEBSOCKET_PATH } from '../../plugins/web-app';
import { frameText } from '../realtime/realtime-hub';

/** ws://host:port of a listening server; null when it does not listen on TCP (tests' inject). */
export function ownWebsocketUrl(address: AddressInfo | string | null): string | null {
  if (address === null || typeof address === 'string') return null;
  const unspecified = address.address === '0.0.0.0' || address.address === '::';
  const host = unspecified
    ? address.family === 'IPv6'
      ? '[::1]'
      : '127.0.0.1'
    : address.family === 'IPv6'
      ? `[${address.address}]`
      : address.address;
  return `ws://${host}:${String(address.port)}${WEBSOCKET_PATH}`;
}

interface Frame {
  type?: unknown;
}

function parse(data: WebSocket.RawData): Frame {
  try {
    return JSON.parse(frameText(data)) as Frame;
  } catch {
    return {};
  }
}

/** Milliseconds from ping to pong; rejects with the reason when the round trip fails. */
export function pingOwnWebsocket(url: string, token: string, timeoutMs: number): Promise<number> {
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(`${url}?token=${encodeURIComponent(token)}`);
    let pingedAt = 0;
    const timer = setTimeout(() => {
      finish(new Error(`No pong within ${String(timeoutMs)} ms`));
    }, timeoutMs);

    function finish(outcome: Error | number): void {
      clearTimeout(timer);
      socket.removeAllListeners();
      socket.on('error', () => undefined);
      socket.terminate();
      if (typeof outcome === 'number') resolve(outcome);
      else reject(outcome);
    }

    socket.on('message', (data) => {
      const frame = parse(data);
      if (frame.type === 'connection') {
        pingedAt = performance.now();
        socket.send(JSON.stringify({ type: 'ping' }));
      } else if (frame.type === 'pong' && pingedAt > 0) {
        finish(performance.now() - pingedAt);
      } else if (frame.type === 'error') {
        finish(new Error('The socket refused the admin token'));
      }
    });
    socket.on('error', (error) => {
      finish(error);
    });
    socket.on('close', (code) => {
      finish(new Error(`The socket closed (${String(code)}) before the pong`));
    });
  });
}
