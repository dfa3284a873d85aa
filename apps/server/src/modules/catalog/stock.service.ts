// Stock as orders move it, inside the order's own transaction (pass it as `db`): the products an
// order names, taking stock for its lines and giving it back. The catalog module is the one writer
// of products; orders change stock only through this service.
import type { Database } from '../../db/client';
import { findCheckoutProducts, returnStock, takeStock, type StockLine } from './stock.repository';

export type { CheckoutProduct, ShortLine, StockLevel, StockLine } from './stock.repository';

export type StockService = ReturnType<typeof createStockService>;

export function createStockService({ db }: { db: Database }) {
  return {
    findCheckoutProducts: (ids: readonly number[]) => findCheckoutProducts(db, ids),
    /** Takes every line that has enough stock and reports the short ones; roll back on any. */
    take: (lines: readonly StockLine[]) => takeStock(db, lines),
    /** Puts the lines' quantities back on the shelf. */
    giveBack: (lines: readonly StockLine[]) => returnStock(db, lines),
  };
}
