// The demo catalogue as fixed data: the category tree and ~80 products with fictional brands,
// real strain names, sizes, THC/CBD levels and retail prices. Stock, sale prices and dates are
// added deterministically at seed time (catalog.ts).
import type { Glyph } from './catalog-artwork';
import { CBD_PRODUCTS_AND_ACCESSORIES, EDIBLES_AND_GUMMIES } from './catalog-goods';
import { STRAIN_LABELS, strain, type Strain, type StrainCode } from './catalog-strains';

export type CategoryKey =
  'flower' | 'prerolls' | 'vapes' | 'edibles' | 'gummies' | 'concentrates' | 'cbd' | 'accessories';

export const CATEGORIES: readonly { key: CategoryKey; name: string; parent?: CategoryKey }[] = [
  { key: 'flower', name: 'Flower' },
  { key: 'prerolls', name: 'Pre-rolls' },
  { key: 'vapes', name: 'Vape Cartridges' },
  { key: 'edibles', name: 'Edibles' },
  { key: 'gummies', name: 'Gummies', parent: 'edibles' },
  { key: 'concentrates', name: 'Concentrates' },
  { key: 'cbd', name: 'CBD Products' },
  { key: 'accessories', name: 'Accessories' },
];

export interface SeedProduct {
  sku: string;
  name: string;
  brand: string;
  category: CategoryKey;
  volume: string | null;
  strainType: Strain | null;
  thcPercent: number | null;
  cbdPercent: number | null;
  retailPriceCents: number;
  description: string;
  glyph: Glyph;
}

/**
 * The age a demo product needs: CBD products (hemp balms, tinctures, softgels) 18, everything with
 * THC (flower, pre-rolls, cartridges, concentrates, edibles, gummies) 21; accessories hold no
 * cannabis and follow the store's minimum age (null).
 */
export function seedMinimumAge(category: CategoryKey): number | null {
  if (category === 'cbd') return 18;
  if (category === 'accessories') return null;
  return 21;
}

const FLOWER_BRANDS = {
  'Evergreen Reserve': 'Small-batch indoor flower, hang-dried and trimmed by hand.',
  'Pacific Bloom': 'Sun-grown on the coast and slow-cured for a smooth, even burn.',
  'Highland Harvest': 'Greenhouse-grown everyday flower at an honest price.',
  'Stonebridge Farms': 'Living-soil flower from a family farm, cured for four weeks.',
} as const;
type FlowerBrand = keyof typeof FLOWER_BRANDS;

/** '3.5g' → '35', '0.5g' → '05', '5 pack' → '5PK' (the size part of a SKU). */
const sizeCode = (volume: string) =>
  volume
    .replace(/ pack$/, 'PK')
    .replace(/g$/, '')
    .replace('.', '');

const about = (code: StrainCode) => {
  const profile = strain(code);
  return `${profile.name}, ${STRAIN_LABELS[profile.type]} with ${profile.note}`;
};

function flower(code: StrainCode, volume: string, brand: FlowerBrand, price: number): SeedProduct {
  const profile = strain(code);
  return {
    sku: `FLW-${code}-${sizeCode(volume)}`,
    name: profile.name,
    brand,
    category: 'flower',
    volume,
    strainType: profile.type,
    thcPercent: profile.thc,
    cbdPercent: profile.cbd,
    retailPriceCents: price,
    description: `${about(code)}. ${FLOWER_BRANDS[brand]}`,
    glyph: 'bud',
  };
}

function preroll(
  code: StrainCode,
  volume: string,
  brand: string,
  price: number,
  infused = false,
): SeedProduct {
  const profile = strain(code);
  const pack = /^(\d+) pack$/.exec(volume)?.[1];
  const description = pack
    ? `${pack} half-gram pre-rolls of whole-flower ${about(code)}. Hemp papers, paper tips.`
    : infused
      ? `A 1g pre-roll of ${about(code)}, coated in live resin and rolled in kief.`
      : `A 1g cone of whole-flower ${about(code)}. Hemp paper, paper tip.`;
  return {
    sku: `PRE-${code}-${sizeCode(volume)}${infused ? 'I' : ''}`,
    name: `${profile.name} ${infused ? 'Infused Pre-roll' : pack ? 'Pre-rolls' : 'Pre-roll'}`,
    brand,
    category: 'prerolls',
    volume,
    strainType: profile.type,
    thcPercent: infused ? profile.thc + 16 : profile.thc,
    cbdPercent: profile.cbd,
    retailPriceCents: price,
    description,
    glyph: pack ? 'preroll-pack' : 'preroll',
  };
}

