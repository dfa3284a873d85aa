// Access code events on days of a test's choosing: analytics over past days needs validations that
// happened then, which a call of /validate-access-code (always "now") cannot make. Either add
// events directly, or let real validations happen and move them to the day a test arranges (by
// event id: ids only grow).
import { desc, gt } from 'drizzle-orm';
import type { Database } from '../../src/db/client';
import { accessCodeEvents, type ACCESS_CODE_EVENT_KINDS } from '../../src/db/schema';

export async function addAccessCodeEvents(
  db: Database,
  codeId: number,
  kind: (typeof ACCESS_CODE_EVENT_KINDS)[number],
  at: Date,
  times = 1,
): Promise<void> {
  await db
    .insert(accessCodeEvents)
    .values(Array.from({ length: times }, () => ({ codeId, kind, ipHash: null, at })));
}

/** The newest access-code event's id; 0 when there is none. */
export async function lastAccessCodeEventId(db: Database): Promise<number> {
  const [row] = await db
    .select({ id: accessCodeEvents.id })
    .from(accessCodeEvents)
    .orderBy(desc(accessCodeEvents.id))
    .limit(1);
  return row?.id ?? 0;
}

/** Dates every event newer than `afterId` to `at`; answers how many moved. */
export async function moveAccessCodeEventsAfter(
  db: Database,
  afterId: number,
  at: Date,
): Promise<number> {
  const moved = await db
    .update(accessCodeEvents)
    .set({ at })
    .where(gt(accessCodeEvents.id, afterId))
    .returning({ id: accessCodeEvents.id });
  return moved.length;
}
