// The decisions log of the storefront's age step: one row per verification, with its outcome, the
// policy version, the access code and the UTC day. Never a date of birth, nor anything else about
// the shopper.
import type { AgeDecisionOutcome } from '@canopy/contracts';
import type { Database } from '../../db/client';
import { ageVerificationDecisions } from '../../db/schema';

export interface AgeDecision {
  day: string;
  outcome: AgeDecisionOutcome;
  policyVersion: number;
  accessCodeId: number;
}

export async function insertAgeDecision(db: Database, decision: AgeDecision): Promise<void> {
  await db.insert(ageVerificationDecisions).values(decision);
}
