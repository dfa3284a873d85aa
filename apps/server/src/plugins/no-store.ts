// API answers are not kept by browsers or shared caches: every answer under API_PREFIX that does
// not set its own Cache-Control gets `no-store` (a sign-in, /auth/me, an order read with its
// token, admin lists, a revealed code, every error). The exceptions are the reads meant to be
// cached: those that set their own Cache-Control (the catalogue's revalidated answers, product
// images) and GETs of public routes (health, payments config), which hold no one's data.
import fp from 'fastify-plugin';

export default fp(
  (app, _options, done) => {
    const { apiPrefix } = app.config;
    const isApiPath = (path: string) => path === apiPrefix || path.startsWith(`${apiPrefix}/`);

    app.addHook('onSend', (request, reply, payload, next) => {
      const path = request.url.split('?', 1)[0] ?? '';
      const publicRead =
        (request.method === 'GET' || request.method === 'HEAD') &&
        request.routeOptions.config.public === true;
      if (isApiPath(path) && !publicRead && !reply.hasHeader('cache-control')) {
        void reply.header('cache-control', 'no-store');
      }
      next(null, payload);
    });
    done();
  },
  { name: 'no-store', dependencies: ['app-config'] },
);
