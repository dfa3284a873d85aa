// The store status rule of checkout (docs/product.md#checkout-and-orders): while the store is
// offline or in maintenance no order is placed (503 with a detail the checkout shows); the back
// office keeps working.
import { storeClosedDetail, type StoreSettings } from '@canopy/contracts';
import { UnavailableError } from '../../lib/errors';

export function assertStoreOpen(settings: Pick<StoreSettings, 'store_status'>): void {
  if (settings.store_status !== 'online') {
    throw new UnavailableError(storeClosedDetail(settings.store_status));
  }
}
