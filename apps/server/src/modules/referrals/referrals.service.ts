// Referral codes as the storefront and checkout meet them: checking a code before checkout, and
// counting a use or giving it back. The referrals module is the one writer of referral_codes;
// orders spend and return uses through this service, passing their transaction as `db`.
import { centsToDollars, dollarsToCents, type ValidateReferralResponse } from '@canopy/contracts';
import type { Database } from '../../db/client';
import {
  consumeReferralUse,
  findReferralCodeByCode,
  recountReferralUse,
  returnReferralUse,
} from './referral-codes.repository';
import { judgeReferralCode } from './referral-rules';

export type ReferralsService = ReturnType<typeof createReferralsService>;

export function createReferralsService({ db }: { db: Database }) {
  return {
    findByCode: (code: string) => findReferralCodeByCode(db, code),
    /** Counts one use if the code is still active, unexpired and under max_uses at `now`. */
    consumeUse: (id: number, now: Date) => consumeReferralUse(db, id, now),
    returnUse: (id: number) => returnReferralUse(db, id),
    recountUse: (id: number) => recountReferralUse(db, id),

    async check(code: string, subtotal: number | undefined): Promise<ValidateReferralResponse> {
      const row = await findReferralCodeByCode(db, code);
      const verdict = judgeReferralCode(
        row,
        new Date(),
        subtotal === undefined ? undefined : dollarsToCents(subtotal),
      );
      if (!verdict.usable) {
        return {
          valid: false,
          code,
          discount_type: null,
          discount_value: null,
          message: verdict.message,
        };
      }
      const { discount } = verdict;
      return {
        valid: true,
        code,
        discount_type: discount.type,
        discount_value:
          discount.type === 'percentage' ? discount.percent : centsToDollars(discount.amountCents),
        message: verdict.message,
      };
    },
  };
}
