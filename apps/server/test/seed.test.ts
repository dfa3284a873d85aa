// The start-up seed: a demo shop on an empty database, idempotent on every later start, and
// credentials printed only while they work.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { DEFAULT_STORE_SETTINGS } from '@canopy/contracts';
import { count } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import type { Database } from '../src/db/client';
import {
  accessCodes,
  adminUsers,
  categories,
  deliveryZones,
  products,
  settings,
} from '../src/db/schema';
import { seedDemoShop } from '../src/seed';
import { DEMO_STAFF_ROLES } from '../src/seed/demo-staff';
import { updateAccessCode } from './factories/access-codes';
import { newClientIp, setupTestApp, testConfig } from './helpers/test-app';
import { openTestDatabase } from './helpers/test-database';

// One settings row per store setting.
const SETTING_KEYS = Object.keys(DEFAULT_STORE_SETTINGS).length;

const t = setupTestApp();
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'canopy-seed-'));

afterAll(() => {
  fs.rmSync(dataDir, { recursive: true, force: true });
});

async function tableCounts(db: Database) {
  const total = async (
    table:
      | typeof products
      | typeof categories
      | typeof accessCodes
      | typeof adminUsers
      | typeof settings
      | typeof deliveryZones,
  ) => (await db.select({ n: count() }).from(table))[0]?.n;
  return {
    products: await total(products),
    categories: await total(categories),
    accessCodes: await total(accessCodes),
    admins: await total(adminUsers),
    settings: await total(settings),
    deliveryZones: await total(deliveryZones),
  };
}

describe('seedDemoShop', () => {
  it('creates a working demo shop once and changes nothing on later runs', async () => {
    const config = testConfig({ DATA_DIR: dataDir, SEED_DEMO_DATA: 'true' });
    const first = await seedDemoShop(t.db, config, t.app.log);

    expect(first.catalog.seededNow).toBe(true);
    expect(first.catalog.products).toBeGreaterThanOrEqual(70);
    expect(first.accessCode).toMatch(/^[A-Z0-9]{6}$/);
    expect(first.admin).toMatchObject({ username: 'admin', passwordSource: 'generated' });
    expect(first.admin.password).toMatch(/^\S{20}$/);
    const credentialsFile = path.join(dataDir, 'demo-credentials.json');
    expect(fs.statSync(credentialsFile).mode & 0o777).toBe(0o600);

    const counts = await tableCounts(t.db);
    expect(counts).toMatchObject({
      accessCodes: 1,
      admins: 1 + DEMO_STAFF_ROLES.length,
      settings: SETTING_KEYS,
      deliveryZones: 1,
    });

    // What the banner prints really works.
    const validation = await t.app.inject({
      method: 'POST',
      url: '/api/validate-access-code',
      payload: { code: first.accessCode },
      remoteAddress: newClientIp(),
    });
    expect(validation.json()).toMatchObject({ valid: true });
    // The demo zone delivers to the demo store's own postal code.
    const zone = await t.app.inject({
      method: 'GET',
      url: `/api/fulfilment/slots?method=delivery&date=2026-01-01&postal_code=${DEFAULT_STORE_SETTINGS.store_address.postal_code}`,
      headers: { 'x-access-code': first.accessCode ?? '' },
    });
    expect(zone.statusCode, zone.body).toBe(200);
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/admin/login',
      payload: { username: 'admin', password: first.admin.password },
      remoteAddress: newClientIp(),
    });
    expect(login.statusCode).toBe(200);
    expect(login.json()).toMatchObject({ user: { is_superuser: true, role: { key: 'owner' } } });
    expect(first.staff.map(({ role }) => role)).toEqual(DEMO_STAFF_ROLES);
    for (const staff of first.staff) {
      const staffLogin = await t.app.inject({
        method: 'POST',
        url: '/api/admin/login',
        payload: { username: staff.username, password: staff.password },
        remoteAddress: newClientIp(),
      });
      expect(staffLogin.json(), staff.role).toMatchObject({
        user: { username: staff.role, is_superuser: false, role: { key: staff.role } },
      });
    }

    const second = await seedDemoShop(t.db, config, t.app.log);
    expect(second).toEqual({ ...first, catalog: { ...first.catalog, seededNow: false } });
    expect(await tableCounts(t.db)).toEqual(counts);
  });

  it('does not print a demo code that no longer admits anyone', async () => {
    const config = testConfig({ DATA_DIR: dataDir, SEED_DEMO_DATA: 'true' });
    const { accessCode } = await seedDemoShop(t.db, config, t.app.log);
    const [row] = await t.db.select().from(accessCodes);
    await updateAccessCode(t.db, row?.id ?? 0, { isActive: false });
    expect((await seedDemoShop(t.db, config, t.app.log)).accessCode).toBeNull();
    await updateAccessCode(t.db, row?.id ?? 0, { isActive: true });
    expect((await seedDemoShop(t.db, config, t.app.log)).accessCode).toBe(accessCode);
  });

  it('creates DEMO_ACCESS_CODE when given, and never prints ADMIN_PASSWORD', async () => {
    const config = testConfig({
      DATA_DIR: dataDir,
      SEED_DEMO_DATA: 'true',
      DEMO_ACCESS_CODE: 'zx12cv',
      ADMIN_PASSWORD: 'chosen-by-the-operator',
    });
    const summary = await seedDemoShop(t.db, config, t.app.log);
    expect(summary.accessCode).toBe('ZX12CV');
    expect(summary.admin).toEqual({
      username: 'admin',
      password: null,
      passwordSource: 'environment',
    });
    expect((await tableCounts(t.db)).admins).toBe(1 + DEMO_STAFF_ROLES.length);
  });

  it('without SEED_DEMO_DATA makes only the settings and the first superuser', async () => {
    const fresh = await openTestDatabase();
    const freshDir = fs.mkdtempSync(path.join(os.tmpdir(), 'canopy-seed-off-'));
    try {
      const config = testConfig({ DATA_DIR: freshDir, ADMIN_USERNAME: 'owner' });
      const summary = await seedDemoShop(fresh.handle.db, config, t.app.log);
      expect(summary).toMatchObject({
        catalog: { products: 0, categories: 0, seededNow: false },
        accessCode: null,
        admin: { username: 'owner', passwordSource: 'generated' },
      });
      expect(await tableCounts(fresh.handle.db)).toEqual({
        products: 0,
        categories: 0,
        accessCodes: 0,
        admins: 1,
        settings: SETTING_KEYS,
        deliveryZones: 0,
      });
    } finally {
      await fresh.dispose();
      fs.rmSync(freshDir, { recursive: true, force: true });
    }
  });
});
