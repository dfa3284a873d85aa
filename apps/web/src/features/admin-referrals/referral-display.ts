// How a referral code reads in the back office: its discount ('15%' or '$5.00'), its uses
// against its limit, and its state (Active, Inactive, Expired or Used up). The state mirrors
// what checkout enforces, so staff see why a code no longer applies.
import { formatUsd, type AdminReferralCode } from '@canopy/contracts';

export function discountLabel(code: Pick<AdminReferralCode, 'discount_type' | 'discount_value'>) {
  return code.discount_type === 'percentage'
    ? `${code.discount_value}%`
    : formatUsd(code.discount_value);
}

export function usesLabel(code: Pick<AdminReferralCode, 'use_count' | 'max_uses'>): string {
  return code.max_uses === null
    ? `${code.use_count} / unlimited`
    : `${code.use_count} / ${code.max_uses}`;
}

export type ReferralState = 'active' | 'inactive' | 'expired' | 'used_up';

export const REFERRAL_STATE_LABELS: Record<ReferralState, string> = {
  active: 'Active',
  inactive: 'Inactive',
  expired: 'Expired',
  used_up: 'Used up',
};

export function referralState(code: AdminReferralCode, now: Date): ReferralState {
  if (!code.is_active) return 'inactive';
  if (code.expires_at !== null && Date.parse(code.expires_at) <= now.getTime()) return 'expired';
  if (code.max_uses !== null && code.use_count >= code.max_uses) return 'used_up';
  return 'active';
}

const dateFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });

export function expiryLabel(expiresAt: string | null): string {
  return expiresAt === null ? 'Never' : dateFormat.format(new Date(expiresAt));
}
