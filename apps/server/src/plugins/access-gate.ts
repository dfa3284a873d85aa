// The storefront's gate (docs/product.md#access-gate): a storefront call needs an X-Access-Code
// that is active and unexpired at this moment, else 403 `invalid_access_code`. It answers from the
// memory of usable codes (access-code-memory.ts), which every change to a code empties on every
// instance, so deactivating a code still locks its holders out on their next call.
import { ACCESS_CODE_HEADER } from '@canopy/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { InvalidAccessCodeError } from '../lib/errors';
import { createAccessCodeService } from '../modules/access-codes/access-codes.service';
import { createAccessCodeMemory } from './access-code-memory';

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
    const memory = createAccessCodeMemory({
      channel: app.invalidation,
      hash: (code) => app.accessCodeCodec.hash(code),
      findByCode: (code) => accessCodes.findByCode(code),
    });

    app.decorateRequest('accessCodeId', null);

    app.decorate('requireAccessCode', async (request: FastifyRequest) => {
      const header = request.headers[ACCESS_CODE_HEADER];
      const id = typeof header === 'string' ? await memory.findUsableCodeId(header) : null;
      if (id === null) throw new InvalidAccessCodeError();
      request.accessCodeId = id;
    });
    done();
  },
  { name: 'access-gate', dependencies: ['app-config', 'database', 'invalidation'] },
);
