// The demo shop's delivery zone (decision 0034): the store's own postal code
// (DEFAULT_FULFILMENT_SETTINGS.store_address) and its neighbours in central Portland, so local
// delivery can be tried at once. Written once, on a shop that never had a zone: an admin who
// deletes it keeps it deleted.
import { DEFAULT_FULFILMENT_SETTINGS } from '@canopy/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/client';
import {
  hasDeliveryZoneHistory,
  insertDeliveryZone,
  replacePostalCodes,
} from '../modules/fulfilment/delivery-zones.repository';

export const DEMO_DELIVERY_ZONE = {
  name: 'Central Portland',
  postalCodes: [
    DEFAULT_FULFILMENT_SETTINGS.store_address.postal_code,
    '97204',
    '97205',
    '97209',
    '97210',
    '97214',
    '97239',
  ],
  feeCents: 500,
  minimumSubtotalCents: 3000,
  freeOverCents: 10000,
};

export async function ensureDemoDeliveryZone(db: Database, log: FastifyBaseLogger): Promise<void> {
  if (await hasDeliveryZoneHistory(db)) return;
  try {
    await db.transaction(async (tx) => {
      const { postalCodes, ...values } = DEMO_DELIVERY_ZONE;
      const zone = await insertDeliveryZone(tx, { ...values, isActive: true });
      await replacePostalCodes(tx, zone.id, postalCodes, true);
    });
    log.info({ zone: DEMO_DELIVERY_ZONE.name }, 'demo delivery zone seeded');
  } catch (error) {
    // Another instance starting at the same moment seeded it first: that is fine.
    if (!(await hasDeliveryZoneHistory(db))) throw error;
  }
}
