// How the back office names the purchase-limit vocabulary: product classes, windows, what a unit
// brings to a bucket (per) and the units, and a product's limit facts in one line.
import type { LimitClass, LimitFacts, LimitPer, LimitUnit, LimitWindow } from '@canopy/contracts';

export const LIMIT_CLASS_LABELS: Record<LimitClass, string> = {
  flower: 'Flower',
  preroll: 'Pre-rolls',
  concentrate: 'Concentrates',
  edible: 'Edibles',
  topical: 'Topicals',
  beverage: 'Beverages',
  seed: 'Seeds',
  plant: 'Plants',
  accessory: 'Accessories',
};

export const LIMIT_WINDOW_LABELS: Record<LimitWindow, string> = {
  transaction: 'Per sale',
  store_day: 'Per store day (midnight to midnight in the store’s time zone)',
  rolling_24h: 'Rolling 24 hours',
};

export const LIMIT_PER_LABELS: Record<LimitPer, string> = {
  net_weight_g: 'Net weight (g)',
  thc_mg: 'THC (mg)',
  unit: 'Each unit',
};

export const LIMIT_UNIT_LABELS: Record<LimitUnit, string> = {
  g: 'grams (g)',
  mg: 'milligrams (mg)',
  units: 'units',
};

/** "Flower · 3.5 g", "Edibles · 100 mg THC", or "Not counted" without a class. */
export function limitFactsText(product: LimitFacts): string {
  if (product.limit_class === null) return 'Not counted';
  const facts = [LIMIT_CLASS_LABELS[product.limit_class]];
  if (product.net_weight_g !== null) facts.push(`${String(product.net_weight_g)} g`);
  if (product.thc_mg !== null) facts.push(`${String(product.thc_mg)} mg THC`);
  return facts.join(' · ');
}
