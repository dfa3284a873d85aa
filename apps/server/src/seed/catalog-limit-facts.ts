// The purchase-limit facts of the demo products (decision 0035): flower and pre-rolls by their
// grams of flower, cartridges and concentrates as concentrate by their grams, edibles, gummies and
// the CBD products with THC by the mg of THC in one package, the THC-free balm as a topical, and
// accessories as accessories. Derived from the category, size and SKU, so the benchmark's
// catalogue (demo products in other sizes) gets facts by the same rule.
import type { LimitFacts } from '@canopy/contracts';
import type { CategoryKey, SeedProduct } from './catalog-products';

/** A pre-roll pack holds half-gram pre-rolls; a single pre-roll says its weight. */
const PACK_PREROLL_G = 0.5;

/**
 * mg of THC in one package of each THC-bearing edible, gummy and CBD product: pieces × mg each as
 * their descriptions say; the full-spectrum CBD products carry 0.2 % THC (≈ 60 mg in 30 ml, 1 mg
 * per softgel).
 */
const THC_MG_BY_SKU: Readonly<Record<string, number>> = {
  'EDB-DCSS-100': 100,
  'EDB-MCT-100': 100,
  'EDB-PMM-40': 100,
  'EDB-CCC-2': 20,
  'EDB-SLM-355': 5,
  'GUM-WAT-10': 100,
  'GUM-BLK-10': 100,
  'GUM-SPE-20': 100,
  'GUM-MBS-10': 100,
  'GUM-TMA-10': 100,
  'GUM-POM-20': 100,
  'GUM-RLE-10': 100,
  'GUM-GAF-10': 100,
  'GUM-CCO-20': 100,
  'CBD-FST-1000': 60,
  'CBD-SLP-1500': 60,
  'CBD-SOF-30': 30,
};

/** Drinks among the edibles: they count as beverages. */
const BEVERAGE_SKUS: ReadonlySet<string> = new Set(['EDB-SLM-355']);
/** Creams and balms: topicals. */
const TOPICAL_SKUS: ReadonlySet<string> = new Set(['CBD-MBA-500']);

const NO_FACTS: LimitFacts = { limit_class: null, net_weight_g: null, thc_mg: null };

/** '3.5g' → 3.5, '5 pack' → 2.5 (half-gram pre-rolls); null for any other size. */
function gramsOf(volume: string | null, category: CategoryKey): number | null {
  if (volume === null) return null;
  const grams = /^(\d+(?:\.\d+)?)g$/.exec(volume)?.[1];
  if (grams !== undefined) return Number(grams);
  const pack = /^(\d+) pack$/.exec(volume)?.[1];
  return category === 'prerolls' && pack !== undefined ? Number(pack) * PACK_PREROLL_G : null;
}

function weighed(limitClass: 'flower' | 'preroll' | 'concentrate', grams: number | null) {
  return { limit_class: limitClass, net_weight_g: grams ?? 1, thc_mg: null };
}

/**
 * The facts of a demo product, or of a benchmark product made from one (`templateSku`: the demo
 * product's SKU; its size may differ). A THC-free ingestible (the broad-spectrum and pet
 * tinctures) counts towards no limit.
 */
export function seedLimitFacts(
  product: Pick<SeedProduct, 'category' | 'volume'>,
  templateSku: string,
): LimitFacts {
  const grams = gramsOf(product.volume, product.category);
  switch (product.category) {
    case 'flower':
      return weighed('flower', grams);
    case 'prerolls':
      return weighed('preroll', grams);
    case 'vapes':
    case 'concentrates':
      return weighed('concentrate', grams);
    case 'accessories':
      return { ...NO_FACTS, limit_class: 'accessory' };
    case 'edibles':
    case 'gummies':
    case 'cbd': {
      if (TOPICAL_SKUS.has(templateSku)) return { ...NO_FACTS, limit_class: 'topical' };
      const thc = THC_MG_BY_SKU[templateSku];
      if (thc === undefined) return NO_FACTS;
      return {
        limit_class: BEVERAGE_SKUS.has(templateSku) ? 'beverage' : 'edible',
        net_weight_g: null,
        thc_mg: thc,
      };
    }
  }
}
