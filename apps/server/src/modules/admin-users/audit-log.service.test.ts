import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase, type TestDatabase } from '../../../test/helpers/test-database';
import { createAuditLogService } from './audit-log.service';

let database: TestDatabase;

beforeAll(async () => {
  database = await openTestDatabase();
});

afterAll(async () => {
  await database.dispose();
});

describe('audit log', () => {
  it('records who did what to which entity, without secrets', async () => {
    const audit = createAuditLogService({ db: database.handle.db });
    const entry = await audit.record({
      actor: { id: 3, username: 'maria' },
      action: 'update',
      entity: 'admin_user',
      entityId: 7,
      before: { username: 'old', passwordHash: 'scrypt$…', is_active: true },
      after: {
        username: 'new',
        password: 'hunter22',
        nested: { code_ciphertext: 'v1.x', at: new Date(0) },
      },
    });
    expect(entry).toMatchObject({
      actor: '3:maria',
      action: 'update',
      entity: 'admin_user',
      entityId: '7',
      before: { username: 'old', is_active: true },
      after: { username: 'new', nested: { at: '1970-01-01T00:00:00.000Z' } },
    });
    expect(JSON.stringify(entry)).not.toMatch(/scrypt|hunter22|v1\.x/);
    expect(entry.at).toBeInstanceOf(Date);
  });
});
