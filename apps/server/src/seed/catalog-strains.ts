// The strains of the demo catalogue: well-known cultivar names with a typical THC level and a
// tasting note, shared by the flower, pre-roll, cartridge and concentrate products made from them.

export type Strain = 'indica' | 'sativa' | 'hybrid' | 'cbd';

export interface StrainProfile {
  /** Short code used in SKUs (FLW-BD-35). */
  code: string;
  name: string;
  type: Strain;
  /** Typical THC % of the flower. */
  thc: number;
  /** Typical CBD % of the flower. */
  cbd: number;
  /** Completes "… with {note}". */
  note: string;
}

const STRAINS = [
  ['BD', 'Blue Dream', 'hybrid', 21, 0.1, 'sweet blueberry aroma and a calm, clear-headed lift'],
  ['OGK', 'OG Kush', 'hybrid', 23, 0.2, 'earthy pine and lemon zest and a heavy, relaxing finish'],
  [
    'SD',
    'Sour Diesel',
    'sativa',
    22,
    0.2,
    'a pungent, fuel-forward nose and energising daytime buzz',
  ],
  ['GSC', 'Girl Scout Cookies', 'hybrid', 25, 0.1, 'sweet, minty dough notes and a euphoric calm'],
  [
    'GG4',
    'Gorilla Glue #4',
    'hybrid',
    27,
    0.1,
    'chocolate and diesel resin and a couch-locking finish',
  ],
  [
    'GDP',
    'Granddaddy Purple',
    'indica',
    20,
    0.1,
    'grape and berry sweetness and deep evening calm',
  ],
  ['JH', 'Jack Herer', 'sativa', 19, 0.2, 'spicy pine and a bright, focused head high'],
  ['NL', 'Northern Lights', 'indica', 18, 0.1, 'sweet, earthy spice and a dreamy, restful calm'],
  [
    'PE',
    'Pineapple Express',
    'hybrid',
    20,
    0.1,
    'tropical pineapple and cedar and an upbeat, social buzz',
  ],
  ['WC', 'Wedding Cake', 'hybrid', 25, 0.1, 'rich vanilla frosting notes and a mellow, happy high'],
  ['GEL', 'Gelato', 'hybrid', 22, 0.1, 'creamy sherbet and citrus and a balanced, uplifting calm'],
  ['PH', 'Purple Haze', 'sativa', 17, 0.1, 'berry and earth and a creative, dreamy lift'],
  ['DP', 'Durban Poison', 'sativa', 20, 0.1, 'sweet anise and crisp, clear-headed energy'],
  ['BK', 'Bubba Kush', 'indica', 19, 0.2, 'coffee and chocolate hash notes and heavy tranquillity'],
  ['GC', 'Green Crack', 'sativa', 21, 0.1, 'tangy mango and a sharp, energetic focus'],
  ['SLH', 'Super Lemon Haze', 'sativa', 20, 0.1, 'zesty lemon candy and a lively, talkative high'],
  ['ZK', 'Zkittlez', 'indica', 19, 0.1, 'fruit-candy sweetness and a calm, contented mood'],
  ['RTZ', 'Runtz', 'hybrid', 24, 0.1, 'sugary tropical fruit and a smooth, euphoric calm'],
  [
    'ICC',
    'Ice Cream Cake',
    'indica',
    23,
    0.1,
    'creamy vanilla and sugary dough for a sleepy night in',
  ],
  ['SC', 'Strawberry Cough', 'sativa', 18, 0.1, 'fresh strawberry and a gentle, uplifting lift'],
  [
    'DSD',
    'Do-Si-Dos',
    'indica',
    25,
    0.1,
    'earthy lime and floral notes and strong body relaxation',
  ],
  ['MIM', 'Mimosa', 'hybrid', 21, 0.1, 'citrus and tropical fruit and an upbeat morning lift'],
  ['ACDC', 'ACDC', 'cbd', 1, 16, 'herbal, earthy notes and clear calm without a heavy high'],
  ['HQ', 'Harlequin', 'cbd', 6, 12, 'mango and earth and a gentle, clear-headed calm'],
] as const satisfies readonly (readonly [string, string, Strain, number, number, string])[];

const BY_CODE = new Map<string, StrainProfile>(
  STRAINS.map(([code, name, type, thc, cbd, note]) => [code, { code, name, type, thc, cbd, note }]),
);

export type StrainCode = (typeof STRAINS)[number][0];

export function strain(code: StrainCode): StrainProfile {
  const profile = BY_CODE.get(code);
  if (!profile) throw new Error(`Unknown strain code ${code}`);
  return profile;
}

export const STRAIN_LABELS: Record<Strain, string> = {
  indica: 'an indica',
  sativa: 'a sativa',
  hybrid: 'a hybrid',
  cbd: 'a high-CBD cultivar',
};
