// The checkout scenario's goods: a hundred active products with stock enough for any run, so the
// place-order load measures reserving and recording orders rather than a sold-out catalogue
// answering 409. Uncategorised and without a strain type, they stay out of the catalogue
// scenario's filtered page.
import type { Database } from '../apps/server/src/db/client';
import { products } from '../apps/server/src/db/schema';

export const CHECKOUT_PRODUCTS = 100;
export const CHECKOUT_STOCK = 10_000_000;

export async function loadCheckoutProducts(db: Database): Promise<number[]> {
  const skus = Array.from(
    { length: CHECKOUT_PRODUCTS },
    (_, index) => `BENCH-CHECKOUT-${String(index + 1)}`,
  );
  const rows = await db
    .insert(products)
    .values(
      skus.map((sku, index) => ({
        name: `Checkout bench item ${String(index + 1)}`,
        sku,
        brand: 'Bench Supply',
        retailPriceCents: 1_500 + index * 25,
        stockQuantity: CHECKOUT_STOCK,
      })),
    )
    .returning({ id: products.id });
  return rows.map((row) => row.id);
}
