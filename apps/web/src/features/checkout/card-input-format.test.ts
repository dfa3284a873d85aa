import { describe, expect, it } from 'vitest';
import { formatCardNumber, formatExpiry } from './card-input-format';

describe('card input formatting', () => {
  it('groups the card number by four and keeps at most 19 digits', () => {
    expect(formatCardNumber('4242424242424242')).toBe('4242 4242 4242 4242');
    expect(formatCardNumber('4000-0000 0000x0002')).toBe('4000 0000 0000 0002');
    expect(formatCardNumber('4242 4')).toBe('4242 4');
    expect(formatCardNumber('4242')).toBe('4242');
    expect(formatCardNumber('12345678901234567890123')).toBe('1234 5678 9012 3456 789');
  });

  it('writes the expiry as MM/YY, leaving two digits alone so the slash can be deleted', () => {
    expect(formatExpiry('1228')).toBe('12/28');
    expect(formatExpiry('12/2')).toBe('12/2');
    expect(formatExpiry('12/')).toBe('12');
    expect(formatExpiry('1')).toBe('1');
    expect(formatExpiry('12/345')).toBe('12/34');
  });
});
