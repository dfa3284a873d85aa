// POST /age-verification: the storefront's age step (docs/product.md#age-verification). A
// storefront route that comes before the step: the access code must be usable (the gate checks it
// first), the token need not be verified yet. The shopper's token (Bearer, expired or not, of this
// very code) is replaced by one for the same session carrying the verified age, and the page
// cookie is set (docs/decisions/0041-first-screen-in-the-document.md). Refused
// verifications (under age, an impossible or future date) are counted per client: past 30 a minute
// the client gets 429 until the minute is over, whatever it sends (age-verification.service.ts).
// With age verification off there is nothing to verify: 409. The body is read with the mode's own
// half of the contract's schema, so a body of the other kind, or none, answers 422 naming the
// field the mode expects rather than an anonymous union failure.
import {
  ageVerificationRequestSchema,
  ageVerificationResponseSchema,
  errorBodySchema,
  type AgeVerificationMode,
  type AgeVerificationRequest,
} from '@canopy/contracts';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { ConflictError, UnauthorizedError, ValidationError } from '../../lib/errors';
import { UNKNOWN_CUSTOMER_TOKEN } from '../access-codes/store.routes';
import { grantPageCookie } from '../first-screen/page-cookie';

export const AGE_VERIFICATION_OFF = 'This shop does not ask for age verification';

const [DATE_OF_BIRTH_BODY, ATTEST_BODY] = ageVerificationRequestSchema.options;

/** The body of the mode's kind, or 422 naming each field of it that is missing or wrong. */
function bodyForMode(
  body: unknown,
  mode: Exclude<AgeVerificationMode, 'off'>,
): AgeVerificationRequest {
  const parsed = (mode === 'attest' ? ATTEST_BODY : DATE_OF_BIRTH_BODY).safeParse(body);
  if (parsed.success) return parsed.data;
  throw new ValidationError(
    parsed.error.issues.map((issue) => ({
      loc: ['body', ...issue.path.map((key) => (typeof key === 'symbol' ? String(key) : key))],
      msg: issue.message,
      type: issue.code,
    })),
  );
}

const ageVerificationRoutes: FastifyPluginCallbackZod = (app, _options, done) => {
  app.post(
    '/age-verification',
    {
      config: { beforeAgeStep: true },
      // Judged against the mode below: the union's own failure names no field.
      attachValidation: true,
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
    async (request, reply) => {
      const policy = await app.agePolicy.current();
      if (policy.mode === 'off') throw new ConflictError(AGE_VERIFICATION_OFF);
      // The gate read the token (genuine, expired or not).
      const claims = request.customerClaims;
      if (!claims || claims.access_code_id !== request.accessCodeId) {
        throw new UnauthorizedError(UNKNOWN_CUSTOMER_TOKEN);
      }
      const age = await app.ageVerification.verify(
        bodyForMode(request.body, policy.mode),
        policy,
        claims.access_code_id,
        request.ip,
      );
      const { token, expiresAt } = app.tokens.issueCustomerToken(
        claims.access_code_id,
        claims.session_id,
        age,
      );
      await grantPageCookie(app, request, reply, { ...claims, age });
      return {
        verified: true as const,
        token,
        expires_at: expiresAt.toISOString(),
        policy_version: age.policy_version,
      };
    },
  );
  done();
};

export default ageVerificationRoutes;
