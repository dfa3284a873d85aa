import { describe, expect, it } from 'vitest';
import { createAccessCodeCodec } from './access-code-codec';

const codec = createAccessCodeCodec('a-secret-of-at-least-thirty-two-characters');

describe('access code codec', () => {
  it('hashes case-insensitively and differently per secret', () => {
    expect(codec.hash('ab12cd')).toBe(codec.hash('AB12CD'));
    expect(codec.hash('AB12CD')).toMatch(/^[0-9a-f]{64}$/);
    expect(codec.hash('AB12CD')).not.toBe(codec.hash('AB12CE'));
    const other = createAccessCodeCodec('another-secret-of-at-least-thirty-two-chars');
    expect(other.hash('AB12CD')).not.toBe(codec.hash('AB12CD'));
  });

  it('encrypts with a fresh IV each time and decrypts back to the upper-cased code', () => {
    const first = codec.encrypt('ab12cd');
    expect(first).not.toBe(codec.encrypt('ab12cd'));
    expect(first).not.toContain('AB12CD');
    expect(codec.decrypt(first)).toBe('AB12CD');
  });

  it('refuses tampered ciphertext and another secret', () => {
    const sealed = codec.encrypt('AB12CD');
    const [version, iv, body, tag] = sealed.split('.');
    const flipped = Buffer.from(body ?? '', 'base64url');
    flipped[0] = (flipped[0] ?? 0) ^ 1;
    expect(() =>
      codec.decrypt([version, iv, flipped.toString('base64url'), tag].join('.')),
    ).toThrow();
    expect(() => createAccessCodeCodec('x'.repeat(40)).decrypt(sealed)).toThrow();
    expect(() => codec.decrypt('garbage')).toThrow(/Unrecognised/);
  });

  it('pseudonymises client IPs stably', () => {
    expect(codec.hashClientIp('10.0.0.1')).toBe(codec.hashClientIp('10.0.0.1'));
    expect(codec.hashClientIp('10.0.0.1')).not.toBe(codec.hashClientIp('10.0.0.2'));
    expect(codec.hashClientIp('10.0.0.1')).not.toContain('10.0.0.1');
  });
});
