// The number a customer quotes for an order: `CN-` and 8 characters a person can read aloud and
// type back without confusing look-alikes (no 0/O, 1/I/L). 31^8 ≈ 8.5 × 10^11 numbers.
import { randomInt } from 'node:crypto';

const ORDER_NUMBER_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';

export function generateOrderNumber(): string {
  let suffix = '';
  for (let index = 0; index < 8; index += 1) {
    suffix += ORDER_NUMBER_ALPHABET.charAt(randomInt(ORDER_NUMBER_ALPHABET.length));
  }
  return `CN-${suffix}`;
}
