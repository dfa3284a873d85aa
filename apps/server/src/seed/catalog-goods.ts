// The demo products not made from one strain: edibles and gummies, CBD products and accessories,
// as fixed data (the strain-based flower, pre-rolls, cartridges and concentrates are in
// catalog-products.ts, which lists these in its order).
import type { CategoryKey, SeedProduct } from './catalog-products';
import type { Strain } from './catalog-strains';

type ItemFields = Pick<SeedProduct, 'sku' | 'name' | 'brand' | 'volume' | 'description' | 'glyph'>;

/** One product given field by field; strain type and THC/CBD follow the product, not a strain. */
function item(
  category: CategoryKey,
  fields: ItemFields,
  strainType: Strain | null,
  price: number,
  thc: number | null = null,
  cbd: number | null = null,
): SeedProduct {
  return {
    ...fields,
    category,
    strainType,
    thcPercent: thc,
    cbdPercent: cbd,
    retailPriceCents: price,
  };
}

const GOLDEN = 'Golden Hour Kitchen';
const JUNIPER = 'Juniper & Jam';
const MEADOW = 'Meadowlight Wellness';
const FIELDKIT = 'Fieldkit Supply Co.';
const EMBER = 'Ember & Ash';

// prettier-ignore
export const EDIBLES_AND_GUMMIES: readonly SeedProduct[] = [
  item('edibles', { sku: 'EDB-DCSS-100', name: 'Dark Chocolate Sea Salt Bar', brand: GOLDEN, volume: '100mg', glyph: 'chocolate',
    description: '72% dark chocolate with flaky sea salt, scored into ten 10mg squares.' }, 'hybrid', 2400),
  item('edibles', { sku: 'EDB-MCT-100', name: 'Milk Chocolate Toffee Bar', brand: GOLDEN, volume: '100mg', glyph: 'chocolate',
    description: 'Creamy milk chocolate with buttery toffee crunch; ten 10mg pieces for winding down.' }, 'indica', 2200),
  item('edibles', { sku: 'EDB-PMM-40', name: 'Peppermint Micro Mints', brand: GOLDEN, volume: '40 pack', glyph: 'mints',
    description: 'Sugar-free peppermints at 2.5mg each, for a light and precise dose.' }, 'sativa', 2000),
  item('edibles', { sku: 'EDB-CCC-2', name: 'Chocolate Chip Cookies', brand: GOLDEN, volume: '2 pack', glyph: 'cookie',
    description: 'Two soft-baked cookies with dark chocolate chunks, 10mg each.' }, 'indica', 1400),
  item('edibles', { sku: 'EDB-SLM-355', name: 'Sparkling Lemonade', brand: GOLDEN, volume: '355ml', glyph: 'can',
    description: 'Tart, lightly sparkling lemonade with 5mg of fast-acting THC per can.' }, 'sativa', 900),

  item('gummies', { sku: 'GUM-WAT-10', name: 'Watermelon Gummies', brand: JUNIPER, volume: '10 pack', glyph: 'gummy',
    description: 'Juicy watermelon gummies made with real fruit, 10mg each.' }, 'sativa', 2000),
  item('gummies', { sku: 'GUM-BLK-10', name: 'Blackberry Dream Gummies', brand: JUNIPER, volume: '10 pack', glyph: 'gummy',
    description: 'Deep blackberry flavour with an indica-leaning blend for quiet evenings, 10mg each.' }, 'indica', 2200),
  item('gummies', { sku: 'GUM-SPE-20', name: 'Sour Peach Gummies', brand: JUNIPER, volume: '20 pack', glyph: 'gummy',
    description: 'Sugar-dusted sour peach rings, 5mg each for easy microdosing.' }, 'hybrid', 2400),
  item('gummies', { sku: 'GUM-MBS-10', name: 'Midnight Blueberry Sleep Gummies', brand: JUNIPER, volume: '10 pack', glyph: 'gummy',
    description: 'Blueberry gummies with 10mg THC and 5mg CBN each, made for a full night of rest.' }, 'indica', 2600),
  item('gummies', { sku: 'GUM-TMA-10', name: 'Tropical Mango Gummies', brand: JUNIPER, volume: '10 pack', glyph: 'gummy',
    description: 'Ripe mango flavour and a bright sativa blend, 10mg each.' }, 'sativa', 2000),
  item('gummies', { sku: 'GUM-POM-20', name: 'Pomegranate 1:1 CBD Gummies', brand: MEADOW, volume: '20 pack', glyph: 'gummy',
    description: 'Balanced gummies with 5mg CBD and 5mg THC each, tart and gentle.' }, 'cbd', 2800),
  item('gummies', { sku: 'GUM-RLE-10', name: 'Raspberry Lemonade Gummies', brand: JUNIPER, volume: '10 pack', glyph: 'gummy',
    description: 'Sweet-tart raspberry lemonade with a sociable hybrid blend, 10mg each.' }, 'hybrid', 2000),
  item('gummies', { sku: 'GUM-GAF-10', name: 'Green Apple Fast-Acting Gummies', brand: GOLDEN, volume: '10 pack', glyph: 'gummy',
    description: 'Nano-emulsified for effects in about 15 minutes; crisp green apple, 10mg each.' }, 'hybrid', 2400),
  item('gummies', { sku: 'GUM-CCO-20', name: 'Cherry Cola Gummies', brand: GOLDEN, volume: '20 pack', glyph: 'gummy',
    description: 'Fizzy cherry cola bottles, 5mg each, with a playful hybrid lift.' }, 'hybrid', 2200),
];

