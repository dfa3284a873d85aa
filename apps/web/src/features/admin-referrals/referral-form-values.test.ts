import { referralCode } from '../../test/admin-referrals-setup';
import { describe, expect, it } from 'vitest';
import {
  EMPTY_REFERRAL_FORM,
  referralFormSchema,
  referralFormValues,
  toLocalDateTime,
} from './referral-form-values';

describe('the referral form values', () => {
  it('become the write body: numbers, upper-cased code, blanks as none', () => {
    const parsed = referralFormSchema(null).safeParse({
      ...EMPTY_REFERRAL_FORM,
      code: ' spring-15 ',
      discount_type: 'fixed',
      discount_value: '5.25',
      min_subtotal: '',
      max_uses: '',
    });
    expect(parsed.data).toEqual({
      code: 'SPRING-15',
      description: '',
      discount_type: 'fixed',
      discount_value: 5.25,
      min_subtotal: 0,
      max_uses: null,
      expires_at: null,
      is_active: true,
    });
  });

  it.each([
    ['percentage', '0', 'A percentage must be above 0 and at most 100'],
    ['percentage', '100.5', 'A percentage must be above 0 and at most 100'],
    ['fixed', '0', 'A fixed discount must be above $0.00 and at most $100,000'],
    ['fixed', '', 'Enter the discount'],
  ] as const)('refuses a %s discount of "%s"', (type, value, message) => {
    const parsed = referralFormSchema(null).safeParse({
      ...EMPTY_REFERRAL_FORM,
      code: 'OK',
      discount_type: type,
      discount_value: value,
    });
    expect(parsed.error?.issues).toEqual([
      expect.objectContaining({ path: ['discount_value'], message }),
    ]);
  });

  it('sends an unchanged expiry back exactly as stored, a changed one as an instant', () => {
    const stored = '2031-05-06T07:08:09.123Z';
    const code = referralCode(1, 'KEEP', { expires_at: stored });
    const values = referralFormValues(code);
    expect(values.expires_at).toBe(toLocalDateTime(stored));
    expect(referralFormSchema(code).parse(values).expires_at).toBe(stored);

    const changed = referralFormSchema(code).parse({ ...values, expires_at: '2031-06-01T12:30' });
    expect(changed.expires_at).toBe(new Date('2031-06-01T12:30').toISOString());

    const unreadable = referralFormSchema(code).safeParse({ ...values, expires_at: 'soon' });
    expect(unreadable.error?.issues[0]?.path).toEqual(['expires_at']);
  });
});
