// Rows of the age step's decisions log for tests, written straight to the table.
import type { AgeDecisionOutcome } from '@canopy/contracts';
import type { Database } from '../../src/db/client';
import { ageVerificationDecisions } from '../../src/db/schema';

/** `count` decisions of one outcome on one UTC day. */
export async function recordAgeDecisions(
  db: Database,
  day: string,
  outcome: AgeDecisionOutcome,
  count = 1,
): Promise<void> {
  await db
    .insert(ageVerificationDecisions)
    .values(Array.from({ length: count }, () => ({ day, outcome, policyVersion: 1 })));
}
