// Whether a referral code may be used now, and what it takes off (docs/product.md#referral-codes).
// The same rules answer `POST /orders/validate-referral` and guard `POST /orders`, in words a
// customer understands.
import { centsToDollars, formatUsd, type TotalsDiscount } from '@canopy/contracts';
import type { ReferralCodeRow } from './referral-codes.repository';

export type ReferralVerdict =
  { usable: true; discount: TotalsDiscount; message: string } | { usable: false; message: string };

export const REFERRAL_MESSAGES = {
  invalid: 'Invalid referral code',
  expired: 'This referral code has expired',
  usedUp: 'This referral code has reached its usage limit',
} as const;

export function referralDiscount(code: ReferralCodeRow): TotalsDiscount {
  return code.discountType === 'percentage'
    ? { type: 'percentage', percent: code.percentOff ?? 0 }
    : { type: 'fixed', amountCents: code.amountOffCents ?? 0 };
}

function appliedMessage(discount: TotalsDiscount): string {
  return discount.type === 'percentage'
    ? `${discount.percent}% off applied`
    : `${formatUsd(centsToDollars(discount.amountCents))} off applied`;
}

/**
 * The verdict on a code (null: no such code) at `now`; the minimum spend is checked only when a
 * subtotal is known.
 */
export function judgeReferralCode(
  code: ReferralCodeRow | null,
  now: Date,
  subtotalCents?: number,
): ReferralVerdict {
  if (!code?.isActive) return { usable: false, message: REFERRAL_MESSAGES.invalid };
  if (code.expiresAt !== null && code.expiresAt.getTime() <= now.getTime()) {
    return { usable: false, message: REFERRAL_MESSAGES.expired };
  }
  if (code.maxUses !== null && code.useCount >= code.maxUses) {
    return { usable: false, message: REFERRAL_MESSAGES.usedUp };
  }
  if (subtotalCents !== undefined && subtotalCents < code.minSubtotalCents) {
    return {
      usable: false,
      message: `Spend at least ${formatUsd(centsToDollars(code.minSubtotalCents))} to use this referral code`,
    };
  }
  const discount = referralDiscount(code);
  return { usable: true, discount, message: appliedMessage(discount) };
}