const CARTRIDGE_KINDS = {
  Distillate: ['DIS', 'Botanical terpenes and no cutting agents.'],
  'Live Resin': ['LR', 'Extracted from flash-frozen flower to keep every terpene.'],
  'Live Rosin': ['ROS', 'Solventless: pressed from ice-water hash with heat alone.'],
} as const;

function cartridge(
  code: StrainCode,
  kind: keyof typeof CARTRIDGE_KINDS,
  volume: string,
  brand: string,
  thc: number,
  price: number,
): SeedProduct {
  const [kindCode, kindNote] = CARTRIDGE_KINDS[kind];
  return {
    sku: `VAP-${code}-${kindCode}-${sizeCode(volume)}`,
    name: `${strain(code).name} ${kind} Cartridge`,
    brand,
    category: 'vapes',
    volume,
    strainType: strain(code).type,
    thcPercent: thc,
    cbdPercent: 0.5,
    retailPriceCents: price,
    description: `A ${volume} 510-thread cartridge of ${about(code)}. ${kindNote}`,
    glyph: 'cartridge',
  };
}

const CONCENTRATE_FORMS = {
  'Live Rosin': ['ROS', 'jar', 'Solventless and cold-cured to a creamy, spreadable texture.'],
  'Hash Rosin': ['HR', 'jar', 'Pressed from six-star ice-water hash; nothing added.'],
  'Live Resin Badder': ['BAD', 'jar', 'Whipped to a soft, buttery consistency that scoops easily.'],
  'Live Resin Sugar': ['SUG', 'jar', 'Sparkling terpene-rich crystals in a wet, sugary matrix.'],
  'Live Resin Sauce': ['SAU', 'jar', 'High-terpene sauce studded with THCa crystals.'],
  Crumble: ['CRM', 'jar', 'Dry, honeycomb texture that is easy to portion.'],
  'Bubble Hash': ['BH', 'jar', 'Old-school ice-water hash, sieved and air-dried.'],
  Shatter: ['SHT', 'shard', 'Glass-clear amber slab that snaps cleanly.'],
  'THCa Diamonds': ['DIA', 'shard', 'Large, clean crystals for a powerful dab.'],
} as const;

function concentrate(
  code: StrainCode,
  form: keyof typeof CONCENTRATE_FORMS,
  volume: string,
  brand: string,
  thc: number,
  price: number,
): SeedProduct {
  const [formCode, glyph, formNote] = CONCENTRATE_FORMS[form];
  return {
    sku: `CON-${code}-${formCode}-${sizeCode(volume)}`,
    name: `${strain(code).name} ${form}`,
    brand,
    category: 'concentrates',
    volume,
    strainType: strain(code).type,
    thcPercent: thc,
    cbdPercent: 0.2,
    retailPriceCents: price,
    description: `${form} from ${about(code)}. ${formNote}`,
    glyph,
  };
}

