import { randomBytes } from 'node:crypto';
import type {
  AdminReferralCode,
  AdminReferralCodeListResponse,
  AdminReferralCodeWrite,
} from '@canopy/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { readReferralCode } from '../../../test/factories/referral-codes';
import { readAuditEntries, signInAdmin } from '../../../test/helpers/admin-catalog';
import { setupTestApp } from '../../../test/helpers/test-app';

const t = setupTestApp();
const URL = '/api/admin/referral-codes';

let authorization: string;
let adminId: number;

beforeAll(async () => {
  const { admin, headers } = await signInAdmin(t);
  adminId = admin.id;
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

async function listCodes(query: Record<string, string>) {
  return t.app.inject({ method: 'GET', url: URL, headers: { authorization }, query });
}

function issueFields(body: string): unknown[] {
  const parsed = JSON.parse(body) as { detail: { loc: unknown[] }[] };
  return parsed.detail.map((issue) => issue.loc.at(-1));
}

describe('POST /api/admin/referral-codes', () => {
  it('creates a code, upper-cased and trimmed, with defaults, and audits it', async () => {
    const code = newCode('summer');
    const response = await send('POST', URL, {
      code: `  ${code.toLowerCase()} `,
      discount_type: 'fixed',
      discount_value: 5.5,
      description: ' Summer friends ',
    });
    expect(response.statusCode).toBe(201);
    const created = response.json<{ referral_code: AdminReferralCode }>().referral_code;
    expect(created).toEqual({
      id: expect.any(Number) as number,
      code: code.toUpperCase(),
      description: 'Summer friends',
      discount_type: 'fixed',
      discount_value: 5.5,
      min_subtotal: 0,
      max_uses: null,
      use_count: 0,
      expires_at: null,
      is_active: true,
      created_at: expect.any(String) as string,
    });
    const stored = await readReferralCode(t.db, created.id);
    expect(stored).toMatchObject({ amountOffCents: 550, percentOff: null, discountType: 'fixed' });

    const [entry, ...rest] = await readAuditEntries(t.db, 'referral_code', created.id);
    expect(rest).toEqual([]);
    expect(entry).toMatchObject({ action: 'create', before: null, after: created });
    expect(entry?.actor).toMatch(new RegExp(`^${adminId}:`));
  });

  it('stores every field the form sends', async () => {
    const expiresAt = inDays(7);
    const created = await createCode({
      discount_type: 'percentage',
      discount_value: 12.5,
      min_subtotal: 40,
      max_uses: 3,
      expires_at: expiresAt,
      is_active: false,
    });
    expect(created).toMatchObject({
      discount_value: 12.5,
      min_subtotal: 40,
      max_uses: 3,
      expires_at: expiresAt,
      is_active: false,
    });
    expect(await readReferralCode(t.db, created.id)).toMatchObject({
      percentOff: 12.5,
      amountOffCents: null,
      minSubtotalCents: 4000,
    });
  });

  it.each([
    ['percentage 100', { discount_type: 'percentage', discount_value: 100 }],
    ['percentage 0.01', { discount_type: 'percentage', discount_value: 0.01 }],
    ['fixed $0.01', { discount_type: 'fixed', discount_value: 0.01 }],
    ['max_uses 1', { max_uses: 1 }],
  ] as const)('accepts the edge %s', async (_name, overrides) => {
    expect((await send('POST', URL, codeBody(overrides))).statusCode).toBe(201);
  });

  it.each([
    ['an empty code', { code: '  ' }, 'code'],
    ['a code with spaces', { code: 'TWO WORDS' }, 'code'],
    ['a code with symbols', { code: 'SAVE10%' }, 'code'],
    ['a code of 33 characters', { code: 'A'.repeat(33) }, 'code'],
    ['no discount type', { discount_type: undefined }, 'discount_type'],
    ['an unknown discount type', { discount_type: 'bogo' }, 'discount_type'],
    ['a percentage of 0', { discount_type: 'percentage', discount_value: 0 }, 'discount_value'],
    [
      'a negative percentage',
      { discount_type: 'percentage', discount_value: -5 },
      'discount_value',
    ],
    [
      'a percentage over 100',
      { discount_type: 'percentage', discount_value: 100.01 },
      'discount_value',
    ],
    ['a fixed amount of 0', { discount_type: 'fixed', discount_value: 0 }, 'discount_value'],
    [
      'a fixed amount in fractions of a cent',
      { discount_type: 'fixed', discount_value: 1.234 },
      'discount_value',
    ],
    ['a discount that is text', { discount_value: '10' }, 'discount_value'],
    ['a negative minimum subtotal', { min_subtotal: -1 }, 'min_subtotal'],
    ['max uses of 0', { max_uses: 0 }, 'max_uses'],
    ['fractional max uses', { max_uses: 1.5 }, 'max_uses'],
    ['an expiry that is not a date', { expires_at: 'next friday' }, 'expires_at'],
    ['an expiry in the past', { expires_at: inDays(-1) }, 'expires_at'],
  ])('refuses %s with 422 naming the field', async (_name, overrides, field) => {
    const response = await send('POST', URL, { ...codeBody(), ...overrides });
    expect(response.statusCode).toBe(422);
    expect(issueFields(response.body)).toContain(field);
  });

  it('refuses a taken code, in any case, with 409', async () => {
    const code = newCode();
    await createCode({ code });
    const response = await send('POST', URL, codeBody({ code: code.toLowerCase() }));
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({
      detail: `A referral code "${code}" already exists`,
    });
  });
});

describe('GET /api/admin/referral-codes', () => {
  it('lists newest first by skip and limit, with the total', async () => {
    const before = (await listCodes({})).json<AdminReferralCodeListResponse>().total;
    const made: AdminReferralCode[] = [];
    for (let index = 0; index < 12; index += 1) made.push(await createCode());
    const newestFirst = made.reverse().map((code) => code.id);

    const first = (await listCodes({})).json<AdminReferralCodeListResponse>();
    expect(first.total).toBe(before + 12);
    expect(first.items.map((code) => code.id)).toEqual(newestFirst.slice(0, 10));

    const second = (
      await listCodes({ skip: '10', limit: '10' })
    ).json<AdminReferralCodeListResponse>();
    expect(second.items.slice(0, 2).map((code) => code.id)).toEqual(newestFirst.slice(10));

    const three = (
      await listCodes({ skip: '1', limit: '3' })
    ).json<AdminReferralCodeListResponse>();
    expect(three.items.map((code) => code.id)).toEqual(newestFirst.slice(1, 4));

    const past = (
      await listCodes({ skip: String(before + 12), limit: '10' })
    ).json<AdminReferralCodeListResponse>();
    expect(past).toEqual({ items: [], total: before + 12 });
  });

  it.each([
    ['limit', '0'],
    ['limit', '101'],
    ['limit', 'ten'],
    ['skip', '-1'],
    ['skip', '1.5'],
  ])('refuses %s=%s with 422', async (name, value) => {
    const response = await listCodes({ [name]: value });
    expect(response.statusCode).toBe(422);
    expect(issueFields(response.body)).toContain(name);
  });
});
