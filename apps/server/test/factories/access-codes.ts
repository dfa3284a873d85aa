// Access codes for tests, stored hashed and encrypted by the same service the app uses.
import { asc, eq, isNull } from 'drizzle-orm';
import type { Config } from '../../src/config';
import type { Database } from '../../src/db/client';
import { accessCodeEvents, accessCodes } from '../../src/db/schema';
import { createAccessCodeCodec } from '../../src/lib/access-code-codec';
import { createAccessCodeService } from '../../src/modules/access-codes/access-codes.service';

export interface TestAccessCode {
  id: number;
  code: string;
}

export async function createAccessCode(
  { db, config }: { db: Database; config: Config },
  overrides: {
    code?: string;
    label?: string;
    isActive?: boolean;
    expiresAt?: Date | null;
    maxUses?: number | null;
  } = {},
): Promise<TestAccessCode> {
  const service = createAccessCodeService({
    db,
    codec: createAccessCodeCodec(config.secrets.accessCode),
  });
  const { row, code } = await service.create({ label: 'Test code', ...overrides });
  return { id: row.id, code };
}

/** What the admin access codes screen will do; direct until that endpoint exists. */
export async function updateAccessCode(
  db: Database,
  id: number,
  changes: { isActive?: boolean; expiresAt?: Date | null },
): Promise<void> {
  await db.update(accessCodes).set(changes).where(eq(accessCodes.id, id));
}

export async function readAccessCode(db: Database, id: number) {
  const [row] = await db.select().from(accessCodes).where(eq(accessCodes.id, id));
  if (!row) throw new Error(`access code ${id} does not exist`);
  return row;
}

/** The event trail of one code, or (null) of attempts with codes that matched none. */
export async function listAccessCodeEvents(db: Database, codeId: number | null) {
  return db
    .select()
    .from(accessCodeEvents)
    .where(codeId === null ? isNull(accessCodeEvents.codeId) : eq(accessCodeEvents.codeId, codeId))
    .orderBy(asc(accessCodeEvents.id));
}
