// The referral code form's values as the fields hold them (text), how they become the write body
// (checked by the contract's adminReferralCodeWriteSchema, so every rule and message is the
// contract's), and where the server's refusals show: a taken code (409) beside Code, a 422 beside
// the field it names, anything else above the form. The expiry field is the browser's local
// date and time; an expiry left as it was is sent back exactly as stored.
import {
  adminReferralCodeWriteSchema,
  REFERRAL_DISCOUNT_TYPES,
  type AdminReferralCode,
  type AdminReferralCodeWrite,
} from '@canopy/contracts';
import { z } from 'zod';
import type { ApiCallError } from '../../lib/api/api-error';
import { formServerErrors, type FormServerErrors } from '../../lib/api/form-server-errors';

export interface ReferralFormValues {
  code: string;
  description: string;
  discount_type: (typeof REFERRAL_DISCOUNT_TYPES)[number];
  discount_value: string;
  min_subtotal: string;
  /** '' is unlimited. */
  max_uses: string;
  /** A datetime-local value (the browser's local time); '' never expires. */
  expires_at: string;
  is_active: boolean;
}

export type ReferralFormField = keyof ReferralFormValues;

export const EMPTY_REFERRAL_FORM: ReferralFormValues = {
  code: '',
  description: '',
  discount_type: 'percentage',
  discount_value: '',
  min_subtotal: '0',
  max_uses: '',
  expires_at: '',
  is_active: true,
};

const pad = (value: number) => String(value).padStart(2, '0');

/** An ISO instant as a datetime-local value in the browser's time zone (to the minute). */
export function toLocalDateTime(iso: string): string {
  const date = new Date(iso);
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(
    date.getHours(),
  )}:${pad(date.getMinutes())}`;
}

export function referralFormValues(code: AdminReferralCode | null): ReferralFormValues {
  if (!code) return EMPTY_REFERRAL_FORM;
  return {
    code: code.code,
    description: code.description,
    discount_type: code.discount_type,
    discount_value: String(code.discount_value),
    min_subtotal: String(code.min_subtotal),
    max_uses: code.max_uses === null ? '' : String(code.max_uses),
    expires_at: code.expires_at === null ? '' : toLocalDateTime(code.expires_at),
    is_active: code.is_active,
  };
}

/** A required number: empty is NaN, which the contract answers with its 'Enter the …' text. */
const required = (text: string) => (text.trim() === '' ? Number.NaN : Number(text));
const optional = (text: string) => (text.trim() === '' ? null : Number(text));

/** The local date and time as an ISO instant; an unreadable one stays as typed (and fails). */
function expiryInstant(text: string, original: string | null): string | null {
  if (text === '') return null;
  if (original !== null && text === toLocalDateTime(original)) return original;
  const date = new Date(text);
  return Number.isNaN(date.getTime()) ? text : date.toISOString();
}

/** The form's values → the write body, checked by the contract; `original` is the code edited. */
export function referralFormSchema(original: AdminReferralCode | null) {
  return z
    .object({
      code: z.string(),
      description: z.string(),
      discount_type: z.enum(REFERRAL_DISCOUNT_TYPES),
      discount_value: z.string(),
      min_subtotal: z.string(),
      max_uses: z.string(),
      expires_at: z.string(),
      is_active: z.boolean(),
    })
    .transform((values): AdminReferralCodeWrite => ({
      code: values.code,
      description: values.description,
      discount_type: values.discount_type,
      discount_value: required(values.discount_value),
      min_subtotal: values.min_subtotal.trim() === '' ? 0 : Number(values.min_subtotal),
      max_uses: optional(values.max_uses),
      expires_at: expiryInstant(values.expires_at, original?.expires_at ?? null),
      is_active: values.is_active,
    }))
    .pipe(adminReferralCodeWriteSchema);
}

const FORM_FIELDS = new Set<string>(Object.keys(EMPTY_REFERRAL_FORM));

function isFormField(name: unknown): name is ReferralFormField {
  return typeof name === 'string' && FORM_FIELDS.has(name);
}

export type ReferralServerErrors = FormServerErrors<ReferralFormField>;

export function referralServerErrors(error: ApiCallError, fallback: string): ReferralServerErrors {
  return formServerErrors(error, {
    fieldOf: (name) => (isFormField(name) ? name : undefined),
    // The one conflict a referral code write can meet: the code is taken.
    conflictField: () => 'code',
    fallback,
  });
}
