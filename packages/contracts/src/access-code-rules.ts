// The access code's own rules (docs/product.md#access-gate), free of zod so the storefront's first
// download can use them: its length and pattern, the header it travels in, and what a paste keeps.
export const ACCESS_CODE_LENGTH = 6;
export const ACCESS_CODE_PATTERN = /^[A-Z0-9]{6}$/;
export const ACCESS_CODE_HEADER = 'x-access-code';

/**
 * What a paste into the gate keeps: the first six of A–Z/0–9, upper-cased.
 */
export function normalizeAccessCodeInput(raw: string): string {
  return raw
    .toUpperCase()
    .replace(/[^A-Z0-9]/g, '')
    .slice(0, ACCESS_CODE_LENGTH);
}
