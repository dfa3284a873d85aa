import { z } from 'zod';

export const healthResponseSchema = z.object({ status: z.literal('ok') });

export const databaseHealthResponseSchema = z.object({
  status: z.enum(['up', 'down']),
  latency_ms: z.number().nonnegative(),
});
export type DatabaseHealth = z.infer<typeof databaseHealthResponseSchema>;
