// The back office's delivery zones (decision 0034): list, create, update (any fields) and delete,
// each write in one transaction with its audit entry. A postal code belongs to at most one active
// zone: the transaction looks for another active zone holding one of the codes (a 409 naming the
// code and the zone), and the unique index over active codes refuses what two racing writes could
// not see of each other, which becomes the same 409. Money is dollars on the wire, cents stored.
import {
  centsToDollars,
  deliveryZoneFor,
  dollarsToCents,
  type DeliveryZone,
  type DeliveryZoneCreateInput,
  type DeliveryZoneUpdateInput,
} from '@canopy/contracts';
import type { Database } from '../../db/client';
import { isConstraintViolation } from '../../lib/constraint-violations';
import { ConflictError, NotFoundError } from '../../lib/errors';
import { createAuditLogService, type AuditActor } from '../admin-users/audit-log.service';
import {
  activeHoldersOf,
  deleteDeliveryZone,
  findDeliveryZoneById,
  findDeliveryZones,
  insertDeliveryZone,
  replacePostalCodes,
  updateDeliveryZone,
  type DeliveryZoneValues,
  type StoredDeliveryZone,
} from './delivery-zones.repository';

const ENTITY = 'delivery_zone';
const ZONE_NOT_FOUND = 'Delivery zone not found';
const ACTIVE_CODE_INDEX = 'delivery_zone_postal_codes_active_uq';

export function toDeliveryZone(zone: StoredDeliveryZone): DeliveryZone {
  return {
    id: zone.id,
    name: zone.name,
    postal_codes: zone.postalCodes,
    fee: centsToDollars(zone.feeCents),
    minimum_subtotal: centsToDollars(zone.minimumSubtotalCents),
    free_over: zone.freeOverCents === null ? null : centsToDollars(zone.freeOverCents),
    is_active: zone.isActive,
  };
}

const centsOrNull = (dollars: number | null) => (dollars === null ? null : dollarsToCents(dollars));

function toValues(input: DeliveryZoneCreateInput): DeliveryZoneValues {
  return {
    name: input.name,
    feeCents: dollarsToCents(input.fee),
    minimumSubtotalCents: dollarsToCents(input.minimum_subtotal),
    freeOverCents: centsOrNull(input.free_over),
    isActive: input.is_active,
  };
}

function toChangedValues(input: DeliveryZoneUpdateInput): Partial<DeliveryZoneValues> {
  return {
    ...(input.name === undefined ? {} : { name: input.name }),
    ...(input.fee === undefined ? {} : { feeCents: dollarsToCents(input.fee) }),
    ...(input.minimum_subtotal === undefined
      ? {}
      : { minimumSubtotalCents: dollarsToCents(input.minimum_subtotal) }),
    ...(input.free_over === undefined ? {} : { freeOverCents: centsOrNull(input.free_over) }),
    ...(input.is_active === undefined ? {} : { isActive: input.is_active }),
  };
}

/** The 409 for the first of `codes` another active zone holds, or null when none is held. */
async function takenCodeConflict(
  db: Database,
  codes: readonly string[],
  zoneId: number | null,
): Promise<ConflictError | null> {
  const holders = await activeHoldersOf(db, codes, zoneId);
  const first = codes
    .map((code) => holders.find((holder) => holder.postalCode === code))
    .find((holder) => holder !== undefined);
  if (!first) return null;
  const others = holders.length > 1 ? ` (and ${String(holders.length - 1)} more)` : '';
  return new ConflictError(
    `Postal code ${first.postalCode} is already in the active zone "${first.zoneName}" ` +
      `(id ${String(first.zoneId)})${others}: a postal code belongs to at most one active zone`,
  );
}

export type DeliveryZonesService = ReturnType<typeof createDeliveryZonesService>;

export function createDeliveryZonesService({ db }: { db: Database }) {
  const auditIn = (tx: Database) => createAuditLogService({ db: tx });

  /**
   * Runs a write; a refusal of the active-code index (a race the transaction's own check could
   * not see) becomes the 409 naming the code, read once the other write has committed.
   */
  async function guarded<T>(
    codes: () => readonly string[],
    zoneId: number | null,
    run: () => Promise<T>,
  ): Promise<T> {
    try {
      return await run();
    } catch (error) {
      if (!isConstraintViolation(error, 'unique', ACTIVE_CODE_INDEX)) throw error;
      throw (
        (await takenCodeConflict(db, codes(), zoneId)) ??
        new ConflictError(
          'Another active zone took one of these postal codes at the same moment: try again',
        )
      );
    }
  }

  return {
    async list(): Promise<DeliveryZone[]> {
      return (await findDeliveryZones(db)).map(toDeliveryZone);
    },

    /** The active zone that delivers to `postalCode` (a ZIP+4 finds its ZIP), or null. */
    async activeZoneFor(postalCode: string): Promise<DeliveryZone | null> {
      const zones = (await findDeliveryZones(db, { activeOnly: true })).map(toDeliveryZone);
      return deliveryZoneFor(zones, postalCode);
    },

    async create(input: DeliveryZoneCreateInput, actor: AuditActor): Promise<DeliveryZone> {
      return guarded(
        () => input.postal_codes,
        null,
        () =>
          db.transaction(async (tx) => {
            if (input.is_active) {
              const conflict = await takenCodeConflict(tx, input.postal_codes, null);
              if (conflict) throw conflict;
            }
            const row = await insertDeliveryZone(tx, toValues(input));
            await replacePostalCodes(tx, row.id, input.postal_codes, row.isActive);
            const after = toDeliveryZone({ ...row, postalCodes: [...input.postal_codes] });
            await auditIn(tx).record({
              actor,
              action: 'create',
              entity: ENTITY,
              entityId: after.id,
              after,
            });
            return after;
          }),
      );
    },

    async update(
      id: number,
      input: DeliveryZoneUpdateInput,
      actor: AuditActor,
    ): Promise<DeliveryZone> {
      let codes: readonly string[] = input.postal_codes ?? [];
      return guarded(
        () => codes,
        id,
        () =>
          db.transaction(async (tx) => {
            const current = await findDeliveryZoneById(tx, id, { lock: true });
            if (!current) throw new NotFoundError(ZONE_NOT_FOUND);
            codes = input.postal_codes ?? current.postalCodes;
            const active = input.is_active ?? current.isActive;
            if (active) {
              const conflict = await takenCodeConflict(tx, codes, id);
              if (conflict) throw conflict;
            }
            const row = await updateDeliveryZone(tx, id, toChangedValues(input));
            await replacePostalCodes(tx, id, codes, row.isActive);
            const before = toDeliveryZone(current);
            const after = toDeliveryZone({ ...row, postalCodes: [...codes] });
            await auditIn(tx).record({
              actor,
              action: 'update',
              entity: ENTITY,
              entityId: id,
              before,
              after,
            });
            return after;
          }),
      );
    },

    async remove(id: number, actor: AuditActor): Promise<void> {
      await db.transaction(async (tx) => {
        const current = await findDeliveryZoneById(tx, id, { lock: true });
        if (!current) throw new NotFoundError(ZONE_NOT_FOUND);
        await deleteDeliveryZone(tx, id);
        await auditIn(tx).record({
          actor,
          action: 'delete',
          entity: ENTITY,
          entityId: id,
          before: toDeliveryZone(current),
        });
      });
    },
  };
}
