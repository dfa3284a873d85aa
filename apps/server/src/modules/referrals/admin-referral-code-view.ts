// A stored referral code as the back office sees it (percent or dollars by its type, money in
// dollars), and the admin's write body as the row stores it (percent_off or amount_off_cents).
import {
  centsToDollars,
  dollarsToCents,
  type AdminReferralCode,
  type AdminReferralCodeWriteInput,
} from '@canopy/contracts';
import type { ReferralCodeRow } from './referral-codes.repository';
import { referralDiscount } from './referral-rules';
import type { ReferralCodeWriteValues } from './admin-referral-codes.repository';

export const REFERRAL_CODE_NOT_FOUND = 'Referral code not found';

export function toAdminReferralCode(row: ReferralCodeRow): AdminReferralCode {
  const discount = referralDiscount(row);
  return {
    id: row.id,
    code: row.code,
    description: row.description,
    discount_type: discount.type,
    discount_value:
      discount.type === 'percentage' ? discount.percent : centsToDollars(discount.amountCents),
    min_subtotal: centsToDollars(row.minSubtotalCents),
    max_uses: row.maxUses,
    use_count: row.useCount,
    expires_at: row.expiresAt?.toISOString() ?? null,
    is_active: row.isActive,
    created_at: row.createdAt.toISOString(),
  };
}

export function toReferralCodeValues(input: AdminReferralCodeWriteInput): ReferralCodeWriteValues {
  const percentage = input.discount_type === 'percentage';
  return {
    code: input.code,
    description: input.description,
    discountType: input.discount_type,
    percentOff: percentage ? input.discount_value : null,
    amountOffCents: percentage ? null : dollarsToCents(input.discount_value),
    minSubtotalCents: dollarsToCents(input.min_subtotal),
    maxUses: input.max_uses,
    expiresAt: input.expires_at === null ? null : new Date(input.expires_at),
    isActive: input.is_active,
  };
}
