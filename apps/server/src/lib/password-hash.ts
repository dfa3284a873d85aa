// Admin password hashing with scrypt (node:crypto). The hash string carries its own parameters,
// so the cost can be raised later without breaking stored hashes:
//   scrypt$<N>$<r>$<p>$<salt base64url>$<key base64url>
import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';

export interface ScryptParams {
  N: number;
  r: number;
  p: number;
}

// One of OWASP's recommended scrypt settings (32 MiB, about 0.3 s here); runs off the event loop.
export const OWASP_SCRYPT_PARAMS: Readonly<ScryptParams> = { N: 2 ** 15, r: 8, p: 3 };
let hashParams: Readonly<ScryptParams> = OWASP_SCRYPT_PARAMS;
let dummyHash: Promise<string> | undefined;
const KEY_BYTES = 64;
const SALT_BYTES = 16;
const PREFIX = 'scrypt';

function deriveKey(password: string, salt: Buffer, params: ScryptParams): Promise<Buffer> {
  const options: ScryptOptions = {
    ...params,
    // Node's default cap (32 MiB) is exactly what N=2^15, r=8 needs; leave headroom.
    maxmem: 256 * params.N * params.r + 1024 * 1024,
  };
  return new Promise((resolve, reject) => {
    scrypt(password.normalize('NFKC'), salt, KEY_BYTES, options, (error, key) => {
      if (error) reject(error);
      else resolve(key);
    });
  });
}

/**
 * The cost of the hashes made from now on (and of the unknown users' hash, made again). For the
 * server's unit suites alone (test/password-hash-cost.ts), which hash and check hundreds of
 * passwords: a stored hash is always checked with its own parameters, so nothing else changes.
 * The app never calls it.
 */
export function setPasswordHashParams(params: Readonly<ScryptParams>): void {
  hashParams = params;
  dummyHash = undefined;
}

export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(SALT_BYTES);
  const params = hashParams;
  const key = await deriveKey(password, salt, params);
  const { N, r, p } = params;
  return [PREFIX, N, r, p, salt.toString('base64url'), key.toString('base64url')].join('$');
}

function parseHash(stored: string): { params: ScryptParams; salt: Buffer; key: Buffer } | null {
  const [prefix, n, r, p, salt, key] = stored.split('$');
  if (prefix !== PREFIX || !n || !r || !p || !salt || !key) return null;
  const params = { N: Number(n), r: Number(r), p: Number(p) };
  if (![params.N, params.r, params.p].every((value) => Number.isSafeInteger(value) && value > 0)) {
    return null;
  }
  return { params, salt: Buffer.from(salt, 'base64url'), key: Buffer.from(key, 'base64url') };
}

/** False for a wrong password and for a hash this code cannot read; never throws on input. */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const parsed = parseHash(stored);
  if (!parsed) return false;
  const candidate = await deriveKey(password, parsed.salt, parsed.params);
  return candidate.length === parsed.key.length && timingSafeEqual(candidate, parsed.key);
}

/**
 * A real hash of a random password, made once. Checking an unknown username against it costs
 * what checking a known one costs, so response time does not reveal which usernames exist.
 */
export function hashForUnknownUser(): Promise<string> {
  dummyHash ??= hashPassword(randomBytes(16).toString('base64url'));
  return dummyHash;
}
