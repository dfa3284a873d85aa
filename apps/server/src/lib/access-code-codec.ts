// How access codes are kept: an HMAC-SHA256 of the upper-cased code to find a row
// without storing the code, and AES-256-GCM ciphertext so an admin can reveal it later. Both keys,
// and the one that pseudonymises client IPs in access_code_events, are derived from
// ACCESS_CODE_SECRET with HKDF, so one secret in the environment is enough.
import { createCipheriv, createDecipheriv, createHmac, hkdfSync, randomBytes } from 'node:crypto';

const CIPHERTEXT_VERSION = 'v1';
const IV_BYTES = 12;

export interface AccessCodeCodec {
  /** The lookup key of a code: case-insensitive, so "ab12cd" and "AB12CD" hash alike. */
  hash(code: string): string;
  encrypt(code: string): string;
  /** Throws when the ciphertext was altered or made with another secret. */
  decrypt(ciphertext: string): string;
  /** A stable pseudonym for a client address: analytics can count clients, nobody can read IPs. */
  hashClientIp(ip: string): string;
}

function deriveKey(secret: string, purpose: string): Buffer {
  return Buffer.from(hkdfSync('sha256', secret, 'canopy/access-codes', purpose, 32));
}

export function createAccessCodeCodec(secret: string): AccessCodeCodec {
  const lookupKey = deriveKey(secret, 'lookup-hmac');
  const encryptionKey = deriveKey(secret, 'reveal-aes-256-gcm');
  const clientIpKey = deriveKey(secret, 'client-ip-hmac');

  return {
    hash(code) {
      return createHmac('sha256', lookupKey).update(code.trim().toUpperCase()).digest('hex');
    },

    encrypt(code) {
      const iv = randomBytes(IV_BYTES);
      const cipher = createCipheriv('aes-256-gcm', encryptionKey, iv);
      const body = Buffer.concat([
        cipher.update(code.trim().toUpperCase(), 'utf8'),
        cipher.final(),
      ]);
      const tag = cipher.getAuthTag();
      return [CIPHERTEXT_VERSION, iv, body, tag]
        .map((part) => (typeof part === 'string' ? part : part.toString('base64url')))
        .join('.');
    },

    decrypt(ciphertext) {
      const [version, iv, body, tag] = ciphertext.split('.');
      if (version !== CIPHERTEXT_VERSION || !iv || !body || !tag) {
        throw new Error('Unrecognised access code ciphertext');
      }
      const decipher = createDecipheriv('aes-256-gcm', encryptionKey, Buffer.from(iv, 'base64url'));
      decipher.setAuthTag(Buffer.from(tag, 'base64url'));
      return Buffer.concat([
        decipher.update(Buffer.from(body, 'base64url')),
        decipher.final(),
      ]).toString('utf8');
    },

    hashClientIp(ip) {
      return createHmac('sha256', clientIpKey).update(ip).digest('hex').slice(0, 32);
    },
  };
}