// prettier-ignore
export const CBD_PRODUCTS_AND_ACCESSORIES: readonly SeedProduct[] = [
  item('cbd', { sku: 'CBD-FST-1000', name: 'Full Spectrum CBD Tincture 1000mg', brand: MEADOW, volume: '30ml', glyph: 'tincture',
    description: 'Whole-plant CBD in organic MCT oil with a marked dropper; about 33mg per ml.' }, 'cbd', 6499, 0.2, 3.3),
  item('cbd', { sku: 'CBD-BST-500', name: 'Broad Spectrum CBD Tincture 500mg', brand: MEADOW, volume: '30ml', glyph: 'tincture',
    description: 'THC-free broad-spectrum CBD with a light peppermint finish.' }, 'cbd', 3999, 0, 1.7),
  item('cbd', { sku: 'CBD-SLP-1500', name: 'CBD + CBN Sleep Tincture 1500mg', brand: MEADOW, volume: '30ml', glyph: 'tincture',
    description: 'CBD with CBN, chamomile and lavender terpenes for a calmer bedtime routine.' }, 'cbd', 7999, 0.2, 5),
  item('cbd', { sku: 'CBD-MBA-500', name: 'CBD Muscle Balm 500mg', brand: MEADOW, volume: '50ml', glyph: 'balm',
    description: 'Cooling menthol and arnica balm with CBD for sore muscles after a long day.' }, 'cbd', 3499, 0, 1),
  item('cbd', { sku: 'CBD-SOF-30', name: 'CBD Softgels 25mg', brand: MEADOW, volume: '30 pack', glyph: 'tincture',
    description: 'Pre-measured 25mg CBD softgels for a consistent daily dose.' }, 'cbd', 4999, 0.2, 5),
  item('cbd', { sku: 'CBD-PET-250', name: 'CBD Pet Tincture 250mg', brand: MEADOW, volume: '15ml', glyph: 'tincture',
    description: 'Gentle, THC-free CBD in salmon oil for cats and dogs.' }, 'cbd', 2999, 0, 1.7),

  item('accessories', { sku: 'ACC-GRD-63', name: 'Four-Piece Aluminium Grinder 63mm', brand: FIELDKIT, volume: null, glyph: 'grinder',
    description: 'Anodised aluminium grinder with diamond teeth, a fine mesh screen and a kief catcher.' }, null, 3999),
  item('accessories', { sku: 'ACC-GRD-40', name: 'Compact Pocket Grinder 40mm', brand: FIELDKIT, volume: null, glyph: 'grinder',
    description: 'A two-piece grinder small enough for a jeans pocket, with a magnetic lid.' }, null, 1899),
  item('accessories', { sku: 'ACC-PAP-KS', name: 'Unbleached King Size Papers', brand: EMBER, volume: '32 leaves', glyph: 'papers',
    description: 'Thin, slow-burning unbleached papers with natural gum.' }, null, 399),
  item('accessories', { sku: 'ACC-PAP-114', name: 'Hemp Rolling Papers 1¼', brand: EMBER, volume: '50 leaves', glyph: 'papers',
    description: 'Classic 1¼ size hemp papers with a watermark that keeps the burn even.' }, null, 299),
  item('accessories', { sku: 'ACC-CON-6', name: 'Pre-rolled Cones', brand: EMBER, volume: '6 pack', glyph: 'preroll-pack',
    description: 'King size cones with filter tips: fill, pack, twist.' }, null, 599),
  item('accessories', { sku: 'ACC-BAT-510', name: '510 Thread Vape Battery', brand: 'Cloudline', volume: null, glyph: 'battery',
    description: 'A slim 350mAh battery with three voltage settings and USB-C charging.' }, null, 2499),
  item('accessories', { sku: 'ACC-BAT-VV', name: 'Variable Voltage Palm Battery', brand: 'Cloudline', volume: null, glyph: 'battery',
    description: 'A pocket-sized 500mAh battery that hides the cartridge and preheats at a click.' }, null, 3499),
  item('accessories', { sku: 'ACC-TRY-BAM', name: 'Bamboo Rolling Tray', brand: FIELDKIT, volume: null, glyph: 'tray',
    description: 'A sustainably sourced bamboo tray with raised edges and a curved corner for pouring.' }, null, 2299),
  item('accessories', { sku: 'ACC-JAR-SP', name: 'Smell-Proof Stash Jar', brand: FIELDKIT, volume: null, glyph: 'jar',
    description: 'UV-blocking glass with an airtight lid that keeps flower fresh and discreet.' }, null, 1999),
];
