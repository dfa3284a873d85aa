// Admin sign-in and the admin user as the API shows it: `is_superuser` means "has the owner role",
// and every user carries its role and permissions (docs/product.md#staff-roles).
import { z } from 'zod';
import { staffAccessSchema } from './staff-roles';

export const adminUserSchema = z
  .object({
    id: z.number().int(),
    username: z.string(),
    is_active: z.boolean(),
    is_superuser: z.boolean(),
    last_login_at: z.iso.datetime({ offset: true }).nullable(),
    created_at: z.iso.datetime({ offset: true }),
  })
  .extend(staffAccessSchema.shape);
export type AdminUser = z.infer<typeof adminUserSchema>;

export const adminLoginRequestSchema = z.object({
  username: z.string().trim().min(1, 'Username is required').max(100),
  password: z.string().min(1, 'Password is required').max(1024),
});
export type AdminLoginRequest = z.infer<typeof adminLoginRequestSchema>;

export const adminLoginResponseSchema = z.object({
  access_token: z.string(),
  token_type: z.literal('bearer'),
  expires_at: z.iso.datetime({ offset: true }),
  user: adminUserSchema,
});
export type AdminLoginResponse = z.infer<typeof adminLoginResponseSchema>;
