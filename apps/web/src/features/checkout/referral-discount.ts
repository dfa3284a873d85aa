// A referral code the customer applied, turned from the server's answer (percent or dollars) into
// the discount the shared totals rule takes (percent or integer cents).
import {
  dollarsToCents,
  formatUsd,
  centsToDollars,
  type TotalsDiscount,
  type ValidateReferralResponse,
} from '@canopy/contracts';

export interface AppliedReferral {
  code: string;
  discount: TotalsDiscount;
}

/** The applied referral of a valid answer; null when the code does not give a discount. */
export function appliedReferralFrom(answer: ValidateReferralResponse): AppliedReferral | null {
  const { valid, code, discount_type: type, discount_value: value } = answer;
  if (!valid || type === null || value === null) return null;
  return {
    code,
    discount:
      type === 'percentage'
        ? { type: 'percentage', percent: value }
        : { type: 'fixed', amountCents: dollarsToCents(value) },
  };
}

/** '10% off' or '$5.00 off'. */
export function discountLabel(discount: TotalsDiscount): string {
  return discount.type === 'percentage'
    ? `${discount.percent}% off`
    : `${formatUsd(centsToDollars(discount.amountCents))} off`;
}
