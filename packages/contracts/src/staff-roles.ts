// Staff roles as the API shows them (docs/product.md#staff-roles): the permission catalogue, the
// roles, a role on an admin account, and the audit log viewer.
import { z } from 'zod';
import { optionalCalendarDaySchema } from './calendar-day';
import { isPermission, PERMISSIONS } from './staff-roles-rules';

export const ROLE_NAME_MAX = 60;
export const ROLE_DESCRIPTION_MAX = 300;

export const permissionKeySchema = z
  .string()
  .refine(isPermission, { message: 'Unknown permission' });

export const permissionSchema = z.object({
  key: permissionKeySchema,
  label: z.string(),
  group: z.string(),
});
export type PermissionEntry = z.infer<typeof permissionSchema>;

/** GET /admin/permissions */
export const permissionListSchema = z.object({ items: z.array(permissionSchema) });
export const PERMISSION_LIST = { items: [...PERMISSIONS] };

/** A role as users and the login answer carry it. */
export const roleRefSchema = z.object({ id: z.number().int(), key: z.string(), name: z.string() });
export type RoleRef = z.infer<typeof roleRefSchema>;

/** GET /admin/roles items; POST and PUT answers. */
export const roleSchema = roleRefSchema.extend({
  description: z.string(),
  permissions: z.array(permissionKeySchema),
  is_builtin: z.boolean(),
  user_count: z.number().int().nonnegative(),
});
export type Role = z.infer<typeof roleSchema>;
export const roleListSchema = z.object({ items: z.array(roleSchema) });
export type RoleList = z.infer<typeof roleListSchema>;

/** POST /admin/roles and PUT /admin/roles/{id} (custom roles only). */
export const roleWriteSchema = z.object({
  name: z
    .string({ error: 'Enter a name' })
    .trim()
    .min(1, 'Enter a name')
    .max(ROLE_NAME_MAX, `A role name has at most ${ROLE_NAME_MAX} characters`)
    .refine((name) => /[A-Za-z0-9]/.test(name), { message: 'Use at least one letter or digit' }),
  description: z
    .string()
    .trim()
    .max(ROLE_DESCRIPTION_MAX, `A description has at most ${ROLE_DESCRIPTION_MAX} characters`)
    .optional()
    .default(''),
  permissions: z
    .array(permissionKeySchema)
    .min(1, 'Choose at least one permission')
    .transform((keys) => [...new Set(keys)]),
});
export type RoleWrite = z.input<typeof roleWriteSchema>;
export type RoleWriteInput = z.output<typeof roleWriteSchema>;

/** What every admin user object carries besides the spec's fields: its role and permissions. */
export const staffAccessSchema = z.object({
  role: roleRefSchema,
  permissions: z.array(permissionKeySchema),
});
export type StaffAccess = z.infer<typeof staffAccessSchema>;

/** PUT /admin/users/{id}/role */
export const adminUserRoleChangeSchema = z.object({
  role_id: z.number({ error: 'Choose a role' }).int().positive().max(2_147_483_647, 'No such role'),
});
export type AdminUserRoleChange = z.infer<typeof adminUserRoleChangeSchema>;

/** GET /admin/audit-log query. Days follow the one calendar-day rule of every admin filter. */
export const auditLogQuerySchema = z.object({
  page: z.coerce.number().int().min(1).default(1),
  size: z.coerce.number().int().min(1).max(100).default(20),
  actor: z.string().trim().max(100).optional(),
  entity: z.string().trim().max(100).optional(),
  action: z.string().trim().max(100).optional(),
  date_from: optionalCalendarDaySchema,
  date_to: optionalCalendarDaySchema,
});
export type AuditLogQuery = z.infer<typeof auditLogQuerySchema>;

export const auditLogEntrySchema = z.object({
  id: z.number().int(),
  actor: z.string(),
  action: z.string(),
  entity: z.string(),
  entity_id: z.string().nullable(),
  before: z.unknown(),
  after: z.unknown(),
  at: z.iso.datetime({ offset: true }),
});
export type AuditLogEntry = z.infer<typeof auditLogEntrySchema>;

export const auditLogPageSchema = z.object({
  items: z.array(auditLogEntrySchema),
  page: z.number().int(),
  pages: z.number().int(),
  total: z.number().int(),
});
export type AuditLogPage = z.infer<typeof auditLogPageSchema>;
