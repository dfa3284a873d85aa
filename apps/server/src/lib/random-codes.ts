// Random values people type or read: access codes and generated passwords (CSPRNG only).
import { randomInt } from 'node:crypto';

const ACCESS_CODE_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';
// No look-alikes (0/O, 1/l/I) in passwords a person copies from a terminal.
const PASSWORD_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz23456789';

function randomString(alphabet: string, length: number): string {
  let result = '';
  for (let index = 0; index < length; index += 1)
    result += alphabet.charAt(randomInt(alphabet.length));
  return result;
}

/** Six characters of A–Z/0–9: the storefront's access code format. */
export function generateAccessCode(): string {
  return randomString(ACCESS_CODE_ALPHABET, 6);
}

/** 20 characters from 57 symbols: about 116 bits. */
export function generatePassword(): string {
  return randomString(PASSWORD_ALPHABET, 20);
}
