import type { DeliveryZone } from '@canopy/contracts';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createAdminUser } from '../../../test/factories/admin-users';
import {
  countDeliveryZones,
  deleteDeliveryZones,
  deliveryZoneAuditActions,
  deliveryZoneRow,
} from '../../../test/factories/delivery-zones';
import { setupTestApp } from '../../../test/helpers/test-app';

const t = setupTestApp();
let owner: { authorization: string };
let manager: { authorization: string };
let budtender: { authorization: string };

async function headersOf(role: string) {
  const user = await createAdminUser(t.db, { role });
  return { authorization: `Bearer ${t.app.tokens.issueAdminToken(user.id).token}` };
}

const URL = '/api/admin/delivery-zones';

function createZone(payload: Record<string, unknown>, headers = owner) {
  return t.app.inject({ method: 'POST', url: URL, headers, payload });
}

function updateZone(id: number, payload: Record<string, unknown>, headers = owner) {
  return t.app.inject({ method: 'PUT', url: `${URL}/${String(id)}`, headers, payload });
}

const downtown = {
  name: 'Downtown',
  postal_codes: ['97201', ' 97205 '],
  fee: 4.99,
  minimum_subtotal: 25,
  free_over: 100,
};

beforeAll(async () => {
  owner = await headersOf('owner');
  manager = await headersOf('manager');
  budtender = await headersOf('budtender');
});

beforeEach(async () => {
  await deleteDeliveryZones(t.db);
});

describe('/api/admin/delivery-zones', () => {
  it('creates, lists, updates and deletes a zone, in dollars, each write audited', async () => {
    const created = await createZone(downtown);
    expect(created.statusCode, created.body).toBe(201);
    const zone = created.json<DeliveryZone>();
    expect(zone).toEqual({
      id: zone.id,
      name: 'Downtown',
      postal_codes: ['97201', '97205'],
      fee: 4.99,
      minimum_subtotal: 25,
      free_over: 100,
      is_active: true,
    });
    expect(await deliveryZoneRow(t.db, zone.id)).toMatchObject({
      feeCents: 499,
      minimumSubtotalCents: 2500,
      freeOverCents: 10000,
    });

    const updated = await updateZone(zone.id, { free_over: null, postal_codes: ['97209'] });
    expect(updated.statusCode, updated.body).toBe(200);
    expect(updated.json()).toMatchObject({ free_over: null, postal_codes: ['97209'], fee: 4.99 });

    const list = await t.app.inject({ method: 'GET', url: URL, headers: budtender });
    expect(list.statusCode).toBe(200);
    expect(list.json()).toEqual({ items: [updated.json()] });

    const removed = await t.app.inject({
      method: 'DELETE',
      url: `${URL}/${String(zone.id)}`,
      headers: owner,
    });
    expect(removed.statusCode).toBe(204);
    expect((await t.app.inject({ method: 'GET', url: URL, headers: owner })).json()).toEqual({
      items: [],
    });

    expect(await deliveryZoneAuditActions(t.db, zone.id)).toEqual(['create', 'update', 'delete']);
  });

  it('refuses a postal code another active zone holds: 409 naming the code and the zone', async () => {
    const first = (await createZone(downtown)).json<DeliveryZone>();
    const clash = await createZone({
      ...downtown,
      name: 'Pearl',
      postal_codes: ['97209', '97205'],
    });
    expect(clash.statusCode).toBe(409);
    expect(clash.json()).toEqual({
      error: 'conflict',
      detail:
        `Postal code 97205 is already in the active zone "Downtown" (id ${String(first.id)}): ` +
        'a postal code belongs to at most one active zone',
    });

    // An inactive zone may list it; activating that zone is the same 409.
    const paused = await createZone({ ...downtown, name: 'Pearl', is_active: false });
    expect(paused.statusCode, paused.body).toBe(201);
    const pausedZone = paused.json<DeliveryZone>();
    const activate = await updateZone(pausedZone.id, { is_active: true });
    expect(activate.statusCode).toBe(409);
    expect(activate.json<{ detail: string }>().detail).toContain('97201');

    // Once the first zone is inactive, the other may take the codes.
    expect((await updateZone(first.id, { is_active: false })).statusCode).toBe(200);
    expect((await updateZone(pausedZone.id, { is_active: true })).statusCode).toBe(200);
  });

  it('lets only one of two racing zones take the same postal code', async () => {
    const answers = await Promise.all(
      ['North', 'South'].map((name) => createZone({ ...downtown, name, postal_codes: ['97230'] })),
    );
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 409]);
    const refused = answers.find((answer) => answer.statusCode === 409);
    expect(refused?.json<{ detail: string }>().detail).toMatch(
      /^Postal code 97230 is already in the active zone "(North|South)"/,
    );
    expect(await countDeliveryZones(t.db)).toBe(1);
  });

  it.each([
    [{ ...downtown, postal_codes: [] }, ['body', 'postal_codes'], 'List at least one postal code'],
    [
      { ...downtown, postal_codes: ['97201', '97201'] },
      ['body', 'postal_codes', 1],
      '97201 is listed twice',
    ],
    [{ ...downtown, fee: -1 }, ['body', 'fee'], 'The delivery fee cannot be negative'],
    [
      { ...downtown, minimum_subtotal: 10.005 },
      ['body', 'minimum_subtotal'],
      'The minimum order subtotal has at most two decimals',
    ],
    [{ ...downtown, name: ' ' }, ['body', 'name'], 'Enter the zone name'],
  ])('refuses %j with a 422 on the field', async (body, loc, msg) => {
    const response = await createZone(body);
    expect(response.statusCode).toBe(422);
    expect(response.json<{ detail: unknown[] }>().detail).toContainEqual(
      expect.objectContaining({ loc, msg }),
    );
  });

  it('answers 404 for a zone that does not exist, 422 for an empty update', async () => {
    expect((await updateZone(2_147_483_000, { name: 'X' })).statusCode).toBe(404);
    const zone = (await createZone(downtown)).json<DeliveryZone>();
    expect((await updateZone(zone.id, {})).statusCode).toBe(422);
  });

  it('lets roles that read orders list the zones and only system.configure change them', async () => {
    expect((await t.app.inject({ method: 'GET', url: URL, headers: manager })).statusCode).toBe(
      200,
    );
    const refused = await createZone(downtown, manager);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ permission: 'system.configure' });
    const marketing = await headersOf('marketing');
    expect((await t.app.inject({ method: 'GET', url: URL, headers: marketing })).statusCode).toBe(
      403,
    );
  });
});
