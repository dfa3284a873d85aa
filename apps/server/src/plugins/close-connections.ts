// Lets the process stop once its last in-flight request is answered. Once `app.close()` begins
// (SIGTERM), every answer carries `Connection: close`, so the keep-alive connection it went out on
// closes with it. Without this, a connection whose request was in flight when closing began stays
// open, idle, for the keep-alive timeout (Fastify's default: 72 s), server.close() waits for it,
// and close-with-grace kills the process (exit 1) when its 10 s are up.
import fp from 'fastify-plugin';

export default fp(
  (app, _options, done) => {
    let closing = false;
    app.addHook('preClose', (hookDone) => {
      closing = true;
      hookDone();
    });
    app.addHook('onSend', (_request, reply, payload, hookDone) => {
      if (closing) void reply.header('connection', 'close');
      hookDone(null, payload);
    });
    done();
  },
  { name: 'close-connections' },
);
