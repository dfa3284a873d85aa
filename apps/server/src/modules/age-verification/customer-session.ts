// Whether a shopper session proven by a token alone, without X-Access-Code, may see the shop now:
// its code is still active and unexpired, and with age verification on its age was verified under
// the current mode and policy version (docs/decisions/0029-age-step-and-enforcement.md). The live
// socket (its token) and the server's page answer (the page cookie, modules/first-screen) ask it.
import type { AccessCodeService } from '../access-codes/access-codes.service';
import { isVerifiedUnder, type AgePolicyMemory } from './age-policy-memory';

export type CustomerSessionStanding = 'admitted' | 'unauthorized' | 'age_verification_required';

export interface CustomerSessionDeps {
  accessCodes: Pick<AccessCodeService, 'isUsable'>;
  agePolicy: Pick<AgePolicyMemory, 'current'>;
}

export async function customerSessionStanding(
  { accessCodes, agePolicy }: CustomerSessionDeps,
  claims: { access_code_id: number; age?: { method: string; policy_version: number } },
): Promise<CustomerSessionStanding> {
  if (!(await accessCodes.isUsable(claims.access_code_id))) return 'unauthorized';
  const policy = await agePolicy.current();
  return isVerifiedUnder(claims, claims.access_code_id, policy)
    ? 'admitted'
    : 'age_verification_required';
}
