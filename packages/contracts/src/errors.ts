// The error body every endpoint answers with (DESIGN §4).
import { z } from 'zod';

export const validationIssueSchema = z.object({
  loc: z.array(z.union([z.string(), z.number()])),
  msg: z.string(),
  type: z.string(),
});
export type ValidationIssue = z.infer<typeof validationIssueSchema>;

export const errorBodySchema = z.object({
  detail: z.union([z.string(), z.array(validationIssueSchema)]),
  error: z.string().optional(),
});
export type ErrorBody = z.infer<typeof errorBodySchema>;

/** Stable machine-readable codes carried in `error`. */
export const ERROR_CODES = {
  invalidAccessCode: 'invalid_access_code',
  validation: 'validation_error',
  unauthorized: 'unauthorized',
  forbidden: 'forbidden',
  notFound: 'not_found',
  conflict: 'conflict',
  rateLimited: 'rate_limited',
  badRequest: 'bad_request',
  payloadTooLarge: 'payload_too_large',
  unsupportedMediaType: 'unsupported_media_type',
  unavailable: 'service_unavailable',
  internal: 'internal_error',
} as const;
export type ErrorCode = (typeof ERROR_CODES)[keyof typeof ERROR_CODES];
