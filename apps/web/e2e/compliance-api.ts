// The store's purchase-limit pack set straight through the admin API from the test process, as an
// owner would on the Compliance screen (PUT /admin/compliance/limits).
import {
  complianceLimitsResponseSchema,
  type ComplianceLimitsResponse,
  type LimitSettingsUpdate,
} from '@canopy/contracts';
import { signInThroughApi } from './back-office-access';
import { e2e } from './env';

export async function setLimitPack(update: LimitSettingsUpdate): Promise<ComplianceLimitsResponse> {
  const response = await fetch(`${e2e.baseUrl}/api/admin/compliance/limits`, {
    method: 'PUT',
    headers: {
      'content-type': 'application/json',
      authorization: `Bearer ${await signInThroughApi()}`,
    },
    body: JSON.stringify(update),
  });
  const text = await response.text();
  if (!response.ok)
    throw new Error(`PUT /admin/compliance/limits answered ${response.status}: ${text}`);
  return complianceLimitsResponseSchema.parse(JSON.parse(text));
}
