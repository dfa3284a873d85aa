// POST /api/customer-token: a returning shopper's token is renewed for the same session while the
// code is usable, without counting a use. Time passes by moving the clock, never by waiting.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createAdminUser } from '../../../test/factories/admin-users';
import { createAccessCode, readAccessCode } from '../../../test/factories/access-codes';
import { newClientIp, setupTestApp } from '../../../test/helpers/test-app';
import { UNKNOWN_CUSTOMER_TOKEN } from './store.routes';

const t = setupTestApp();
const HOUR_MS = 3_600_000;

afterEach(() => {
  vi.useRealTimers();
});

async function admitted(): Promise<{ id: number; code: string; token: string }> {
  const { id, code } = await createAccessCode(t);
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/validate-access-code',
    payload: { code },
    remoteAddress: newClientIp(),
  });
  return { id, code, token: response.json<{ token: string }>().token };
}

function renew(code: string, token: string | null) {
  return t.app.inject({
    method: 'POST',
    url: '/api/customer-token',
    remoteAddress: newClientIp(),
    headers: {
      'x-access-code': code,
      ...(token === null ? {} : { authorization: `Bearer ${token}` }),
    },
  });
}

function sessionOf(token: string): string | undefined {
  return t.app.tokens.readCustomerToken(token)?.session_id;
}

function moveClock(byMs: number): void {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(Date.now() + byMs);
}

describe('POST /api/customer-token', () => {
  it('renews an expired token for the same session without counting a use', async () => {
    const shopper = await admitted();
    const session = sessionOf(shopper.token);
    expect(session).toMatch(/^[0-9a-f-]{36}$/);

    moveClock(13 * HOUR_MS);
    expect(t.app.tokens.verify(shopper.token)).toBeNull();

    const response = await renew(shopper.code, shopper.token);
    expect(response.statusCode, response.body).toBe(200);
    const renewed = response.json<{ token: string; expires_at: string }>();
    expect(t.app.tokens.verify(renewed.token)).toEqual({
      kind: 'customer',
      access_code_id: shopper.id,
      session_id: session,
    });
    expect(Date.parse(renewed.expires_at)).toBe(
      Math.floor((Date.now() + 12 * HOUR_MS) / 1000) * 1000,
    );
    expect((await readAccessCode(t.db, shopper.id)).useCount).toBe(1);
  });

  it('renews a token that is still valid, and the renewed one again', async () => {
    const shopper = await admitted();
    moveClock(11 * HOUR_MS);
    const first = (await renew(shopper.code, shopper.token)).json<{ token: string }>();
    moveClock(11 * HOUR_MS);
    const second = await renew(shopper.code, first.token);
    expect(second.statusCode).toBe(200);
    expect(sessionOf(second.json<{ token: string }>().token)).toBe(sessionOf(shopper.token));
  });

  it('is refused once the code is deactivated (403 invalid_access_code)', async () => {
    const shopper = await admitted();
    const admin = await createAdminUser(t.db);
    const deactivate = await t.app.inject({
      method: 'PUT',
      url: `/api/admin/access-codes/${String(shopper.id)}`,
      headers: { authorization: `Bearer ${t.app.tokens.issueAdminToken(admin.id).token}` },
      payload: { is_active: false },
    });
    expect(deactivate.statusCode).toBe(200);

    const response = await renew(shopper.code, shopper.token);
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ error: 'invalid_access_code' });
  });

  it('starts a session when renewing a token issued before tokens carried one', async () => {
    const shopper = await admitted();
    const legacy = t.app.jwt.sign({ kind: 'customer', access_code_id: shopper.id });
    expect(t.app.tokens.verify(legacy)).toMatchObject({ access_code_id: shopper.id });

    const response = await renew(shopper.code, legacy);
    expect(response.statusCode, response.body).toBe(200);
    expect(sessionOf(response.json<{ token: string }>().token)).toMatch(/^[0-9a-f-]{36}$/);
  });

  it("renews a used-up code's shopper whose token has expired, and nobody else", async () => {
    const { id, code } = await createAccessCode(t, { maxUses: 1 });
    const validated = await t.app.inject({
      method: 'POST',
      url: '/api/validate-access-code',
      payload: { code },
      remoteAddress: newClientIp(),
    });
    const token = validated.json<{ token: string }>().token;
    expect((await readAccessCode(t.db, id)).useCount).toBe(1);

    moveClock(13 * HOUR_MS);
    expect((await renew(code, token)).statusCode).toBe(200);
    const stranger = await renew(code, null);
    expect(stranger.statusCode).toBe(403);
    expect(stranger.json()).toMatchObject({ error: 'invalid_access_code' });
  });

  it('refuses no token, a forged one, an admin token and the token of another code (401)', async () => {
    const shopper = await admitted();
    const other = await admitted();
    const admin = await createAdminUser(t.db);
    const forged = `${shopper.token.slice(0, -4)}${shopper.token.endsWith('AAAA') ? 'BBBB' : 'AAAA'}`;
    const tokens = [null, forged, t.app.tokens.issueAdminToken(admin.id).token, other.token];
    for (const token of tokens) {
      const response = await renew(shopper.code, token);
      expect(response.statusCode, String(token)).toBe(401);
      expect(response.json()).toMatchObject({ detail: UNKNOWN_CUSTOMER_TOKEN });
    }
  });
});
