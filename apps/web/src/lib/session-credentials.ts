// The credentials the API client attaches to requests: the shopper's access code and customer
// token, and the admin's token and user. Local storage is their single source of truth so that
// the API client (src/lib/api) and the feature slices agree without importing each other.
import { adminUserSchema, type AdminUser } from '@canopy/contracts';
import {
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

export function clearAccessCredentials(): void {
  removeStored(
    STORAGE_KEYS.accessCode,
    STORAGE_KEYS.customerToken,
    STORAGE_KEYS.customerTokenExpiresAt,
  );
}

export interface AdminCredentials {
  token: string;
  user: AdminUser | null;
}

export function readAdminCredentials(): AdminCredentials | null {
  const token = readStored(STORAGE_KEYS.adminToken);
  if (!token) return null;
  return { token, user: readStoredJson(STORAGE_KEYS.adminUser, adminUserSchema) };
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
