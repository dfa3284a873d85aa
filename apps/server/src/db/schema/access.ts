// Who may enter the storefront (access codes) and who may run the shop (admin users and their
// staff roles, docs/product.md#staff-roles), with the audit trail of every admin write.
import { sql } from 'drizzle-orm';
import {
  bigserial,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { createdAt } from './columns';

// A staff role: a named set of permission keys. Built-in roles are fixed (their permissions are the
// contracts' BUILTIN_ROLES); custom ones are the owners'. Names are unique case-insensitively.
export const roles = pgTable(
  'roles',
  {
    id: serial('id').primaryKey(),
    key: text('key').notNull(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    permissions: text('permissions')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    isBuiltin: boolean('is_builtin').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('roles_key_uq').on(t.key),
    uniqueIndex('roles_name_uq').on(sql`lower(${t.name})`),
  ],
);

export const adminUsers = pgTable(
  'admin_users',
  {
    id: serial('id').primaryKey(),
    username: text('username').notNull(),
    passwordHash: text('password_hash').notNull(),
    isActive: boolean('is_active').notNull().default(true),
    // Exactly one role; a role held by someone cannot be deleted.
    roleId: integer('role_id')
      .notNull()
      .references(() => roles.id),
    lastLoginAt: timestamp('last_login_at', { withTimezone: true }),
    // Carried by every admin token; raising it (logout, password change) refuses older tokens.
    tokenVersion: integer('token_version').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('admin_users_username_uq').on(sql`lower(${t.username})`),
    index('admin_users_role_idx').on(t.roleId),
  ],
);

export const accessCodes = pgTable(
  'access_codes',
  {
    id: serial('id').primaryKey(),
    // HMAC-SHA256 of the upper-cased code: the lookup key.
    codeHash: text('code_hash').notNull().unique(),
    // AES-256-GCM of the code: what "reveal" decrypts.
    codeCiphertext: text('code_ciphertext').notNull(),
    label: text('label').notNull().default(''),
    isActive: boolean('is_active').notNull().default(true),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    maxUses: integer('max_uses'),
    useCount: integer('use_count').notNull().default(0),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
    createdAt: createdAt(),
    createdBy: integer('created_by').references(() => adminUsers.id, { onDelete: 'set null' }),
  },
  (t) => [
    check('access_codes_max_uses_ck', sql`${t.maxUses} is null or ${t.maxUses} > 0`),
    check('access_codes_use_count_ck', sql`${t.useCount} >= 0`),
  ],
);

export const ACCESS_CODE_EVENT_KINDS = ['validated', 'rejected', 'revealed', 'edited'] as const;

export const accessCodeEvents = pgTable(
  'access_code_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    // Null for a rejected attempt with a code that matches no row.
    codeId: integer('code_id').references(() => accessCodes.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ACCESS_CODE_EVENT_KINDS }).notNull(),
    ipHash: text('ip_hash'),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('access_code_events_code_at_idx').on(t.codeId, t.at),
    // The analytics funnel counts a range of days over every code from the index alone.
    index('access_code_events_at_idx').on(t.at, t.kind),
  ],
);

export const auditLog = pgTable(
  'audit_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    actor: text('actor').notNull(),
    action: text('action').notNull(),
    entity: text('entity').notNull(),
    entityId: text('entity_id'),
    before: jsonb('before'),
    after: jsonb('after'),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('audit_log_entity_idx').on(t.entity, t.entityId),
    index('audit_log_at_idx').on(t.at),
  ],
);
