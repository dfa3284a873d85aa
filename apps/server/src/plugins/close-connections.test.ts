// A keep-alive connection whose request is in flight when the app starts closing is closed with
// its answer, so app.close() (and the process, on SIGTERM) does not wait out the keep-alive timeout.
import http from 'node:http';
import Fastify from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import closeConnections from './close-connections';

const agent = new http.Agent({ keepAlive: true });
afterEach(() => {
  agent.destroy();
});

function get(port: number, path: string): Promise<http.IncomingMessage> {
  return new Promise((resolve, reject) => {
    const request = http.get({ host: '127.0.0.1', port, path, agent }, (response) => {
      response.resume();
      response.on('end', () => resolve(response));
    });
    request.on('error', reject);
  });
}

describe('close-connections', () => {
  it('answers with Connection: close once closing began, and the close completes', async () => {
    const app = Fastify();
    await app.register(closeConnections);
    let arrived!: () => void;
    const requestArrived = new Promise<void>((resolve) => (arrived = resolve));
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    // Runs after the plugin's own preClose hook: the slow request finishes once closing began.
    app.addHook('preClose', (done) => {
      release();
      done();
    });
    app.get('/quick', () => ({ ok: true }));
    app.get('/slow', async () => {
      arrived();
      await released;
      return { ok: true };
    });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = app.server.address() as { port: number };

    // Before closing, connections are kept alive as usual.
    expect((await get(port, '/quick')).headers.connection).toBe('keep-alive');

    const answered = get(port, '/slow');
    await requestArrived;
    const closed = app.close();
    expect((await answered).headers.connection).toBe('close');
    // Fastify keeps an idle connection 72 s; far less means the connection did not hold it up.
    const outcome = await Promise.race([
      closed.then(() => 'closed'),
      new Promise((resolve) => setTimeout(() => resolve('still waiting'), 10_000)),
    ]);
    expect(outcome).toBe('closed');
  });
});
