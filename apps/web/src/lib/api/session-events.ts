// What the API client announces when the server rejects a credential. The owning feature slices
// (admin-auth, access-gate) listen for these; the client itself never imports a feature.
import { createAction } from '@reduxjs/toolkit';

/** A 401 answered an admin call: the stored admin token and user are gone. Carries the server's
 * `detail`, if any, to tell the admin why. */
export const adminSessionExpired = createAction<string | null>('session/adminSessionExpired');

/** A 403 invalid_access_code answered a storefront call: the stored code and token are gone. */
export const accessCodeRejected = createAction('session/accessCodeRejected');

/**
 * A 403 age_verification_required answered a storefront call (or the live socket refused the token
 * for it): the code still holds, but the shopper must pass the age step again (the policy version
 * was raised, or the mode changed). The stored verified age is gone; the code and token stay.
 */
export const ageVerificationRequired = createAction('session/ageVerificationRequired');

/**
 * A 403 forbidden answered an admin call: the admin's role no longer allows it (their role may
 * have changed since sign-in), so what the screens offer should be checked again.
 */
export const adminAccessRefused = createAction('session/adminAccessRefused');
