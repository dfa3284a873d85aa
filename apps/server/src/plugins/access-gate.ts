// The storefront's gate (DESIGN §4): a storefront call needs an X-Access-Code that is active and
// unexpired at this moment, else 403 `invalid_access_code`. It asks the database every time, so
// deactivating a code locks its holders out on their next call, on every instance.
import { ACCESS_CODE_HEADER } from '@canopy/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { InvalidAccessCodeError } from '../lib/errors';
import { createAccessCodeService } from '../modules/access-codes/access-codes.service';

declare module 'fastify' {
  interface FastifyInstance {
    /** 403 invalid_access_code unless the X-Access-Code header holds a usable code. */
    requireAccessCode: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
  }
  interface FastifyRequest {
    /** The id of the access code the storefront call was admitted with; null elsewhere. */
    accessCodeId: number | null;
  }
}

export default fp(
  (app, _options, done) => {
    const accessCodes = createAccessCodeService({ db: app.db, codec: app.accessCodeCodec });

    app.decorateRequest('accessCodeId', null);

    app.decorate('requireAccessCode', async (request: FastifyRequest) => {
      const header = request.headers[ACCESS_CODE_HEADER];
      const id = typeof header === 'string' ? await accessCodes.findUsableCodeId(header) : null;
      if (id === null) throw new InvalidAccessCodeError();
      request.accessCodeId = id;
    });
    done();
  },
  { name: 'access-gate', dependencies: ['app-config', 'database'] },
);
