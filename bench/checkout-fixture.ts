// The checkout scenario's goods: a hundred active products with stock enough for any run, so the
// place-order load measures reserving and recording orders rather than a sold-out catalogue
// answering 409. Uncategorised and without a strain type, they stay out of the catalogue
// scenario's filtered page. They carry purchase-limit facts in turn (flower, pre-roll,
// concentrate, edible, accessory), small enough that no two-line order of one and two units goes
// over a limit of any shipped pack, so checkout-limits measures the check, never a refusal.
import type { LimitFacts } from '@canopy/contracts';
import type { Database } from '../apps/server/src/db/client';
import { products } from '../apps/server/src/db/schema';

export const CHECKOUT_PRODUCTS = 100;
export const CHECKOUT_STOCK = 10_000_000;

const FACTS_IN_TURN: readonly LimitFacts[] = [
  { limit_class: 'flower', net_weight_g: 3.5, thc_mg: null },
  { limit_class: 'preroll', net_weight_g: 1, thc_mg: null },
  { limit_class: 'concentrate', net_weight_g: 0.5, thc_mg: null },
  { limit_class: 'edible', net_weight_g: null, thc_mg: 50 },
  { limit_class: 'accessory', net_weight_g: null, thc_mg: null },
];

/** The facts of the index-th checkout product. */
export function checkoutProductFacts(index: number): LimitFacts {
  const facts = FACTS_IN_TURN[index % FACTS_IN_TURN.length];
  if (!facts) throw new Error('no checkout product facts');
  return facts;
}

export async function loadCheckoutProducts(db: Database): Promise<number[]> {
  const skus = Array.from(
    { length: CHECKOUT_PRODUCTS },
    (_, index) => `BENCH-CHECKOUT-${String(index + 1)}`,
  );
  const rows = await db
    .insert(products)
    .values(
      skus.map((sku, index) => {
        const facts = checkoutProductFacts(index);
        return {
          name: `Checkout bench item ${String(index + 1)}`,
          sku,
          brand: 'Bench Supply',
          retailPriceCents: 1_500 + index * 25,
          stockQuantity: CHECKOUT_STOCK,
          limitClass: facts.limit_class,
          netWeightG: facts.net_weight_g,
          thcMg: facts.thc_mg,
        };
      }),
    )
    .returning({ id: products.id });
  return rows.map((row) => row.id);
}
