// No malformed request anywhere gets a 500: each answers the error shape of
// docs/product.md#error-catalogue with the status that names what was wrong.
import { errorBodySchema } from '@canopy/contracts';
import type { InjectOptions } from 'fastify';
import { describe, expect, it } from 'vitest';
import { newClientIp, setupTestApp } from './helpers/test-app';

const t = setupTestApp();

const json = { 'content-type': 'application/json' };

interface Case {
  name: string;
  request: InjectOptions;
  status: number;
  error?: string;
}

const cases: Case[] = [
  {
    name: 'truncated JSON',
    request: {
      method: 'POST',
      url: '/api/validate-access-code',
      headers: json,
      payload: '{"code":',
    },
    status: 422,
    error: 'validation_error',
  },
  {
    name: 'empty JSON body',
    request: { method: 'POST', url: '/api/validate-access-code', headers: json, payload: '' },
    status: 422,
    error: 'validation_error',
  },
  {
    name: 'JSON null',
    request: { method: 'POST', url: '/api/validate-access-code', headers: json, payload: 'null' },
    status: 422,
    error: 'validation_error',
  },
  {
    name: 'JSON array',
    request: { method: 'POST', url: '/api/admin/login', headers: json, payload: '[1,2]' },
    status: 422,
    error: 'validation_error',
  },
  {
    name: 'prototype pollution attempt',
    request: {
      method: 'POST',
      url: '/api/validate-access-code',
      headers: json,
      payload: '{"code":"ABC123","__proto__":{"admin":true}}',
    },
    status: 422,
    error: 'validation_error',
  },
  {
    name: 'wrong types',
    request: {
      method: 'POST',
      url: '/api/admin/login',
      headers: json,
      payload: '{"username":{"$ne":null},"password":["a"]}',
    },
    status: 422,
    error: 'validation_error',
  },
  {
    name: 'deeply nested JSON',
    request: {
      method: 'POST',
      url: '/api/validate-access-code',
      headers: json,
      payload: `${'['.repeat(5000)}${']'.repeat(5000)}`,
    },
    status: 422,
    error: 'validation_error',
  },
  {
    name: 'invalid UTF-8 in JSON',
    request: {
      method: 'POST',
      url: '/api/validate-access-code',
      headers: json,
      payload: Buffer.from([
        0x7b, 0x22, 0x63, 0x6f, 0x64, 0x65, 0x22, 0x3a, 0x22, 0xff, 0xfe, 0x22, 0x7d,
      ]),
    },
    status: 422,
    error: 'validation_error',
  },
  {
    name: 'no body at all',
    request: { method: 'POST', url: '/api/validate-access-code' },
    status: 422,
    error: 'validation_error',
  },
  {
    name: 'text/plain body',
    request: {
      method: 'POST',
      url: '/api/validate-access-code',
      headers: { 'content-type': 'text/plain' },
      payload: 'ABC123',
    },
    status: 415,
    error: 'unsupported_media_type',
  },
  {
    name: 'multipart body to a JSON route',
    request: {
      method: 'POST',
      url: '/api/admin/login',
      headers: { 'content-type': 'multipart/form-data; boundary=x' },
      payload: '--x\r\nContent-Disposition: form-data; name="username"\r\n\r\na\r\n--x--\r\n',
    },
    status: 415,
    error: 'unsupported_media_type',
  },
  {
    name: 'repeated form fields',
    request: {
      method: 'POST',
      url: '/api/admin/login',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'username=a&username=b&password=x',
    },
    status: 422,
    error: 'validation_error',
  },
  {
    // Decoded leniently: a well-formed login with a username nobody has.
    name: 'broken percent-encoding in a form',
    request: {
      method: 'POST',
      url: '/api/admin/login',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'username=%E0%A4%A&password=%',
    },
    status: 401,
    error: 'unauthorized',
  },
  {
    name: 'body over the size limit',
    request: {
      method: 'POST',
      url: '/api/validate-access-code',
      headers: json,
      payload: JSON.stringify({ code: 'A'.repeat(2 * 1024 * 1024) }),
    },
    status: 413,
    error: 'payload_too_large',
  },
  {
    name: 'malformed URL encoding in the path',
    request: { method: 'GET', url: '/api/products/%E0%A4%A' },
    status: 400,
    error: 'bad_request',
  },
  {
    name: 'unknown API path',
    request: { method: 'GET', url: '/api/no/such/thing' },
    status: 404,
    error: 'not_found',
  },
  {
    name: 'wrong method on a known path',
    request: { method: 'DELETE', url: '/api/health' },
    status: 404,
    error: 'not_found',
  },
  {
    name: 'oversized bearer token',
    request: {
      method: 'GET',
      url: '/api/auth/me',
      headers: { authorization: `Bearer ${'a'.repeat(20_000)}` },
    },
    status: 401,
    error: 'unauthorized',
  },
  {
    name: 'oversized access code header',
    request: {
      method: 'GET',
      url: '/api/products/categories',
      headers: { 'x-access-code': 'A'.repeat(20_000) },
    },
    status: 403,
    error: 'invalid_access_code',
  },
  {
    name: 'access code header with control characters',
    request: {
      method: 'GET',
      url: '/api/products/categories',
      headers: { 'x-access-code': 'ABC\u0001' },
    },
    status: 403,
    error: 'invalid_access_code',
  },
];

describe('malformed requests', () => {
  it.each(cases)('$name → $status', async ({ request, status, error }) => {
    const response = await t.app.inject({ remoteAddress: newClientIp(), ...request });
    expect(response.statusCode).toBe(status);
    const body = errorBodySchema.parse(response.json());
    expect(body.error).toBe(error);
    expect(response.body).not.toMatch(/at .*\.ts:\d+|stack|select |insert /i);
  });
});
