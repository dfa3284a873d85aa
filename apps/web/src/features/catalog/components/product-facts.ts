// How a product's kind and size read in the shop: strain types by name (CBD in capitals) and
// the short "Hybrid · 3.5g" line under a product's name.
import type { Product, StrainType } from '@canopy/contracts';

const STRAIN_TYPE_LABELS: Record<StrainType, string> = {
  indica: 'Indica',
  sativa: 'Sativa',
  hybrid: 'Hybrid',
  cbd: 'CBD',
};

export function strainTypeLabel(strainType: StrainType): string {
  return STRAIN_TYPE_LABELS[strainType];
}

/** The strain type and volume that a product has, in that order. */
export function productFacts(product: Pick<Product, 'strain_type' | 'volume'>): string[] {
  const facts: string[] = [];
  if (product.strain_type) facts.push(strainTypeLabel(product.strain_type));
  if (product.volume) facts.push(product.volume);
  return facts;
}

const percent = new Intl.NumberFormat('en-US', { maximumFractionDigits: 2 });

/** THC and CBD contents: 22.5 → "22.5%". */
export function formatPercent(value: number): string {
  return `${percent.format(value)}%`;
}
