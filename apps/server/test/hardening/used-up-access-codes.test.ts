// A code whose max_uses are all counted opens the shop only to the shoppers whose validations it
// counted (docs/decisions/0022-storefront-gate-refusals-and-used-up-codes.md): their customer
// token, sent as Bearer beside X-Access-Code, names the code. Anyone else sending the code, on any
// storefront route and checkout included, gets 403 invalid_access_code, from the very call after
// the last validation although the gate had remembered the code as usable.
import { describe, expect, it } from 'vitest';
import { createAccessCode } from '../factories/access-codes';
import { newClientIp, setupTestApp } from '../helpers/test-app';

const t = setupTestApp();
const REFUSED = { detail: 'Invalid access code', error: 'invalid_access_code' };

async function validate(code: string) {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/validate-access-code',
    remoteAddress: newClientIp(),
    payload: { code },
  });
  return response.json<{ valid: boolean; token?: string }>();
}

async function tokenFor(code: string): Promise<string> {
  const { token } = await validate(code);
  if (!token) throw new Error(`${code} did not validate`);
  return token;
}

function browse(code: string, token?: string) {
  return t.app.inject({
    method: 'GET',
    url: '/api/products/categories',
    remoteAddress: newClientIp(),
    headers: { 'x-access-code': code, ...(token ? { authorization: `Bearer ${token}` } : {}) },
  });
}

function checkout(code: string, token?: string) {
  return t.app.inject({
    method: 'POST',
    url: '/api/orders',
    remoteAddress: newClientIp(),
    headers: { 'x-access-code': code, ...(token ? { authorization: `Bearer ${token}` } : {}) },
    payload: {},
  });
}

describe('an access code with all its uses counted', () => {
  it('keeps its validated shoppers going and refuses everyone else', async () => {
    const { code } = await createAccessCode(t, { maxUses: 2 });
    const first = await tokenFor(code);
    // Not used up yet: the code alone opens the shop (and the gate remembers it as usable).
    expect((await browse(code)).statusCode).toBe(200);
    const second = await tokenFor(code);

    expect(await validate(code)).toMatchObject({ valid: false });
    for (const token of [first, second]) {
      expect((await browse(code, token)).statusCode).toBe(200);
      // Past the gate: the empty order is the checkout's own 422, not a refusal.
      expect((await checkout(code, token)).statusCode).toBe(422);
    }

    for (const call of [browse(code), checkout(code)]) {
      const response = await call;
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual(REFUSED);
    }
  });

  it('does not open to a customer token of another code', async () => {
    const usedUp = await createAccessCode(t, { maxUses: 1 });
    await tokenFor(usedUp.code);
    const other = await createAccessCode(t);
    const otherToken = await tokenFor(other.code);
    const response = await browse(usedUp.code, otherToken);
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual(REFUSED);
    // That token still opens its own code.
    expect((await browse(other.code, otherToken)).statusCode).toBe(200);
  });
});
