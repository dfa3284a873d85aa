import { DEFAULT_STORE_SETTINGS } from '@canopy/contracts';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createAdminUser } from '../../../test/factories/admin-users';
import { putSetting } from '../../../test/factories/settings';
import { latestAuditEntry } from '../../../test/helpers/system-config';
import { setupTestApp } from '../../../test/helpers/test-app';

const t = setupTestApp();
let owner: { authorization: string };

function putConfig(body: Record<string, unknown>) {
  return t.app.inject({
    method: 'PUT',
    url: '/api/admin/system/config',
    headers: owner,
    payload: body,
  });
}

beforeAll(async () => {
  const user = await createAdminUser(t.db, { isSuperuser: true });
  owner = { authorization: `Bearer ${t.app.tokens.issueAdminToken(user.id).token}` };
});

beforeEach(async () => {
  for (const [key, value] of Object.entries(DEFAULT_STORE_SETTINGS)) {
    await putSetting(t.db, key, value);
  }
});

describe('the fulfilment settings in System Config', () => {
  it('reads the demo defaults and writes a change, audited, that /payments/config follows', async () => {
    const read = await t.app.inject({
      method: 'GET',
      url: '/api/admin/system/config',
      headers: owner,
    });
    expect(read.json()).toMatchObject({
      fulfilment_methods: ['shipping', 'pickup', 'delivery'],
      pickup_slots: { slot_minutes: 30, prep_minutes: 30, days_ahead: 7, slot_capacity: 5 },
      no_show_grace_minutes: 120,
    });

    const change = {
      fulfilment_methods: ['shipping', 'pickup'],
      store_address: {
        line1: ' 1 Main St ',
        city: 'Portland',
        state: 'OR',
        postal_code: '97205',
        country: 'us',
      },
      opening_hours: {
        ...DEFAULT_STORE_SETTINGS.opening_hours,
        sun: [],
        sat: [
          { open: '10:00', close: '13:00' },
          { open: '13:00', close: '24:00' },
        ],
      },
      closed_dates: ['2026-12-25'],
      in_person_payment: false,
    };
    const response = await putConfig(change);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      ...change,
      store_address: { ...change.store_address, line1: '1 Main St', country: 'US' },
    });

    const payments = await t.app.inject({ method: 'GET', url: '/api/payments/config' });
    expect(payments.json()).toMatchObject({
      fulfilment_methods: ['shipping', 'pickup'],
      in_person_payment: false,
      store_address: { line1: '1 Main St', postal_code: '97205', country: 'US' },
    });
    expect(await latestAuditEntry(t.db, 'settings')).toMatchObject({
      before: { in_person_payment: true },
      after: { in_person_payment: false, closed_dates: ['2026-12-25'] },
    });
  });

  it.each([
    [
      {
        opening_hours: {
          ...DEFAULT_STORE_SETTINGS.opening_hours,
          mon: [{ open: '09:00', close: '08:00' }],
        },
      },
      ['body', 'opening_hours', 'mon', 0, 'close'],
      'The closing time must be after the opening time',
    ],
    [
      {
        opening_hours: {
          ...DEFAULT_STORE_SETTINGS.opening_hours,
          tue: [
            { open: '09:00', close: '12:00' },
            { open: '11:00', close: '14:00' },
          ],
        },
      },
      ['body', 'opening_hours', 'tue', 1, 'open'],
      "Tuesday's hours overlap: 09:00–12:00 and 11:00–14:00",
    ],
    [
      { pickup_slots: { ...DEFAULT_STORE_SETTINGS.pickup_slots, slot_minutes: 45 } },
      ['body', 'pickup_slots', 'slot_minutes'],
      'Choose a pickup slot of 15, 30, 60 or 120 minutes',
    ],
    [
      { closed_dates: ['2026-12-25', '2026-02-30'] },
      ['body', 'closed_dates', 1],
      'The closed date is not a real date',
    ],
    [
      { store_address: { ...DEFAULT_STORE_SETTINGS.store_address, postal_code: '' } },
      ['body', 'store_address', 'postal_code'],
      'Enter a valid ZIP or postal code',
    ],
    [
      { fulfilment_methods: [] },
      ['body', 'fulfilment_methods'],
      'Enable at least one fulfilment method',
    ],
    [
      { no_show_grace_minutes: -5 },
      ['body', 'no_show_grace_minutes'],
      'The no-show grace period in minutes is at least 0',
    ],
  ])('refuses %j with a 422 on the nested field', async (body, loc, msg) => {
    const response = await putConfig(body);
    expect(response.statusCode).toBe(422);
    expect(response.json<{ detail: unknown[] }>().detail).toContainEqual(
      expect.objectContaining({ loc, msg }),
    );
  });
});
