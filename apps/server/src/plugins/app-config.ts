// Makes the validated configuration, the access-code codec and the personal-data digest built from
// its secret, and the clock available to every plugin and route as `app.config`,
// `app.accessCodeCodec`, `app.personalData` and `app.now`.
// Calendar rules (ages, store days) read `app.now()`, so tests move an injected clock instead of
// sleeping.
import fp from 'fastify-plugin';
import type { Config } from '../config';
import { createAccessCodeCodec, type AccessCodeCodec } from '../lib/access-code-codec';
import { createPersonalDataDigest, type PersonalDataDigest } from '../lib/personal-data-digest';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    accessCodeCodec: AccessCodeCodec;
    personalData: PersonalDataDigest;
    /** The current instant: the system clock, or the one a test injected. */
    now: () => Date;
  }
}

export type Clock = () => Date;
const systemClock: Clock = () => new Date();

export default fp<{ config: Config; now?: Clock | undefined }>(
  (app, { config, now = systemClock }, done) => {
    app.decorate('config', config);
    app.decorate('now', now);
    app.decorate('accessCodeCodec', createAccessCodeCodec(config.secrets.accessCode));
    app.decorate('personalData', createPersonalDataDigest(config.secrets.accessCode));
    done();
  },
  { name: 'app-config' },
);
