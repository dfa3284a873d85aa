// Browser local storage that never throws (private mode, full quota, disabled storage), and the
// one list of keys the app keeps there.
import type { z } from 'zod';

/**
 * Every local-storage key of the app. 'theme', 'viewMode' and 'preferredPageSize' are the spec's
 * own names; the others are namespaced so they cannot collide with other apps on the origin.
 */
export const STORAGE_KEYS = {
  /** The accepted access code, upper-cased (sent as X-Access-Code). */
  accessCode: 'canopy.access_code',
  /** The short-lived customer token from POST /validate-access-code (Bearer on storefront calls). */
  customerToken: 'canopy.customer_token',
  customerTokenExpiresAt: 'canopy.customer_token_expires_at',
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

/** Reads JSON and keeps it only when it still matches the schema (old or tampered data → null). */
export function readStoredJson<T>(key: StorageKey, schema: z.ZodType<T>): T | null {
  const raw = readStored(key);
  if (raw === null) return null;
  try {
    const parsed = schema.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

export function writeStoredJson(key: StorageKey, value: unknown): void {
  writeStored(key, JSON.stringify(value));
}
