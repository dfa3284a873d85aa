// POST /age-verification: the storefront's age step (docs/product.md#age-verification). A
// storefront route that comes before the step: the access code must be usable (the gate checks it
// first), the token need not be verified yet. The shopper's token (Bearer, expired or not, of this
// very code) is replaced by one for the same session carrying the verified age. Refused
// verifications (under age, an impossible or future date) are counted per client: past 30 a minute
// the client gets 429 until the minute is over, whatever it sends. With age verification off there
// is nothing to verify: 409.
import {
  ageVerificationRequestSchema,
  ageVerificationResponseSchema,
  DATE_OF_BIRTH_PROBLEM_DETAILS,
  errorBodySchema,
  type AgeVerificationMode,
  type AgeVerificationRequest,
} from '@canopy/contracts';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import {
  AgeRequirementError,
  ConflictError,
  RateLimitedError,
  UnauthorizedError,
  ValidationError,
} from '../../lib/errors';
import { createAgeVerificationRefusals } from '../../plugins/access-code-refusals';
import { bearerToken } from '../../plugins/auth';
import { UNKNOWN_CUSTOMER_TOKEN } from '../access-codes/store.routes';

export const AGE_VERIFICATION_OFF = 'This shop does not ask for age verification';

/** 422 naming the field the mode expects when the body is of the other kind. */
function refuseOtherKind(request: AgeVerificationRequest, mode: AgeVerificationMode): void {
  if (mode === 'date_of_birth' && !('date_of_birth' in request)) {
    throw new ValidationError([
      { loc: ['body', 'date_of_birth'], msg: 'Enter your date of birth', type: 'missing' },
    ]);
  }
  if (mode === 'attest' && !('attest' in request)) {
    throw new ValidationError([
      { loc: ['body', 'attest'], msg: 'Confirm your age', type: 'missing' },
    ]);
  }
}

const ageVerificationRoutes: FastifyPluginCallbackZod = (app, _options, done) => {
  const refusals = createAgeVerificationRefusals(app.redis);

  app.post(
    '/age-verification',
    {
      config: { beforeAgeStep: true },
      schema: {
        summary: 'Pass the age step: a date of birth, or in attest mode a confirmation',
        description:
          'Takes the Bearer customer token (it may have expired) and answers a new one for the ' +
          'same shopper session carrying the verified age. Under age: 422 age_requirement; an ' +
          'impossible or future date: 422 naming date_of_birth; 30 refusals a minute per ' +
          'client, then 429. With age verification off: 409.',
        body: ageVerificationRequestSchema,
        response: {
          200: ageVerificationResponseSchema,
          401: errorBodySchema,
          409: errorBodySchema,
          422: errorBodySchema,
          429: errorBodySchema,
        },
      },
    },
    async (request) => {
      const policy = await app.agePolicy.current();
      if (policy.mode === 'off') throw new ConflictError(AGE_VERIFICATION_OFF);
      const presented = bearerToken(request);
      const claims = presented ? app.tokens.readCustomerToken(presented) : null;
      if (!claims || claims.access_code_id !== request.accessCodeId) {
        throw new UnauthorizedError(UNKNOWN_CUSTOMER_TOKEN);
      }
      refuseOtherKind(request.body, policy.mode);
      const blockedFor = await refusals.blockedFor(request.ip);
      if (blockedFor !== null) throw new RateLimitedError(blockedFor);

      const result = await app.ageVerification.verify(request.body, policy, claims.access_code_id);
      if (result.outcome !== 'verified') {
        const retryAfter = await refusals.record(request.ip);
        if (retryAfter !== null) throw new RateLimitedError(retryAfter);
        if (result.outcome === 'underage') throw new AgeRequirementError(result.minimumAge);
        throw new ValidationError([
          {
            loc: ['body', 'date_of_birth'],
            msg: DATE_OF_BIRTH_PROBLEM_DETAILS[result.problem],
            type: `date_of_birth_${result.problem}`,
          },
        ]);
      }
      const { token, expiresAt } = app.tokens.issueCustomerToken(
        claims.access_code_id,
        claims.session_id,
        result.age,
      );
      return {
        verified: true as const,
        token,
        expires_at: expiresAt.toISOString(),
        policy_version: result.age.policy_version,
      };
    },
  );
  done();
};

export default ageVerificationRoutes;
