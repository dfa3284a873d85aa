// The age gate behind the access code: with age verification on, a storefront call needs a
// customer token verified under the current mode and policy version for the same code; raising
// the policy version (through System Config, heard by every app) or changing the mode sends
// everyone through the step again, on the socket too. The exempt routes work without it.
import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { createAdminUser } from '../../../test/factories/admin-users';
import { newShopper, setAgeRules, verifyAge, type Shopper } from '../../../test/helpers/age-step';
import { newClientIp, setupTestApp } from '../../../test/helpers/test-app';
import { connect } from '../../../test/helpers/test-socket';

const t = setupTestApp();
let superuser: { authorization: string };

beforeAll(async () => {
  const user = await createAdminUser(t.db, { isSuperuser: true });
  superuser = { authorization: `Bearer ${t.app.tokens.issueAdminToken(user.id).token}` };
  await setAgeRules(t.app, t.db, {
    age_verification: 'date_of_birth',
    minimum_age: 21,
    age_policy_version: 1,
  });
});

function catalogue(app: FastifyInstance, code: string | null, token: string | null) {
  return app.inject({
    method: 'GET',
    url: '/api/products',
    remoteAddress: newClientIp(),
    headers: {
      ...(code === null ? {} : { 'x-access-code': code }),
      ...(token === null ? {} : { authorization: `Bearer ${token}` }),
    },
  });
}

async function verifiedShopper(): Promise<Shopper> {
  const shopper = await newShopper(t.app, t);
  const response = await verifyAge(t.app, shopper, { date_of_birth: '1990-06-01' });
  expect(response.statusCode).toBe(200);
  return { ...shopper, token: response.json<{ token: string }>().token };
}

function putConfig(body: Record<string, unknown>) {
  return t.app.inject({
    method: 'PUT',
    url: '/api/admin/system/config',
    headers: superuser,
    payload: body,
  });
}

