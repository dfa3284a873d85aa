import { describe, expect, it } from 'vitest';
import { centsToDollars, dollarsToCents, formatUsd } from './money';
import { normalizeAccessCodeInput } from './access-code-rules';
import { validateAccessCodeRequestSchema } from './access-codes';

describe('money', () => {
  it('round-trips cents and dollars without float drift', () => {
    expect(dollarsToCents(19.99)).toBe(1999);
    expect(dollarsToCents(0.1 + 0.2)).toBe(30);
    expect(centsToDollars(1999)).toBe(19.99);
  });

  it('formats US dollars', () => {
    expect(formatUsd(1234.5)).toBe('$1,234.50');
    expect(formatUsd(0)).toBe('$0.00');
  });
});

describe('access code input', () => {
  it('keeps the first six letters or digits of a paste, upper-cased', () => {
    expect(normalizeAccessCodeInput(' ab-12 cd34ef')).toBe('AB12CD');
    expect(normalizeAccessCodeInput('a!b')).toBe('AB');
  });

  it('accepts any case and rejects wrong lengths or characters', () => {
    expect(validateAccessCodeRequestSchema.parse({ code: 'ab12cd' })).toEqual({ code: 'AB12CD' });
    expect(validateAccessCodeRequestSchema.safeParse({ code: 'AB12C' }).success).toBe(false);
    expect(validateAccessCodeRequestSchema.safeParse({ code: 'AB12C!' }).success).toBe(false);
  });
});
