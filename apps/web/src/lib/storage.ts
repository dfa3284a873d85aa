// Browser local storage that never throws (private mode, full quota, disabled storage), and the
// one list of keys the app keeps there.
/**
 * Every local-storage key of the app. 'theme', 'viewMode' and 'preferredPageSize' are the names
 * of docs/product.md#business-constants; the others are namespaced so they cannot collide with
 * other apps on the origin.
 */
export const STORAGE_KEYS = {
  /** The accepted access code, upper-cased (sent as X-Access-Code). */
  accessCode: 'canopy.access_code',
  /** The short-lived customer token from POST /validate-access-code (Bearer on storefront calls). */
  customerToken: 'canopy.customer_token',
  customerTokenExpiresAt: 'canopy.customer_token_expires_at',
  /**
   * The outcome of the storefront's age step for this shopper session (JSON): verified (with the
   * date of birth in date-of-birth mode, which the order repeats) or under age.
   */
  ageOutcome: 'canopy.age_outcome',
  /** The admin's bearer token from POST /admin/login. */
  adminToken: 'canopy.admin_token',
  /** The signed-in admin user (JSON of adminUserSchema). */
  adminUser: 'canopy.admin_user',
  /** Cart items (JSON array). */
  cart: 'canopy.cart',
  theme: 'theme',
  viewMode: 'viewMode',
  preferredPageSize: 'preferredPageSize',
} as const;
export type StorageKey = (typeof STORAGE_KEYS)[keyof typeof STORAGE_KEYS];

export function readStored(key: StorageKey): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

export function writeStored(key: StorageKey, value: string): void {
  try {
    window.localStorage.setItem(key, value);
  } catch {
    // Storage is full or disabled: the value lives for this page only.
  }
}

export function removeStored(...keys: StorageKey[]): void {
  for (const key of keys) {
    try {
      window.localStorage.removeItem(key);
    } catch {
      // Nothing to remove when storage is unavailable.
    }
  }
}

/**
 * Reads JSON and keeps it only when it still has the expected shape (old or tampered data →
 * null). A plain type guard, not a zod schema: the cart and the stored sessions are read at
 * start-up, before the first paint, and zod stays off the storefront's first download.
 */
export function readStoredJson<T>(
  key: StorageKey,
  isValid: (value: unknown) => value is T,
): T | null {
  const raw = readStored(key);
  if (raw === null) return null;
  try {
    const value: unknown = JSON.parse(raw);
    return isValid(value) ? value : null;
  } catch {
    return null;
  }
}

/** The value as a record of unknown fields, or null when it is not a plain object. */
export function asRecord(value: unknown): Record<string, unknown> | null {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : null;
}

export function writeStoredJson(key: StorageKey, value: unknown): void {
  writeStored(key, JSON.stringify(value));
}
