// The one rule for an amount of money a form sends: dollars, at most two decimals, 0 to $100,000,
// with messages that name the field.
import { z } from 'zod';

export const dollarsSchema = (label: string) =>
  z
    .number({ error: `Enter the ${label}` })
    .min(0, `The ${label} cannot be negative`)
    .max(100_000, `The ${label} must be at most $100,000`)
    .refine((value) => Number.isInteger(Math.round(value * 100 * 1e6) / 1e6), {
      message: `The ${label} has at most two decimals`,
    });
