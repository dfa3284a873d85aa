// Browser-facing protections: helmet's headers with a Content-Security-Policy that allows the app
// itself, Stripe.js (script, frames, API) and the same-origin websocket; and CORS only for the
// origins listed in CORS_ORIGINS (none: same-origin only, no CORS headers at all). Helmet's
// middleware is built once and run on every request (@fastify/helmet builds it anew per request,
// parsing the policy each time: a few per cent of the server's CPU on every call).
import fastifyCors from '@fastify/cors';
import fp from 'fastify-plugin';
import helmet from 'helmet';

export default fp(
  async (app) => {
    const securityHeaders = helmet({
      contentSecurityPolicy: {
        useDefaults: false,
        directives: {
          defaultSrc: ["'self'"],
          baseUri: ["'self'"],
          objectSrc: ["'none'"],
          frameAncestors: ["'none'"],
          formAction: ["'self'"],
          scriptSrc: ["'self'", 'https://js.stripe.com'],
          scriptSrcAttr: ["'none'"],
          // Radix UI and Stripe Elements set inline styles on the elements they position.
          styleSrc: ["'self'", "'unsafe-inline'"],
          // Admins may give a product any https:// image URL (the product contract's image rule).
          imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
          fontSrc: ["'self'", 'data:'],
          // CSP3 'self' covers ws:/wss: to the same host (the live stock socket).
          connectSrc: ["'self'", 'https://api.stripe.com'],
          frameSrc: ['https://js.stripe.com', 'https://hooks.stripe.com'],
          workerSrc: ["'self'", 'blob:'],
        },
      },
      // Stripe's iframes are cross-origin and do not send CORP headers.
      crossOriginEmbedderPolicy: false,
      // Browsers ignore HSTS on plain http, so it only takes effect behind an https proxy.
      strictTransportSecurity: { maxAge: 15_552_000, includeSubDomains: false },
    });
    app.addHook('onRequest', (request, reply, done) => {
      // Helmet sets headers only; since 8.1 it throws instead of passing an error on.
      securityHeaders(request.raw, reply.raw, () => {
        done();
      });
    });

    const { corsOrigins } = app.config;
    if (corsOrigins.length > 0) {
      await app.register(fastifyCors, {
        origin: corsOrigins,
        methods: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'],
        allowedHeaders: [
          'Authorization',
          'Content-Type',
          'Idempotency-Key',
          'X-Access-Code',
          'X-Order-Token',
        ],
        exposedHeaders: ['Retry-After', 'X-Request-Id'],
        maxAge: 600,
      });
    }
  },
  { name: 'security-headers', dependencies: ['app-config'] },
);
