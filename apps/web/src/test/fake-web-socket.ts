// For tests: a stand-in for the browser's WebSocket at the API boundary. Each instance records
// its address and the frames the app sent; the test plays the server's side (open, frames,
// close with a code). Every instance made is kept, newest last.
import type { LiveSocketTransport } from '../lib/realtime/live-socket';

export class FakeWebSocket implements LiveSocketTransport {
  static readonly instances: FakeWebSocket[] = [];

  static latest(): FakeWebSocket | undefined {
    return FakeWebSocket.instances.at(-1);
  }

  static reset(): void {
    FakeWebSocket.instances.length = 0;
  }

  onopen: ((event: Event) => void) | null = null;
  onmessage: ((event: MessageEvent) => void) | null = null;
  onclose: ((event: CloseEvent) => void) | null = null;
  readonly sent: unknown[] = [];
  closedWith: number | null = null;

  constructor(readonly url: string) {
    FakeWebSocket.instances.push(this);
  }

  send(data: string): void {
    this.sent.push(JSON.parse(data));
  }

  /** The app closed the socket; the browser then reports the close. */
  close(code = 1000): void {
    this.closedWith = code;
    this.onclose?.(new CloseEvent('close', { code }));
  }

  /** The token the app connected with. */
  get token(): string | null {
    return new URL(this.url).searchParams.get('token');
  }

  serverOpens(): void {
    this.onopen?.(new Event('open'));
  }

  serverSends(frame: unknown): void {
    const data = typeof frame === 'string' ? frame : JSON.stringify(frame);
    this.onmessage?.(new MessageEvent('message', { data }));
  }

  /** The server ends the connection (1006: dropped without a close frame). */
  serverCloses(code = 1006): void {
    this.onclose?.(new CloseEvent('close', { code }));
  }
}
