// The one error handler and the one not-found handler (docs/product.md#error-catalogue). Every
// failure leaves as `{detail, error}`: the field list for bad input (422), fixed statuses for the
// AppError family, 503 when a backing service is away, and a generic 500 (logged with the request
// id, never a stack or SQL) for everything else. Malformed input of any kind is a 4xx, never a 500.
import { ERROR_CODES, type ErrorBody, type ValidationIssue } from '@canopy/contracts';
import type { FastifyReply, FastifyRequest, FastifySchemaValidationError } from 'fastify';
import fp from 'fastify-plugin';
import {
  AppError,
  PermissionDeniedError,
  ProductAgeRequirementError,
  RateLimitedError,
  STATUS_BY_CODE,
} from '../lib/errors';
import { isServiceUnavailableError } from '../lib/service-unavailable';

export interface ErrorResponse {
  statusCode: number;
  body: ErrorBody;
  retryAfterSeconds?: number;
}

type ErrorLike = Partial<{
  code: string;
  statusCode: number;
  message: string;
  validation: FastifySchemaValidationError[];
  validationContext: string;
}>;

function asErrorLike(error: unknown): ErrorLike {
  return typeof error === 'object' && error !== null ? error : {};
}

function issueLocation(context: string, instancePath: string): ValidationIssue['loc'] {
  const segments = instancePath
    .split('/')
    .filter((segment) => segment.length > 0)
    .map((segment) => (/^\d+$/.test(segment) ? Number(segment) : segment));
  return [context, ...segments];
}

function validationResponse(issues: ValidationIssue[]): ErrorResponse {
  return {
    statusCode: STATUS_BY_CODE[ERROR_CODES.validation],
    body: { detail: issues, error: ERROR_CODES.validation },
  };
}

function simpleResponse(code: keyof typeof STATUS_BY_CODE, detail: string): ErrorResponse {
  return { statusCode: STATUS_BY_CODE[code], body: { detail, error: code } };
}

// PostgreSQL errors that the client's input caused, by SQLSTATE:
//   23505 unique_violation: a row that already exists, reached only by a race the services' own
//         checks could not see: still the client's conflict, not a server fault;
//   22021 character_not_in_repertoire: text holding a NUL character, which PostgreSQL cannot
//         store or compare in any text column (found by the contract fuzz suite).
const UNIQUE_VIOLATION = '23505';
const NUL_IN_TEXT = '22021';

function hasSqlState(error: unknown, state: string): boolean {
  let current: unknown = error;
  for (let depth = 0; depth < 4 && typeof current === 'object' && current !== null; depth += 1) {
    if (asErrorLike(current).code === state) return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}

/** What to answer for a thrown error; exported for the framework-error path and for tests. */
export function toErrorResponse(error: unknown): ErrorResponse {
  if (error instanceof AppError) {
    return {
      statusCode: error.statusCode,
      body: {
        detail: error.detail,
        error: error.code,
        ...(error instanceof PermissionDeniedError ? { permission: error.permission } : {}),
        ...(error instanceof ProductAgeRequirementError
          ? { product_ids: [...error.productIds] }
          : {}),
        ...error.extraFields,
      },
      ...(error instanceof RateLimitedError ? { retryAfterSeconds: error.retryAfterSeconds } : {}),
    };
  }

  const { code, statusCode, message, validation, validationContext } = asErrorLike(error);

  if (Array.isArray(validation) && validation.length > 0) {
    return validationResponse(
      validation.map((issue) => ({
        loc: issueLocation(validationContext ?? 'body', issue.instancePath),
        msg: issue.message ?? 'Invalid value',
        type: issue.keyword,
      })),
    );
  }

  switch (code) {
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return validationResponse([
        { loc: ['body'], msg: 'Request body is not valid JSON', type: 'json_invalid' },
      ]);
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return simpleResponse(
        ERROR_CODES.unsupportedMediaType,
        'Unsupported content type: send application/json',
      );
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return simpleResponse(ERROR_CODES.payloadTooLarge, 'Request body is too large');
    default:
      break;
  }

  if (isServiceUnavailableError(error)) {
    return simpleResponse(ERROR_CODES.unavailable, 'Service temporarily unavailable');
  }
  if (hasSqlState(error, UNIQUE_VIOLATION)) {
    return simpleResponse(ERROR_CODES.conflict, 'This resource already exists');
  }
  if (hasSqlState(error, NUL_IN_TEXT)) {
    return validationResponse([
      {
        loc: ['request'],
        msg: 'Text must not contain the NUL character (\\u0000)',
        type: 'nul_character',
      },
    ]);
  }

  // Other client errors raised by Fastify or a plugin (bad URL, bad Content-Length, …) keep their
  // status; their messages describe the request, not the server.
  if (statusCode !== undefined && statusCode >= 400 && statusCode < 500) {
    if (statusCode === 413)
      return simpleResponse(ERROR_CODES.payloadTooLarge, 'Request body is too large');
    if (statusCode === 415) {
      return simpleResponse(ERROR_CODES.unsupportedMediaType, message ?? 'Unsupported Media Type');
    }
    return {
      statusCode,
      body: { detail: message ?? 'Bad request', error: ERROR_CODES.badRequest },
    };
  }

  return simpleResponse(ERROR_CODES.internal, 'Internal server error');
}

export function sendError(error: unknown, request: FastifyRequest, reply: FastifyReply): void {
  const response = toErrorResponse(error);
  if (response.statusCode >= 500) {
    // The request id is on every line of request.log; the client sees only the generic body.
    request.log.error({ err: error }, 'request failed');
  } else {
    request.log.info(
      { statusCode: response.statusCode, detail: response.body.detail },
      'request rejected',
    );
  }
  if (response.retryAfterSeconds !== undefined) {
    reply.header('retry-after', String(Math.max(1, Math.ceil(response.retryAfterSeconds))));
  }
  void reply.code(response.statusCode).type('application/json; charset=utf-8').send(response.body);
}

export default fp(
  (app, _options, done) => {
    app.setErrorHandler((error, request, reply) => {
      sendError(error, request, reply);
    });

    app.setNotFoundHandler((request, reply) => {
      if (app.webApp.wantsPage(request)) return app.webApp.sendPage(request, reply);
      return reply
        .code(404)
        .send({ detail: 'Not found', error: ERROR_CODES.notFound } satisfies ErrorBody);
    });
    done();
  },
  { name: 'error-handler', dependencies: ['web-app'] },
);
