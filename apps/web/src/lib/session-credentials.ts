// The credentials the API client attaches to requests: the shopper's access code and customer
// token (with the outcome of the age step that goes with them), and the admin's token and user.
// Local storage is their single source of truth so that the API client (src/lib/api) and the
// feature slices agree without importing each other.
import type { AdminUser } from '@canopy/contracts';
import {
  asRecord,
  readStored,
  readStoredJson,
  removeStored,
  STORAGE_KEYS,
  writeStored,
  writeStoredJson,
} from './storage';

export interface AccessCredentials {
  code: string;
  token: string | null;
  expiresAt: string | null;
}

export function readAccessCredentials(): AccessCredentials | null {
  const code = readStored(STORAGE_KEYS.accessCode);
  if (!code) return null;
  return {
    code,
    token: readStored(STORAGE_KEYS.customerToken),
    expiresAt: readStored(STORAGE_KEYS.customerTokenExpiresAt),
  };
}

export function saveAccessCredentials(credentials: AccessCredentials): void {
  writeStored(STORAGE_KEYS.accessCode, credentials.code);
  if (credentials.token) writeStored(STORAGE_KEYS.customerToken, credentials.token);
  else removeStored(STORAGE_KEYS.customerToken);
  if (credentials.expiresAt)
    writeStored(STORAGE_KEYS.customerTokenExpiresAt, credentials.expiresAt);
  else removeStored(STORAGE_KEYS.customerTokenExpiresAt);
}

/** Clears the code and token, and the age step's outcome with them: the shopper session ends. */
export function clearAccessCredentials(): void {
  removeStored(
    STORAGE_KEYS.accessCode,
    STORAGE_KEYS.customerToken,
    STORAGE_KEYS.customerTokenExpiresAt,
    STORAGE_KEYS.ageOutcome,
  );
}

/**
 * What the age step decided for this shopper session (docs/decisions/0031-storefront-age-step.md):
 * passed (the customer token then carries the verified age; in date-of-birth mode the date, which
 * POST /orders repeats), or under age (the exit page, kept across reloads).
 */
export type AgeOutcome =
  | {
      kind: 'verified';
      method: 'attest' | 'date_of_birth';
      policyVersion: number;
      dateOfBirth: string | null;
    }
  | { kind: 'underage'; minimumAge: number };

/** A plain shape check (kept small: it is on the first download); the server decides anyway. */
function isAgeOutcome(value: unknown): value is AgeOutcome {
  const outcome = asRecord(value);
  return outcome?.kind === 'underage'
    ? typeof outcome.minimumAge === 'number'
    : outcome?.kind === 'verified' &&
        typeof outcome.method === 'string' &&
        (outcome.dateOfBirth === null || typeof outcome.dateOfBirth === 'string');
}

/** The stored outcome, only while there is an access code (it belongs to the code's session). */
export function readAgeOutcome(): AgeOutcome | null {
  if (!readStored(STORAGE_KEYS.accessCode)) return null;
  return readStoredJson(STORAGE_KEYS.ageOutcome, isAgeOutcome);
}

export function saveAgeOutcome(outcome: AgeOutcome): void {
  writeStoredJson(STORAGE_KEYS.ageOutcome, outcome);
}

/** The server asks for the age step again: a verified outcome no longer holds; under age stays. */
export function forgetVerifiedAge(): void {
  if (readStoredJson(STORAGE_KEYS.ageOutcome, isAgeOutcome)?.kind === 'verified')
    removeStored(STORAGE_KEYS.ageOutcome);
}

export interface AdminCredentials {
  token: string;
  user: AdminUser | null;
}

const isDateTime = (value: unknown): value is string =>
  typeof value === 'string' && !Number.isNaN(Date.parse(value));

function isStoredRole(value: unknown): boolean {
  const role = asRecord(value);
  return (
    role !== null &&
    Number.isInteger(role.id) &&
    typeof role.key === 'string' &&
    typeof role.name === 'string'
  );
}

/**
 * The remembered admin user still has the fields the admin screens read, with their types (old
 * or tampered data is dropped). The server re-checks the session itself (GET /auth/me).
 */
function isStoredAdminUser(value: unknown): value is AdminUser {
  const user = asRecord(value);
  return (
    user !== null &&
    Number.isInteger(user.id) &&
    typeof user.username === 'string' &&
    typeof user.is_active === 'boolean' &&
    typeof user.is_superuser === 'boolean' &&
    (user.last_login_at === null || isDateTime(user.last_login_at)) &&
    isDateTime(user.created_at) &&
    isStoredRole(user.role) &&
    Array.isArray(user.permissions) &&
    user.permissions.every((permission) => typeof permission === 'string')
  );
}

export function readAdminCredentials(): AdminCredentials | null {
  const token = readStored(STORAGE_KEYS.adminToken);
  if (!token) return null;
  return { token, user: readStoredJson(STORAGE_KEYS.adminUser, isStoredAdminUser) };
}

export function saveAdminCredentials(credentials: { token: string; user: AdminUser }): void {
  writeStored(STORAGE_KEYS.adminToken, credentials.token);
  writeStoredJson(STORAGE_KEYS.adminUser, credentials.user);
}

export function saveAdminUser(user: AdminUser): void {
  writeStoredJson(STORAGE_KEYS.adminUser, user);
}

/** Clears both admin entries: the token and the remembered user. */
export function clearAdminCredentials(): void {
  removeStored(STORAGE_KEYS.adminToken, STORAGE_KEYS.adminUser);
}
