// Delivery zones for tests, written straight to their tables (money in cents), and what the zone
// tests read back.
import { count, eq } from 'drizzle-orm';
import type { Database } from '../../src/db/client';
import { auditLog, deliveryZonePostalCodes, deliveryZones } from '../../src/db/schema';

export async function createDeliveryZone(
  db: Database,
  zone: {
    name: string;
    postalCodes: string[];
    isActive?: boolean;
    feeCents?: number;
    minimumSubtotalCents?: number;
    freeOverCents?: number | null;
  },
): Promise<number> {
  const isActive = zone.isActive ?? true;
  const [row] = await db
    .insert(deliveryZones)
    .values({
      name: zone.name,
      feeCents: zone.feeCents ?? 500,
      minimumSubtotalCents: zone.minimumSubtotalCents ?? 2000,
      freeOverCents: zone.freeOverCents ?? null,
      isActive,
    })
    .returning();
  if (!row) throw new Error('No zone row');
  await db.insert(deliveryZonePostalCodes).values(
    zone.postalCodes.map((postalCode, position) => ({
      zoneId: row.id,
      postalCode,
      position,
      zoneActive: isActive,
    })),
  );
  return row.id;
}

export async function deleteDeliveryZones(db: Database): Promise<void> {
  await db.delete(deliveryZones);
}

export async function deliveryZoneRow(db: Database, id: number) {
  const [row] = await db.select().from(deliveryZones).where(eq(deliveryZones.id, id));
  return row ?? null;
}

export async function countDeliveryZones(db: Database): Promise<number> {
  const [row] = await db.select({ n: count() }).from(deliveryZones);
  return row?.n ?? 0;
}

/** The audit actions recorded on delivery zones, oldest first; one zone's when given. */
export async function deliveryZoneAuditActions(db: Database, id?: number): Promise<string[]> {
  const rows = await db
    .select({ action: auditLog.action, entityId: auditLog.entityId })
    .from(auditLog)
    .where(eq(auditLog.entity, 'delivery_zone'))
    .orderBy(auditLog.id);
  return rows
    .filter((row) => id === undefined || row.entityId === String(id))
    .map((row) => row.action);
}
