// A TCP proxy the fault suites put between a server process and PostgreSQL or Redis, so a backing
// service can "go away" without touching the machine's real one (other work uses it). `cut()` is
// what an outage looks like from the server: every open connection is reset (the driver sees
// ECONNRESET / "Connection terminated") and new ones are refused (ECONNREFUSED), because the
// listening socket is closed. `restore()` listens again on the same port, as a restarted service
// would. Bytes pass through untouched; `stats` counts the connections made, for the figures.
import net from 'node:net';

export interface TcpProxy {
  readonly port: number;
  readonly stats: { connections: number };
  cut(): Promise<void>;
  restore(): Promise<void>;
  close(): Promise<void>;
}

export async function startTcpProxy(target: { host: string; port: number }): Promise<TcpProxy> {
  const open = new Set<net.Socket>();
  const stats = { connections: 0 };

  function relay(client: net.Socket): void {
    stats.connections += 1;
    const upstream = net.connect(target.port, target.host);
    open.add(client);
    open.add(upstream);
    const drop = () => {
      client.destroy();
      upstream.destroy();
      open.delete(client);
      open.delete(upstream);
    };
    client.on('error', drop).on('close', drop);
    upstream.on('error', drop).on('close', drop);
    client.pipe(upstream).pipe(client);
  }

  let listener = net.createServer(relay);
  await listen(listener, 0);
  const address = listener.address();
  if (address === null || typeof address === 'string') throw new Error('the proxy has no port');
  const { port } = address;

  return {
    port,
    stats,
    async cut() {
      const closed = new Promise<void>((resolve) => listener.close(() => resolve()));
      // A reset, not a polite FIN: the peer learns at once, like a crashed or killed service.
      for (const socket of open) socket.resetAndDestroy();
      open.clear();
      await closed;
    },
    async restore() {
      listener = net.createServer(relay);
      await listen(listener, port);
    },
    async close() {
      for (const socket of open) socket.destroy();
      open.clear();
      if (listener.listening) await new Promise<void>((resolve) => listener.close(() => resolve()));
    },
  };
}

function listen(server: net.Server, port: number): Promise<void> {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => {
      server.off('error', reject);
      resolve();
    });
  });
}
