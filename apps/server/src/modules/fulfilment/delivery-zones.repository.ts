// Storage of the delivery zones: a zone row (money in cents) and one row per postal code, which
// carries a copy of the zone's is_active for the unique index over active codes
// (db/schema/fulfilment.ts).
import { and, asc, eq, inArray, ne } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { auditLog, deliveryZonePostalCodes, deliveryZones } from '../../db/schema';

export type DeliveryZoneRow = typeof deliveryZones.$inferSelect;
export type DeliveryZoneValues = Pick<
  typeof deliveryZones.$inferInsert,
  'name' | 'feeCents' | 'minimumSubtotalCents' | 'freeOverCents' | 'isActive'
>;

export interface StoredDeliveryZone extends DeliveryZoneRow {
  postalCodes: string[];
}

/** The postal codes of each zone in `zoneIds`, in the order they were written. */
async function postalCodesOf(db: Database, zoneIds: number[]): Promise<Map<number, string[]>> {
  const byZone = new Map<number, string[]>(zoneIds.map((id) => [id, []]));
  if (zoneIds.length === 0) return byZone;
  const rows = await db
    .select({ zoneId: deliveryZonePostalCodes.zoneId, code: deliveryZonePostalCodes.postalCode })
    .from(deliveryZonePostalCodes)
    .where(inArray(deliveryZonePostalCodes.zoneId, zoneIds))
    .orderBy(asc(deliveryZonePostalCodes.zoneId), asc(deliveryZonePostalCodes.position));
  for (const row of rows) byZone.get(row.zoneId)?.push(row.code);
  return byZone;
}

async function withPostalCodes(db: Database, rows: DeliveryZoneRow[]) {
  const codes = await postalCodesOf(
    db,
    rows.map((row) => row.id),
  );
  return rows.map((row) => ({ ...row, postalCodes: codes.get(row.id) ?? [] }));
}

/** Every zone, by name then id; only the active ones when asked. */
export async function findDeliveryZones(
  db: Database,
  { activeOnly = false }: { activeOnly?: boolean } = {},
): Promise<StoredDeliveryZone[]> {
  const rows = await db
    .select()
    .from(deliveryZones)
    .where(activeOnly ? eq(deliveryZones.isActive, true) : undefined)
    .orderBy(asc(deliveryZones.name), asc(deliveryZones.id));
  return withPostalCodes(db, rows);
}

/** One zone, its row locked until the transaction ends when `lock` is set. */
export async function findDeliveryZoneById(
  db: Database,
  id: number,
  { lock = false }: { lock?: boolean } = {},
): Promise<StoredDeliveryZone | null> {
  const query = db.select().from(deliveryZones).where(eq(deliveryZones.id, id));
  const [row] = lock ? await query.for('update') : await query;
  if (!row) return null;
  const [zone] = await withPostalCodes(db, [row]);
  return zone ?? null;
}

export async function insertDeliveryZone(
  db: Database,
  values: DeliveryZoneValues,
): Promise<DeliveryZoneRow> {
  const [row] = await db.insert(deliveryZones).values(values).returning();
  if (!row) throw new Error('The delivery zone insert returned no row');
  return row;
}

export async function updateDeliveryZone(
  db: Database,
  id: number,
  values: Partial<DeliveryZoneValues>,
): Promise<DeliveryZoneRow> {
  const [row] = await db
    .update(deliveryZones)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(deliveryZones.id, id))
    .returning();
  if (!row) throw new Error('The delivery zone update returned no row');
  return row;
}

/** Replaces the zone's postal codes; the unique index refuses one another active zone holds. */
export async function replacePostalCodes(
  db: Database,
  zoneId: number,
  codes: readonly string[],
  zoneActive: boolean,
): Promise<void> {
  await db.delete(deliveryZonePostalCodes).where(eq(deliveryZonePostalCodes.zoneId, zoneId));
  if (codes.length === 0) return;
  await db
    .insert(deliveryZonePostalCodes)
    .values(codes.map((postalCode, position) => ({ zoneId, postalCode, position, zoneActive })));
}

export async function deleteDeliveryZone(db: Database, id: number): Promise<void> {
  await db.delete(deliveryZones).where(eq(deliveryZones.id, id));
}

/** Which of `codes` another active zone (not `zoneId`) holds, with that zone's id and name. */
export async function activeHoldersOf(
  db: Database,
  codes: readonly string[],
  zoneId: number | null,
): Promise<Array<{ postalCode: string; zoneId: number; zoneName: string }>> {
  if (codes.length === 0) return [];
  return db
    .select({
      postalCode: deliveryZonePostalCodes.postalCode,
      zoneId: deliveryZones.id,
      zoneName: deliveryZones.name,
    })
    .from(deliveryZonePostalCodes)
    .innerJoin(deliveryZones, eq(deliveryZones.id, deliveryZonePostalCodes.zoneId))
    .where(
      and(
        eq(deliveryZonePostalCodes.zoneActive, true),
        inArray(deliveryZonePostalCodes.postalCode, [...codes]),
        zoneId === null ? undefined : ne(deliveryZonePostalCodes.zoneId, zoneId),
      ),
    )
    .orderBy(asc(deliveryZonePostalCodes.postalCode));
}

/** Whether a zone exists or ever existed (an audit entry of one): the demo seed then stays out. */
export async function hasDeliveryZoneHistory(db: Database): Promise<boolean> {
  const [zone] = await db.select({ id: deliveryZones.id }).from(deliveryZones).limit(1);
  if (zone) return true;
  const [entry] = await db
    .select({ id: auditLog.id })
    .from(auditLog)
    .where(eq(auditLog.entity, 'delivery_zone'))
    .limit(1);
  return entry !== undefined;
}
