// Makes the validated configuration, and the access-code codec built from its secret, available
// to every plugin and route as `app.config` and `app.accessCodeCodec`.
import fp from 'fastify-plugin';
import type { Config } from '../config';
import { createAccessCodeCodec, type AccessCodeCodec } from '../lib/access-code-codec';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    accessCodeCodec: AccessCodeCodec;
  }
}

export default fp<{ config: Config }>(
  (app, { config }, done) => {
    app.decorate('config', config);
    app.decorate('accessCodeCodec', createAccessCodeCodec(config.secrets.accessCode));
    done();
  },
  { name: 'app-config' },
);
