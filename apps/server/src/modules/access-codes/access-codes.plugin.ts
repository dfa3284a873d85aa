// The access-codes module's services, built once (`app.accessCodes`, `app.adminAccessCodes`,
// `app.accessCodeAnalytics`), and the storefront's gate (docs/product.md#access-gate): a storefront
// call needs an X-Access-Code that is active and unexpired at this moment, else 403
// `invalid_access_code`. It answers from the memory of usable codes (access-code-memory.ts), which
// every change to a code empties on every instance, so deactivating a code still locks its holders
// out on their next call.
import { ACCESS_CODE_HEADER } from '@canopy/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { InvalidAccessCodeError } from '../../lib/errors';
import {
  createAccessCodeAnalyticsService,
  type AccessCodeAnalyticsService,
} from './access-code-analytics.service';
import { createAccessCodeMemory } from './access-code-memory';
import { createAccessCodeService, type AccessCodeService } from './access-codes.service';
import {
  createAdminAccessCodesService,
  type AdminAccessCodesService,
} from './admin-access-codes.service';

declare module 'fastify' {
  interface FastifyInstance {
    accessCodes: AccessCodeService;
    adminAccessCodes: AdminAccessCodesService;
    accessCodeAnalytics: AccessCodeAnalyticsService;
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
    app.decorate('accessCodes', accessCodes);
    app.decorate(
      'adminAccessCodes',
      createAdminAccessCodesService({
        db: app.db,
        codec: app.accessCodeCodec,
        invalidation: app.invalidation,
      }),
    );
    app.decorate('accessCodeAnalytics', createAccessCodeAnalyticsService({ db: app.db }));
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
  { name: 'access-codes', dependencies: ['app-config', 'database', 'invalidation'] },
);
