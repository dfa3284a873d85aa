import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SUITE_SCRYPT_PARAMS } from '../../test/password-hash-cost';
import {
  hashForUnknownUser,
  hashPassword,
  OWASP_SCRYPT_PARAMS,
  setPasswordHashParams,
  verifyPassword,
} from './password-hash';

describe('password hashing', () => {
  // The app's own cost, not the suites' cheaper one.
  beforeAll(() => setPasswordHashParams(OWASP_SCRYPT_PARAMS));
  afterAll(() => setPasswordHashParams(SUITE_SCRYPT_PARAMS));

  it('stores scrypt parameters and a random salt, and verifies only the right password', async () => {
    const first = await hashPassword('correct horse battery staple');
    const second = await hashPassword('correct horse battery staple');
    expect(first).toMatch(/^scrypt\$32768\$8\$3\$[\w-]{22}\$[\w-]{86}$/);
    expect(first).not.toBe(second);
    expect(await verifyPassword('correct horse battery staple', first)).toBe(true);
    expect(await verifyPassword('correct horse battery stapler', first)).toBe(false);
    expect(await verifyPassword('', first)).toBe(false);
  });

  it('verifies with the parameters stored in the hash, and rejects unreadable hashes', async () => {
    const stored = await hashPassword('pw');
    const [, , r, p, salt, key] = stored.split('$');
    expect(await verifyPassword('pw', ['scrypt', 1024, r, p, salt, key].join('$'))).toBe(false);
    for (const broken of [
      '',
      'plain',
      'scrypt$x$8$1$a$b',
      'bcrypt$2$8$1$a$b',
      'scrypt$0$8$1$a$b',
    ]) {
      expect(await verifyPassword('pw', broken)).toBe(false);
    }
  });

  it('has one dummy hash for unknown users that no password matches', async () => {
    const dummy = await hashForUnknownUser();
    expect(dummy).toMatch(/^scrypt\$32768\$8\$3\$/);
    expect(await hashForUnknownUser()).toBe(dummy);
    expect(await verifyPassword('', dummy)).toBe(false);
  });
});
