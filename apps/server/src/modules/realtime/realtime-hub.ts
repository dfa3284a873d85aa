// The sockets connected to this instance, grouped by room.
import type { WsRoom, WsServerMessage } from '@canopy/contracts';
import type { RawData } from 'ws';

/** What the hub needs of a connected socket (ws's WebSocket has it). */
export interface RealtimeSocket {
  readonly readyState: number;
  send(data: string): void;
}

// ws's RealtimeSocket.OPEN, without importing ws at runtime for one constant.
const OPEN = 1;

export function sendFrame(socket: RealtimeSocket, message: WsServerMessage): void {
  if (socket.readyState === OPEN) socket.send(JSON.stringify(message));
}

/** A received frame as text, whichever of ws's buffer shapes it arrived in. */
export function frameText(raw: RawData): string {
  if (Array.isArray(raw)) return Buffer.concat(raw).toString('utf8');
  return Buffer.isBuffer(raw) ? raw.toString('utf8') : Buffer.from(raw).toString('utf8');
}

export class RealtimeHub {
  private readonly rooms = new Map<WsRoom, Set<RealtimeSocket>>();

  join(room: WsRoom, socket: RealtimeSocket): void {
    let members = this.rooms.get(room);
    if (!members) {
      members = new Set();
      this.rooms.set(room, members);
    }
    members.add(socket);
  }

  leave(room: WsRoom, socket: RealtimeSocket): void {
    this.rooms.get(room)?.delete(socket);
  }

  leaveAll(socket: RealtimeSocket): void {
    for (const members of this.rooms.values()) members.delete(socket);
  }

  roomsOf(socket: RealtimeSocket): WsRoom[] {
    return [...this.rooms.entries()]
      .filter(([, members]) => members.has(socket))
      .map(([room]) => room);
  }

  /** Sends to this instance's members of the room; returns how many sockets got it. */
  deliver(room: WsRoom, message: WsServerMessage): number {
    const members = this.rooms.get(room);
    if (!members) return 0;
    for (const socket of members) sendFrame(socket, message);
    return members.size;
  }
}