describe('the age gate on storefront calls', () => {
  it('refuses a catalogue call without a token, or with an unverified one; lets a verified one in', async () => {
    const shopper = await newShopper(t.app, t);
    for (const token of [null, shopper.token]) {
      const refused = await catalogue(t.app, shopper.code, token);
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toEqual({
        error: 'age_verification_required',
        detail: 'Confirm your age to continue',
      });
    }
    const verified = await verifyAge(t.app, shopper, { date_of_birth: '1990-06-01' });
    const token = verified.json<{ token: string }>().token;
    expect((await catalogue(t.app, shopper.code, token)).statusCode).toBe(200);
  });

  it('checks the access code first, and wants the token of that very code', async () => {
    const shopper = await verifiedShopper();
    for (const code of [null, 'NOPE99']) {
      const refused = await catalogue(t.app, code, shopper.token);
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toMatchObject({ error: 'invalid_access_code' });
    }
    const other = await newShopper(t.app, t);
    const foreign = await catalogue(t.app, other.code, shopper.token);
    expect(foreign.json()).toMatchObject({ error: 'age_verification_required' });
  });

  it('renews a verified token with its age, so the renewed one passes', async () => {
    const shopper = await verifiedShopper();
    const renewed = await t.app.inject({
      method: 'POST',
      url: '/api/customer-token',
      remoteAddress: newClientIp(),
      headers: { 'x-access-code': shopper.code, authorization: `Bearer ${shopper.token}` },
    });
    expect(renewed.statusCode).toBe(200);
    const token = renewed.json<{ token: string }>().token;
    expect(t.app.tokens.verify(token)).toMatchObject({ age: { method: 'date_of_birth' } });
    expect((await catalogue(t.app, shopper.code, token)).statusCode).toBe(200);
  });

  it('keeps the exempt routes open without a verified token', async () => {
    const shopper = await newShopper(t.app, t);
    const headers = { 'x-access-code': shopper.code };
    expect((await t.app.inject({ method: 'GET', url: '/api/payments/config' })).statusCode).toBe(
      200,
    );
    expect((await t.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
    const gate = await t.app.inject({
      method: 'POST',
      url: '/api/validate-access-code',
      remoteAddress: newClientIp(),
      payload: { code: shopper.code },
    });
    expect(gate.statusCode).toBe(200);
    const renewal = await t.app.inject({
      method: 'POST',
      url: '/api/customer-token',
      remoteAddress: newClientIp(),
      headers: { ...headers, authorization: `Bearer ${shopper.token}` },
    });
    expect(renewal.statusCode).toBe(200);
  });

  it('lets every call in with age verification off', async () => {
    await setAgeRules(t.app, t.db, { age_verification: 'off' });
    try {
      const shopper = await newShopper(t.app, t);
      expect((await catalogue(t.app, shopper.code, null)).statusCode).toBe(200);
    } finally {
      await setAgeRules(t.app, t.db, { age_verification: 'date_of_birth' });
    }
  });
});

describe('changing the age rules', () => {
  it('sends everyone through the step again when the policy version goes up, on every app', async () => {
    const second = await t.buildApp();
    const shopper = await verifiedShopper();
    expect((await catalogue(second, shopper.code, shopper.token)).statusCode).toBe(200);

    const raised = await putConfig({ age_policy_version: 2 });
    expect(raised.statusCode).toBe(200);

    for (const app of [t.app, second]) {
      const refused = await catalogue(app, shopper.code, shopper.token);
      expect(refused.json()).toMatchObject({ error: 'age_verification_required' });
    }
    const again = await verifyAge(second, shopper, { date_of_birth: '1990-06-01' });
    expect(again.json()).toMatchObject({ policy_version: 2 });
    const token = again.json<{ token: string }>().token;
    expect((await catalogue(t.app, shopper.code, token)).statusCode).toBe(200);
  });

  it('refuses lowering the policy version, naming the field', async () => {
    const current = (await t.app.agePolicy.current()).policyVersion;
    const lowered = await putConfig({ age_policy_version: current - 1 });
    expect(lowered.statusCode).toBe(422);
    expect(lowered.json()).toEqual({
      error: 'validation_error',
      detail: [
        expect.objectContaining({
          loc: ['body', 'age_policy_version'],
          msg: `The age policy version can only go up: it is ${String(current)} now`,
        }),
      ],
    });
    expect((await putConfig({ age_policy_version: current })).statusCode).toBe(200);
  });

  it('voids verified tokens when the mode changes', async () => {
    const shopper = await verifiedShopper();
    expect((await putConfig({ age_verification: 'attest' })).statusCode).toBe(200);
    try {
      const refused = await catalogue(t.app, shopper.code, shopper.token);
      expect(refused.json()).toMatchObject({ error: 'age_verification_required' });
    } finally {
      expect((await putConfig({ age_verification: 'date_of_birth' })).statusCode).toBe(200);
    }
  });
});

describe('the age gate on /ws', () => {
  it('closes with 4403 after an error frame for a token that has not passed the step', async () => {
    const shopper = await newShopper(t.app, t);
    const client = await connect(t.app, `/ws?token=${shopper.token}`);
    expect(await client.next()).toEqual({
      type: 'error',
      data: { detail: 'Age verification required' },
    });
    expect((await client.closed).code).toBe(4403);
  });

  it('greets a verified shopper, and closes the socket when the policy version goes up', async () => {
    const shopper = await verifiedShopper();
    const client = await connect(t.app, `/ws?token=${shopper.token}`);
    expect(await client.next()).toMatchObject({ type: 'connection' });

    const version = (await t.app.agePolicy.current()).policyVersion;
    expect((await putConfig({ age_policy_version: version + 1 })).statusCode).toBe(200);

    const frames = [];
    for (let frame = await client.next(); frame.type !== 'error'; frame = await client.next()) {
      frames.push(frame.type);
    }
    expect(frames.every((type) => type === 'configuration_update')).toBe(true);
    expect((await client.closed).code).toBe(4403);
  });
});