export const SEED_PRODUCTS: readonly SeedProduct[] = [
  flower('BD', '3.5g', 'Pacific Bloom', 3999),
  flower('BD', '7g', 'Pacific Bloom', 6999),
  flower('OGK', '3.5g', 'Evergreen Reserve', 4999),
  flower('SD', '3.5g', 'Stonebridge Farms', 4499),
  flower('GSC', '3.5g', 'Evergreen Reserve', 5299),
  flower('GG4', '3.5g', 'Highland Harvest', 3999),
  flower('GG4', '14g', 'Highland Harvest', 12999),
  flower('GDP', '3.5g', 'Pacific Bloom', 3799),
  flower('JH', '3.5g', 'Stonebridge Farms', 4299),
  flower('NL', '3.5g', 'Highland Harvest', 2999),
  flower('NL', '28g', 'Highland Harvest', 17999),
  flower('PE', '3.5g', 'Pacific Bloom', 3999),
  flower('WC', '3.5g', 'Evergreen Reserve', 5499),
  flower('WC', '1g', 'Evergreen Reserve', 1600),
  flower('GEL', '3.5g', 'Evergreen Reserve', 5299),
  flower('DP', '3.5g', 'Stonebridge Farms', 4199),
  flower('BK', '7g', 'Highland Harvest', 5999),
  flower('ZK', '3.5g', 'Pacific Bloom', 4299),
  flower('RTZ', '3.5g', 'Evergreen Reserve', 5499),
  flower('ICC', '3.5g', 'Evergreen Reserve', 4999),
  flower('SLH', '3.5g', 'Stonebridge Farms', 4299),
  flower('ACDC', '3.5g', 'Stonebridge Farms', 3499),

  preroll('BD', '1g', 'Pacific Bloom', 1200),
  preroll('OGK', '1g', 'Evergreen Reserve', 1400),
  preroll('SD', '5 pack', 'Stonebridge Farms', 3499),
  preroll('GDP', '5 pack', 'Pacific Bloom', 3299),
  preroll('JH', '10 pack', 'Stonebridge Farms', 5999),
  preroll('NL', '10 pack', 'Highland Harvest', 4999),
  preroll('PE', '1g', 'Lumen Extracts', 2200, true),
  preroll('GEL', '1g', 'Lumen Extracts', 2400, true),
  preroll('GC', '1g', 'Highland Harvest', 999),
  preroll('SC', '5 pack', 'Pacific Bloom', 3299),
  preroll('WC', '2 pack', 'Evergreen Reserve', 2199),

  cartridge('BD', 'Distillate', '1g', 'Cloudline', 90.4, 4999),
  cartridge('SD', 'Live Resin', '0.5g', 'Lumen Extracts', 81.2, 3999),
  cartridge('GSC', 'Distillate', '0.5g', 'Cloudline', 89.1, 2999),
  cartridge('GDP', 'Live Resin', '1g', 'Lumen Extracts', 79.8, 5999),
  cartridge('JH', 'Distillate', '1g', 'Cloudline', 91.3, 4999),
  cartridge('PE', 'Distillate', '0.5g', 'Cloudline', 88.6, 2999),
  cartridge('GEL', 'Live Resin', '0.5g', 'Lumen Extracts', 82.5, 4299),
  cartridge('DP', 'Distillate', '1g', 'Cloudline', 90.1, 4799),
  cartridge('MIM', 'Live Rosin', '0.5g', 'Lumen Extracts', 76.4, 5499),
  cartridge('NL', 'Distillate', '1g', 'Cloudline', 89.7, 4499),
  cartridge('SLH', 'Live Resin', '1g', 'Lumen Extracts', 80.6, 5799),

  ...EDIBLES_AND_GUMMIES,

  concentrate('GEL', 'Live Rosin', '1g', 'Evergreen Reserve', 74.8, 6999),
  concentrate('WC', 'Live Resin Badder', '1g', 'Lumen Extracts', 77.3, 4999),
  concentrate('SD', 'Shatter', '1g', 'Lumen Extracts', 81.6, 3499),
  concentrate('GG4', 'Live Resin Sugar', '1g', 'Lumen Extracts', 79.4, 4599),
  concentrate('BD', 'Crumble', '1g', 'Cloudline', 76.9, 3299),
  concentrate('RTZ', 'THCa Diamonds', '1g', 'Lumen Extracts', 92.1, 5999),
  concentrate('GDP', 'Hash Rosin', '0.5g', 'Evergreen Reserve', 71.5, 4499),
  concentrate('JH', 'Live Resin Sauce', '1g', 'Lumen Extracts', 78.8, 4999),
  concentrate('BK', 'Bubble Hash', '1g', 'Highland Harvest', 52.4, 2999),

  ...CBD_PRODUCTS_AND_ACCESSORIES,
];
