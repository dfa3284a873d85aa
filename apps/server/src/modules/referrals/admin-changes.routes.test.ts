import { randomBytes } from 'node:crypto';
import type { AdminReferralCode, AdminReferralCodeWrite } from '@canopy/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { createShopper, orderRequest, placeOrder } from '../../../test/factories/orders';
import { createProduct } from '../../../test/factories/products';
import { readReferralCode, updateReferralCode } from '../../../test/factories/referral-codes';
import { readAuditEntries, signInAdmin } from '../../../test/helpers/admin-catalog';
import { setupTestApp } from '../../../test/helpers/test-app';

const t = setupTestApp();
const URL = '/api/admin/referral-codes';

let authorization: string;

beforeAll(async () => {
  const { headers } = await signInAdmin(t);
  authorization = headers.authorization;
});

/** A code no other test uses. */
function newCode(prefix = 'CODE'): string {
  return `${prefix}-${randomBytes(4).toString('hex').toUpperCase()}`;
}

function codeBody(overrides: Partial<AdminReferralCodeWrite> = {}): AdminReferralCodeWrite {
  return { code: newCode(), discount_type: 'percentage', discount_value: 10, ...overrides };
}

const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString();

function send(method: 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown) {
  return t.app.inject({
    method,
    url,
    headers: { authorization },
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
  });
}

async function createCode(overrides: Partial<AdminReferralCodeWrite> = {}) {
  const response = await send('POST', URL, codeBody(overrides));
  expect(response.statusCode, response.body).toBe(201);
  return response.json<{ referral_code: AdminReferralCode }>().referral_code;
}

function issueFields(body: string): unknown[] {
  const parsed = JSON.parse(body) as { detail: { loc: unknown[] }[] };
  return parsed.detail.map((issue) => issue.loc.at(-1));
}

describe('PUT /api/admin/referral-codes/:id', () => {
  it('replaces every field but the use count, and audits before and after', async () => {
    const original = await createCode({ discount_type: 'percentage', discount_value: 15 });
    const body = {
      code: newCode('renamed'),
      description: 'Now $7 off',
      discount_type: 'fixed',
      discount_value: 7,
      min_subtotal: 30,
      max_uses: 50,
      expires_at: inDays(30),
      is_active: false,
    } satisfies AdminReferralCodeWrite;
    const response = await send('PUT', `${URL}/${original.id}`, body);
    expect(response.statusCode).toBe(200);
    const updated = response.json<{ referral_code: AdminReferralCode }>().referral_code;
    expect(updated).toEqual({
      ...original,
      ...body,
      code: body.code.toUpperCase(),
    });
    expect(await readReferralCode(t.db, original.id)).toMatchObject({
      percentOff: null,
      amountOffCents: 700,
    });
    const entries = await readAuditEntries(t.db, 'referral_code', original.id);
    expect(entries.at(-1)).toMatchObject({ action: 'update', before: original, after: updated });
  });

  it('keeps an expiry that has passed while other fields change, but refuses setting one', async () => {
    const code = await createCode({ expires_at: inDays(2) });
    const past = inDays(-3);
    const refused = await send(
      'PUT',
      `${URL}/${code.id}`,
      codeBody({ code: code.code, expires_at: past }),
    );
    expect(refused.statusCode).toBe(422);
    expect(issueFields(refused.body)).toEqual(['expires_at']);

    // As if the code had expired meanwhile: its stored expiry may stay as it is.
    await updateReferralCode(t.db, code.id, { expiresAt: new Date(past) });
    const kept = await send(
      'PUT',
      `${URL}/${code.id}`,
      codeBody({ code: code.code, expires_at: past, description: 'Expired, noted' }),
    );
    expect(kept.statusCode).toBe(200);
    expect(kept.json()).toMatchObject({
      referral_code: { expires_at: past, description: 'Expired, noted' },
    });
  });

  it('refuses a code another one has with 409, and an unknown id with 404', async () => {
    const taken = await createCode();
    const mine = await createCode();
    const conflict = await send('PUT', `${URL}/${mine.id}`, codeBody({ code: taken.code }));
    expect(conflict.statusCode).toBe(409);
    expect((await readReferralCode(t.db, mine.id)).code).toBe(mine.code);

    expect((await send('PUT', `${URL}/999999`, codeBody())).statusCode).toBe(404);
    const invalid = await send('PUT', `${URL}/${mine.id}`, codeBody({ discount_value: 101 }));
    expect(invalid.statusCode).toBe(422);
  });
});

describe('DELETE /api/admin/referral-codes/:id', () => {
  it('deletes a code no order used', async () => {
    const code = await createCode();
    const response = await send('DELETE', `${URL}/${code.id}`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      deleted: true,
      deactivated: false,
      detail: 'Referral code deleted',
    });
    expect((await send('PUT', `${URL}/${code.id}`, codeBody())).statusCode).toBe(404);
    const entries = await readAuditEntries(t.db, 'referral_code', code.id);
    expect(entries.at(-1)).toMatchObject({ action: 'delete', before: code, after: null });
    expect((await send('DELETE', `${URL}/${code.id}`)).statusCode).toBe(404);
  });

  it('deactivates a code that orders used instead, and says so', async () => {
    const code = await createCode();
    const product = await createProduct(t.db, { stockQuantity: 5 });
    const shopper = await createShopper(t);
    await placeOrder(
      t.app,
      shopper,
      orderRequest([{ product_id: product.id, quantity: 1 }], { referral_code: code.code }),
    );

    const response = await send('DELETE', `${URL}/${code.id}`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      deleted: false,
      deactivated: true,
      detail: 'Orders used this referral code, so it was deactivated instead of deleted',
    });
    expect(await readReferralCode(t.db, code.id)).toMatchObject({ isActive: false, useCount: 1 });
    const entries = await readAuditEntries(t.db, 'referral_code', code.id);
    expect(entries.at(-1)).toMatchObject({
      action: 'deactivate',
      before: { is_active: true },
      after: { is_active: false },
    });

    // Again: the same answer, and nothing more to audit.
    expect((await send('DELETE', `${URL}/${code.id}`)).json()).toMatchObject({ deactivated: true });
    expect(await readAuditEntries(t.db, 'referral_code', code.id)).toHaveLength(entries.length);
  });
});
