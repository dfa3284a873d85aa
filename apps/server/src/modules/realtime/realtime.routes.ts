// The live socket, `/ws?token=…` (a customer token from /validate-access-code or an admin token).
// Without a valid token the client gets an error frame and close code 4401. With age verification
// on, a customer token must also have passed the age step under the current rules, else an error
// frame and close code 4403; a settings change that voids an open customer socket's verification
// (a policy version bump, a mode change) closes it the same way on every instance
// (docs/decisions/0029-age-step-and-enforcement.md). Customers join the `products` room, admins
// `products` and `admin`; frames are JSON `{type, data}` (docs/product.md#live-stock-updates).
import { wsClientMessageSchema, type WsRoom } from '@canopy/contracts';
import type { FastifyPluginCallback, FastifyRequest } from 'fastify';
import type { RawData } from 'ws';
import { z } from 'zod';
import type { CustomerClaims } from '../../plugins/auth';
import { WEBSOCKET_PATH } from '../../plugins/web-app';
import { isVerifiedUnder, type AgePolicy } from '../age-verification/age-policy-memory';
import { customerSessionStanding } from '../age-verification/customer-session';
import { frameText, sendFrame, type RealtimeSocket } from './realtime-hub';

/** Close code for a missing, invalid or revoked token (4000–4999 are the application's). */
export const WS_CLOSE_UNAUTHORIZED = 4401;
/** Close code for a customer token that has not passed the age step under the current rules. */
export const WS_CLOSE_AGE_VERIFICATION_REQUIRED = 4403;
const AGE_VERIFICATION_REQUIRED = 'Age verification required';
const WS_CLOSE_INTERNAL_ERROR = 1011;

type SocketPrincipal =
  { kind: 'admin'; adminId: number } | { kind: 'customer'; claims: CustomerClaims };

type Authentication = SocketPrincipal | 'unauthorized' | 'age_verification_required';

type ClosableSocket = RealtimeSocket & { close(code: number, reason: string): void };

const tokenQuerySchema = z.object({ token: z.string().min(1).max(4096) });

function roomsFor(principal: SocketPrincipal): WsRoom[] {
  return principal.kind === 'admin' ? ['products', 'admin'] : ['products'];
}

function parseFrame(raw: RawData): unknown {
  try {
    return JSON.parse(frameText(raw));
  } catch {
    return undefined;
  }
}

const realtimeRoutes: FastifyPluginCallback = (app, _options, done) => {
  const { accessCodes, adminUsers, agePolicy } = app;
  const { hub } = app.realtime;
  // This instance's open customer sockets, checked again whenever the age rules change.
  const customerSockets = new Map<ClosableSocket, CustomerClaims>();

  function refuseAge(socket: ClosableSocket): void {
    sendFrame(socket, { type: 'error', data: { detail: AGE_VERIFICATION_REQUIRED } });
    socket.close(WS_CLOSE_AGE_VERIFICATION_REQUIRED, AGE_VERIFICATION_REQUIRED);
  }

  const stopFollowingPolicy = agePolicy.onChange((policy: AgePolicy) => {
    for (const [socket, claims] of customerSockets) {
      if (isVerifiedUnder(claims, claims.access_code_id, policy)) continue;
      customerSockets.delete(socket);
      hub.leaveAll(socket);
      refuseAge(socket);
    }
  });
  app.addHook('onClose', (_instance, closed) => {
    stopFollowingPolicy();
    closed();
  });

  // A token proves who signed in; the account or code must also still be active now, and a
  // customer must have passed the age step under the current rules.
  async function authenticate(request: FastifyRequest): Promise<Authentication> {
    const query = tokenQuerySchema.safeParse(request.query);
    const claims = query.success ? app.tokens.verify(query.data.token) : null;
    if (!claims) return 'unauthorized';
    if (claims.kind === 'admin') {
      const admin = await adminUsers.findById(Number(claims.sub));
      const current = admin?.isActive === true && (claims.ver ?? 0) === admin.tokenVersion;
      return current ? { kind: 'admin', adminId: admin.id } : 'unauthorized';
    }
    const standing = await customerSessionStanding({ accessCodes, agePolicy }, claims);
    return standing === 'admitted' ? { kind: 'customer', claims } : standing;
  }

  function handleFrame(socket: RealtimeSocket, principal: SocketPrincipal, raw: RawData): void {
    const frame = wsClientMessageSchema.safeParse(parseFrame(raw));
    if (!frame.success) {
      sendFrame(socket, { type: 'error', data: { detail: 'Invalid message' } });
      return;
    }
    const message = frame.data;
    if (message.type === 'ping') {
      sendFrame(socket, { type: 'pong', data: {} });
      return;
    }
    if (message.type === 'unsubscribe') {
      hub.leave(message.room, socket);
      sendFrame(socket, { type: 'subscription', data: { room: message.room, subscribed: false } });
      return;
    }
    if (!roomsFor(principal).includes(message.room)) {
      sendFrame(socket, {
        type: 'error',
        data: { detail: `The ${message.room} room needs an admin token` },
      });
      return;
    }
    hub.join(message.room, socket);
    sendFrame(socket, { type: 'subscription', data: { room: message.room, subscribed: true } });
  }

  app.get(WEBSOCKET_PATH, { websocket: true, schema: { hide: true } }, (socket, request) => {
    const principal = authenticate(request);

    // Listeners are attached at once so frames sent while the token is checked are not lost.
    socket.on('message', (raw) => {
      void principal
        .then((who) => {
          if (typeof who === 'object') handleFrame(socket, who, raw);
        })
        .catch(() => undefined);
    });
    socket.on('close', () => {
      customerSockets.delete(socket);
      hub.leaveAll(socket);
    });

    principal.then(
      (who) => {
        // The client may have gone while the token was checked.
        if (socket.readyState !== socket.OPEN) return;
        if (who === 'unauthorized') {
          sendFrame(socket, { type: 'error', data: { detail: 'Not authenticated' } });
          socket.close(WS_CLOSE_UNAUTHORIZED, 'Not authenticated');
          return;
        }
        if (who === 'age_verification_required') {
          refuseAge(socket);
          return;
        }
        if (who.kind === 'customer') customerSockets.set(socket, who.claims);
        for (const room of roomsFor(who)) hub.join(room, socket);
        sendFrame(socket, {
          type: 'connection',
          data: { kind: who.kind, rooms: hub.roomsOf(socket) },
        });
      },
      (error: unknown) => {
        request.log.error({ err: error }, 'websocket authentication failed');
        sendFrame(socket, { type: 'error', data: { detail: 'Service temporarily unavailable' } });
        socket.close(WS_CLOSE_INTERNAL_ERROR, 'Service temporarily unavailable');
      },
    );
  });
  done();
};

export default realtimeRoutes;
