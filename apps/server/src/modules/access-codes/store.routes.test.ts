import { describe, expect, it } from 'vitest';
import {
  createAccessCode,
  listAccessCodeEvents,
  readAccessCode,
  updateAccessCode,
} from '../../../test/factories/access-codes';
import { newClientIp, setupTestApp } from '../../../test/helpers/test-app';

const t = setupTestApp();

function validate(code: unknown, remoteAddress = newClientIp()) {
  return t.app.inject({
    method: 'POST',
    url: '/api/validate-access-code',
    payload: { code },
    remoteAddress,
  });
}

describe('POST /api/validate-access-code', () => {
  it('accepts an active code, counts the use and returns a customer token', async () => {
    const { id, code } = await createAccessCode(t);
    const response = await validate(code);

    expect(response.statusCode).toBe(200);
    const body = response.json<{
      valid: boolean;
      message: string;
      token: string;
      expires_at: string;
    }>();
    expect(body).toMatchObject({ valid: true, message: 'Access code validated' });
    expect(t.app.tokens.verify(body.token)).toMatchObject({ kind: 'customer', access_code_id: id });
    const hoursLeft = (Date.parse(body.expires_at) - Date.now()) / 3_600_000;
    expect(hoursLeft).toBeGreaterThan(11.9);
    expect(hoursLeft).toBeLessThanOrEqual(12);

    const row = await readAccessCode(t.db, id);
    expect(row.useCount).toBe(1);
    expect(row.lastUsedAt).not.toBeNull();
    const events = await listAccessCodeEvents(t.db, id);
    expect(events.map((event) => event.kind)).toEqual(['validated']);
    expect(events[0]?.ipHash).toMatch(/^[0-9a-f]{32}$/);
  });

  it('accepts the code in lower case and with surrounding spaces', async () => {
    const { code } = await createAccessCode(t, { code: 'QW3RTY' });
    expect(code).toBe('QW3RTY');
    const response = await validate('  qw3rty ');
    expect(response.json()).toMatchObject({ valid: true });
  });

  it('answers 200 valid:false for a code that does not exist, and logs the rejection', async () => {
    const before = await listAccessCodeEvents(t.db, null);
    const response = await validate('ZZZZZ9');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ valid: false, message: 'Invalid access code' });
    const after = await listAccessCodeEvents(t.db, null);
    expect(after.length - before.length).toBe(1);
    expect(after.at(-1)?.kind).toBe('rejected');
  });

  it('refuses an inactive code and records the rejection against it', async () => {
    const { id, code } = await createAccessCode(t, { isActive: false });
    expect((await validate(code)).json()).toEqual({ valid: false, message: 'Invalid access code' });
    const row = await readAccessCode(t.db, id);
    expect(row.useCount).toBe(0);
    const events = await listAccessCodeEvents(t.db, id);
    expect(events.map((event) => event.kind)).toEqual(['rejected']);
  });

  it('refuses an expired code', async () => {
    const { code } = await createAccessCode(t, { expiresAt: new Date(Date.now() - 1000) });
    expect((await validate(code)).json()).toMatchObject({ valid: false });
  });

  it('accepts a code until max_uses and stops use_count exactly there', async () => {
    const { id, code } = await createAccessCode(t, { maxUses: 2 });
    const results = await Promise.all([1, 2, 3, 4].map(() => validate(code)));
    const valid = results.filter((response) => response.json<{ valid: boolean }>().valid);
    expect(valid).toHaveLength(2);
    expect((await readAccessCode(t.db, id)).useCount).toBe(2);
  });

  it('a code deactivated after use is refused on the next validation', async () => {
    const { id, code } = await createAccessCode(t);
    expect((await validate(code)).json()).toMatchObject({ valid: true });
    await updateAccessCode(t.db, id, { isActive: false });
    expect((await validate(code)).json()).toMatchObject({ valid: false });
  });

  it('answers 422 with the field list for a malformed code', async () => {
    for (const code of ['ABC12', 'ABC1234', 'AB-12C', 123456, null]) {
      const response = await validate(code);
      expect(response.statusCode, String(code)).toBe(422);
      const body = response.json<{ detail: Array<{ loc: unknown[] }>; error: string }>();
      expect(body.error).toBe('validation_error');
      expect(body.detail[0]?.loc).toEqual(['body', 'code']);
    }
  });

  it('answers 422 for malformed JSON and for a body without code', async () => {
    const malformed = await t.app.inject({
      method: 'POST',
      url: '/api/validate-access-code',
      headers: { 'content-type': 'application/json' },
      payload: '{"code": "ABC',
      remoteAddress: newClientIp(),
    });
    expect(malformed.statusCode).toBe(422);
    expect(malformed.json()).toEqual({
      detail: [{ loc: ['body'], msg: 'Request body is not valid JSON', type: 'json_invalid' }],
      error: 'validation_error',
    });

    const wrongBody = await t.app.inject({
      method: 'POST',
      url: '/api/validate-access-code',
      payload: { access_code: 'ABC123' },
      remoteAddress: newClientIp(),
    });
    expect(wrongBody.statusCode).toBe(422);
    expect(wrongBody.json<{ detail: Array<{ loc: unknown[] }> }>().detail[0]?.loc).toEqual([
      'body',
      'code',
    ]);
  });

  it('answers the 11th call within a minute from one client with 429 and Retry-After', async () => {
    const client = newClientIp();
    const { code } = await createAccessCode(t);
    for (let call = 1; call <= 10; call += 1) {
      expect((await validate(call % 2 ? code : 'NOPE00', client)).statusCode).toBe(200);
    }
    const limited = await validate(code, client);
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual({
      detail: 'Rate limit exceeded. Please wait before retrying.',
      error: 'rate_limited',
    });
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    // Malformed bodies are limited too: the limit runs before the body is read.
    expect((await validate('x', client)).statusCode).toBe(429);
    // Another client is not affected.
    expect((await validate(code)).statusCode).toBe(200);
  });

  it('counts X-Forwarded-For as the client only when TRUST_PROXY is on', async () => {
    const spoofed = newClientIp();
    for (let call = 1; call <= 11; call += 1) {
      const direct = await t.app.inject({
        method: 'POST',
        url: '/api/validate-access-code',
        payload: { code: 'NOPE00' },
        headers: { 'x-forwarded-for': spoofed },
        remoteAddress: newClientIp(),
      });
      expect(direct.statusCode).toBe(200);
    }

    const proxied = await t.buildApp({ TRUST_PROXY: 'true' });
    const forwarded = newClientIp();
    for (let call = 1; call <= 10; call += 1) {
      const response = await proxied.inject({
        method: 'POST',
        url: '/api/validate-access-code',
        payload: { code: 'NOPE00' },
        headers: { 'x-forwarded-for': forwarded },
        remoteAddress: newClientIp(),
      });
      expect(response.statusCode).toBe(200);
    }
    const limited = await proxied.inject({
      method: 'POST',
      url: '/api/validate-access-code',
      payload: { code: 'NOPE00' },
      headers: { 'x-forwarded-for': forwarded },
      remoteAddress: newClientIp(),
    });
    expect(limited.statusCode).toBe(429);
  });
});
