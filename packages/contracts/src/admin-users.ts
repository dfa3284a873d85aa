// The admin accounts screen (docs/product.md#roles): creating an account, promoting or demoting
// it, and the list. Usernames are unique case-insensitively; the password rules are explained in
// the messages, so the form can show them beside the field as they are.
import { z } from 'zod';
import { adminUserSchema } from './auth';

export const ADMIN_USERNAME_MIN = 3;
export const ADMIN_USERNAME_MAX = 50;
export const ADMIN_PASSWORD_MIN = 12;
export const ADMIN_PASSWORD_MAX = 128;

const CHARACTER_CLASSES = [/[a-z]/, /[A-Z]/, /[0-9]/, /[^A-Za-z0-9]/] as const;

/** How many of lowercase, uppercase, digits and symbols the password uses. */
export function passwordCharacterClasses(password: string): number {
  return CHARACTER_CLASSES.filter((pattern) => pattern.test(password)).length;
}

export const adminUsernameSchema = z
  .string({ error: 'Enter a username' })
  .trim()
  .min(ADMIN_USERNAME_MIN, `A username has at least ${ADMIN_USERNAME_MIN} characters`)
  .max(ADMIN_USERNAME_MAX, `A username has at most ${ADMIN_USERNAME_MAX} characters`)
  .regex(/^[A-Za-z0-9._-]+$/, 'A username uses letters, digits, dots, dashes and underscores');

/** An admin's new password (account creation and password change); also not the username. */
export const adminPasswordSchema = z
  .string({ error: 'Enter a password' })
  .min(ADMIN_PASSWORD_MIN, `A password has at least ${ADMIN_PASSWORD_MIN} characters`)
  .max(ADMIN_PASSWORD_MAX, `A password has at most ${ADMIN_PASSWORD_MAX} characters`)
  .refine((password) => passwordCharacterClasses(password) >= 2, {
    message: 'Mix at least two of lowercase letters, uppercase letters, digits and symbols',
  });

export const PASSWORD_CONTAINS_USERNAME = 'The password cannot contain the username';

/**
 * POST /admin/users. `role_id` chooses the role; without it `is_superuser: true` means the owner
 * role and anything else the manager role. Only an owner grants the owner role (403 otherwise).
 */
export const adminUserCreateSchema = z
  .object({
    username: adminUsernameSchema,
    password: adminPasswordSchema,
    is_superuser: z.boolean().optional().default(false),
    role_id: z
      .number({ error: 'Choose a role' })
      .int()
      .positive()
      .max(2_147_483_647, 'No such role')
      .optional(),
  })
  .refine(
    ({ username, password }) =>
      username.length === 0 || !password.toLowerCase().includes(username.toLowerCase()),
    { message: PASSWORD_CONTAINS_USERNAME, path: ['password'] },
  );
export type AdminUserCreate = z.input<typeof adminUserCreateSchema>;
export type AdminUserCreateInput = z.output<typeof adminUserCreateSchema>;

/** PUT /admin/users/{id} (owners only): grant or take the owner role. */
export const adminUserRoleUpdateSchema = z.object({ is_superuser: z.boolean() });
export type AdminUserRoleUpdate = z.infer<typeof adminUserRoleUpdateSchema>;

/** GET /admin/users: every account, by username. */
export const adminUserListSchema = z.array(adminUserSchema);
