// What start-up makes sure exists, and what it then prints. Idempotent: run on every start.
//   always            settings defaults; a first superuser when there is no admin at all
//   SEED_DEMO_DATA    the demo catalogue when the catalogue is empty; a demo access code when
//                     there is no access code (or DEMO_ACCESS_CODE names one that is missing);
//                     one demo staff account per built-in role but the owner's (demo-staff.ts);
//                     a delivery zone around the demo store on a shop that never had one
// Generated credentials are kept in DATA_DIR/demo-credentials.json so they can be printed on every
// start, and are printed only while they still work (docs/decisions/0002-demo-credentials.md).
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config';
import { createAccessCodeCodec } from '../lib/access-code-codec';
import { readDemoCredentials, saveDemoCredentials } from './demo-credentials-file';
import { verifyPassword } from '../lib/password-hash';
import { generatePassword } from '../lib/random-codes';
import { createAccessCodeService } from '../modules/access-codes/access-codes.service';
import { createAdminUserService } from '../modules/admin-users/admin-users.service';
import { createCatalogService } from '../modules/catalog/catalog.service';
import { createSettingsService } from '../modules/settings/settings.service';
import type { Database } from '../db/client';
import { seedCatalog } from './catalog';
import { ensureDemoDeliveryZone } from './demo-delivery-zone';
import { ensureDemoStaff, type DemoStaffLogin } from './demo-staff';

export const DEMO_ACCESS_CODE_LABEL = 'Demo access code';

export interface DemoShopSummary {
  catalog: { products: number; categories: number; seededNow: boolean };
  /** The demo access code while it admits customers; null when there is none to print. */
  accessCode: string | null;
  admin: {
    username: string;
    /** The generated password while it still signs in; null when it is not ours to print. */
    password: string | null;
    /** Where the password comes from, for the start-up banner. */
    passwordSource: 'generated' | 'environment' | 'unknown';
  };
  /** The demo staff accounts whose generated passwords still sign in. */
  staff: DemoStaffLogin[];
}

async function ensureCatalog(db: Database, config: Config, log: FastifyBaseLogger) {
  const catalog = createCatalogService({ db });
  const before = await catalog.count();
  if (!config.seedDemoData || before.products > 0 || before.categories > 0) {
    return { ...before, seededNow: false };
  }
  log.info('seeding the demo catalogue (first start)');
  const written = await seedCatalog(db);
  log.info(written, 'demo catalogue seeded');
  return { ...(await catalog.count()), seededNow: written.products > 0 };
}

async function ensureDemoAccessCode(db: Database, config: Config): Promise<string | null> {
  const accessCodes = createAccessCodeService({
    db,
    codec: createAccessCodeCodec(config.secrets.accessCode),
  });
  const fromEnvironment = config.demoAccessCode;
  const remembered = readDemoCredentials(config.dataDir).access_code;
  let code = fromEnvironment ?? remembered ?? null;

  const noCodesYet = (await accessCodes.count()) === 0;
  if (code === null && config.seedDemoData && noCodesYet) {
    code = (await accessCodes.create({ label: DEMO_ACCESS_CODE_LABEL })).code;
    saveDemoCredentials(config.dataDir, { access_code: code });
  } else if (code !== null && !(await accessCodes.findByCode(code))) {
    // DEMO_ACCESS_CODE is (re)created on demand; a remembered code an admin deleted stays deleted.
    const mayCreate = fromEnvironment !== null || (config.seedDemoData && noCodesYet);
    if (!mayCreate) return null;
    await accessCodes.create({ code, label: DEMO_ACCESS_CODE_LABEL });
  }
  if (code === null) return null;
  return (await accessCodes.findUsableCodeId(code)) === null ? null : code;
}

async function ensureFirstSuperuser(
  db: Database,
  config: Config,
  log: FastifyBaseLogger,
): Promise<DemoShopSummary['admin']> {
  const adminUsers = createAdminUserService({ db });
  const { username, password: passwordFromEnvironment } = config.admin;

  if ((await adminUsers.count()) === 0) {
    const password = passwordFromEnvironment ?? generatePassword();
    try {
      await adminUsers.create({ username, password, isSuperuser: true });
      log.info({ username }, 'created the first superuser');
      if (!passwordFromEnvironment) {
        saveDemoCredentials(config.dataDir, { admin_username: username, admin_password: password });
      }
    } catch (error) {
      // Another instance starting at the same moment created it first: that is fine.
      if ((await adminUsers.count()) === 0) throw error;
    }
  }

  if (passwordFromEnvironment) return { username, password: null, passwordSource: 'environment' };
  const remembered = readDemoCredentials(config.dataDir);
  if (remembered.admin_username && remembered.admin_password) {
    const admin = await adminUsers.findByUsername(remembered.admin_username);
    if (admin?.isActive && (await verifyPassword(remembered.admin_password, admin.passwordHash))) {
      return {
        username: admin.username,
        password: remembered.admin_password,
        passwordSource: 'generated',
      };
    }
  }
  return { username, password: null, passwordSource: 'unknown' };
}

export async function seedDemoShop(
  db: Database,
  config: Config,
  log: FastifyBaseLogger,
): Promise<DemoShopSummary> {
  await createSettingsService({ db }).ensureDefaults();
  const catalog = await ensureCatalog(db, config, log);
  const accessCode = await ensureDemoAccessCode(db, config);
  const admin = await ensureFirstSuperuser(db, config, log);
  const staff = await ensureDemoStaff(db, config, log);
  if (config.seedDemoData) await ensureDemoDeliveryZone(db, log);
  return { catalog, accessCode, admin, staff };
}
