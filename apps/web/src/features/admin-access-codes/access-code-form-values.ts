// The access code form's values as the fields hold them, how they become the request bodies, and
// where the server's refusals show: a code that is taken (409) or malformed beside Code, other
// 422s beside the field they name, anything else above the form.
import {
  ACCESS_CODE_LABEL_MAX,
  ACCESS_CODE_PATTERN,
  type AdminAccessCode,
} from '@canopy/contracts';
import { z } from 'zod';
import type { ApiCallError } from '../../lib/api/api-error';
import { formServerErrors, type FormServerErrors } from '../../lib/api/form-server-errors';

export interface AccessCodeFormValues {
  /** Create: the chosen code ('' draws one). Edit: a new code ('' keeps the current one). */
  code: string;
  label: string;
  /** A datetime-local value in the admin's time zone; '' never expires. */
  expires_at: string;
  /** '' is unlimited. */
  max_uses: string;
}

export type AccessCodeFormField = keyof AccessCodeFormValues;

export interface AccessCodeFormOutput {
  code: string | undefined;
  label: string;
  expires_at: string | null;
  max_uses: number | null;
}

const pad = (value: number) => String(value).padStart(2, '0');

/** An ISO instant as a datetime-local value in the browser's time zone. */
export function toLocalDateTime(iso: string): string {
  const date = new Date(iso);
  return `${String(date.getFullYear())}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(
    date.getHours(),
  )}:${pad(date.getMinutes())}`;
}

export function accessCodeFormValues(code: AdminAccessCode | null): AccessCodeFormValues {
  return {
    code: '',
    label: code?.label ?? '',
    expires_at: code?.expires_at ? toLocalDateTime(code.expires_at) : '',
    max_uses: code?.max_uses == null ? '' : String(code.max_uses),
  };
}

export const accessCodeFormSchema = z
  .object({
    code: z
      .string()
      .transform((value) => value.trim().toUpperCase())
      .refine((value) => value === '' || ACCESS_CODE_PATTERN.test(value), {
        message: 'Access codes are 6 letters or digits',
      }),
    label: z
      .string()
      .trim()
      .min(1, 'Label is required')
      .max(ACCESS_CODE_LABEL_MAX, `Label must be at most ${ACCESS_CODE_LABEL_MAX} characters`),
    expires_at: z
      .string()
      .refine((value) => value === '' || !Number.isNaN(Date.parse(value)), 'Enter a valid date'),
    max_uses: z
      .string()
      .trim()
      .refine(
        (value) => value === '' || (/^\d+$/.test(value) && Number(value) >= 1),
        'Max uses must be a whole number of at least 1',
      ),
  })
  .transform((values): AccessCodeFormOutput => ({
    code: values.code === '' ? undefined : values.code,
    label: values.label,
    expires_at: values.expires_at === '' ? null : new Date(values.expires_at).toISOString(),
    max_uses: values.max_uses === '' ? null : Number(values.max_uses),
  }));

export type AccessCodeServerErrors = FormServerErrors<AccessCodeFormField>;

const FIELD_BY_NAME: Record<string, AccessCodeFormField | undefined> = {
  code: 'code',
  new_code: 'code',
  label: 'label',
  expires_at: 'expires_at',
  max_uses: 'max_uses',
};

export function accessCodeServerErrors(
  error: ApiCallError,
  fallback: string,
): AccessCodeServerErrors {
  return formServerErrors(error, {
    fieldOf: (name) => FIELD_BY_NAME[name],
    // The one conflict a code write can meet: the code is taken.
    conflictField: () => 'code',
    fallback,
  });
}
