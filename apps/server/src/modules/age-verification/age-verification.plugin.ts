// The age-verification module's services, built once: `app.agePolicy` (the age rules kept in
// memory, refreshed on every settings change on every instance), `app.ageVerification` (the age
// step) and `app.requireVerifiedAge`, the storefront gate's second check
// (docs/decisions/0029-age-step-and-enforcement.md): with age verification on, a storefront call
// admitted by its access code also needs a customer token (Bearer) whose age was verified under
// the current mode and policy version, for that same code; else 403 age_verification_required.
import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AgeVerificationRequiredError } from '../../lib/errors';
import { createAgeVerificationRefusals } from '../../plugins/access-code-refusals';
import { createAgePolicyMemory, isVerifiedUnder, type AgePolicyMemory } from './age-policy-memory';
import {
  createAgeVerificationService,
  type AgeVerificationService,
} from './age-verification.service';

declare module 'fastify' {
  interface FastifyInstance {
    agePolicy: AgePolicyMemory;
    ageVerification: AgeVerificationService;
    /** 403 age_verification_required unless the call's token passed the age step (or it is off). */
    requireVerifiedAge: (request: FastifyRequest) => Promise<void>;
  }
}

export default fp(
  (app, _options, done) => {
    const agePolicy = createAgePolicyMemory({
      channel: app.invalidation,
      async read() {
        const settings = await app.settings.get();
        return {
          mode: settings.age_verification,
          minimumAge: settings.minimum_age,
          policyVersion: settings.age_policy_version,
          timeZone: settings.timezone,
        };
      },
    });
    app.decorate('agePolicy', agePolicy);
    app.decorate(
      'ageVerification',
      createAgeVerificationService({
        db: app.db,
        personalData: app.personalData,
        refusals: createAgeVerificationRefusals(app.redis),
        now: app.now,
      }),
    );
    app.decorate('requireVerifiedAge', async (request: FastifyRequest) => {
      const policy = await agePolicy.current();
      if (!isVerifiedUnder(request.customerClaims, request.accessCodeId, policy)) {
        throw new AgeVerificationRequiredError();
      }
    });
    done();
  },
  {
    name: 'age-verification',
    dependencies: [
      'app-config',
      'database',
      'redis',
      'invalidation',
      'auth',
      'access-codes',
      'settings',
    ],
  },
);
