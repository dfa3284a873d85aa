// An admin's own session: changing the password (`PUT /auth/password`) and signing out
// (`POST /auth/logout`). New passwords follow the account-creation rules.
import { z } from 'zod';
import { adminPasswordSchema } from './admin-users';
import { adminLoginResponseSchema } from './auth';

export const passwordChangeRequestSchema = z
  .object({
    current_password: z
      .string({ error: 'Enter your current password' })
      .min(1, 'Enter your current password')
      .max(1024),
    new_password: adminPasswordSchema,
  })
  .refine((body) => body.new_password !== body.current_password, {
    message: 'Choose a password different from the current one',
    path: ['new_password'],
  });
export type PasswordChangeRequest = z.infer<typeof passwordChangeRequestSchema>;

/** The other sessions are signed out; this one continues with the new token. */
export const passwordChangeResponseSchema = adminLoginResponseSchema;
export type PasswordChangeResponse = z.infer<typeof passwordChangeResponseSchema>;

export const WRONG_CURRENT_PASSWORD = 'The current password is incorrect';
