import { describe, expect, it } from 'vitest';
import { createOrderTokens } from './order-token';

describe('order tokens', () => {
  const tokens = createOrderTokens('secret-one-0123456789abcdef');

  it('verifies the token of its own order only', () => {
    const token = tokens.issue(42);
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(tokens.verify(42, token)).toBe(true);
    expect(tokens.verify(43, token)).toBe(false);
  });

  it('refuses tokens made with another secret, altered, cut short or empty', () => {
    const token = tokens.issue(7);
    const other = createOrderTokens('secret-two-0123456789abcdef');
    expect(other.verify(7, token)).toBe(false);
    // The first character: all six of its bits are significant (the last one's are not).
    const altered = `${token.startsWith('A') ? 'B' : 'A'}${token.slice(1)}`;
    expect(tokens.verify(7, altered)).toBe(false);
    expect(tokens.verify(7, token.slice(0, 20))).toBe(false);
    expect(tokens.verify(7, '')).toBe(false);
    expect(tokens.verify(7, '!!!not base64!!!')).toBe(false);
  });
});
