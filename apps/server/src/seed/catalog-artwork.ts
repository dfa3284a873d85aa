// Product pictures for the demo catalogue, drawn at seed time: a glyph for the kind of product
// (leaf, pre-roll, cartridge, gummy, …) on a gradient whose colour says the strain type, rendered
// by sharp from SVG to PNG. No text, so the result does not depend on installed fonts.
import sharp from 'sharp';
import { PRIMARY_IMAGE_WIDTH } from '../modules/catalog/images.service';
import type { Strain } from './catalog-strains';

export type Glyph =
  | 'bud'
  | 'preroll'
  | 'preroll-pack'
  | 'cartridge'
  | 'chocolate'
  | 'mints'
  | 'cookie'
  | 'can'
  | 'gummy'
  | 'jar'
  | 'shard'
  | 'tincture'
  | 'balm'
  | 'grinder'
  | 'papers'
  | 'battery'
  | 'tray';

interface Palette {
  /** Gradient start (top left). */
  light: string;
  /** Gradient end and the glyph's main colour. */
  mid: string;
  /** Outlines and dark parts of the glyph. */
  ink: string;
}

// Indica purple, sativa amber, hybrid green, CBD teal, accessories slate.
const PALETTES: Record<Strain | 'none', Palette> = {
  indica: { light: '#b9a3e3', mid: '#6d4aa8', ink: '#2e1f5e' },
  sativa: { light: '#f8cf7f', mid: '#e08a2e', ink: '#7a3510' },
  hybrid: { light: '#a5dcae', mid: '#3f9a5c', ink: '#1b5538' },
  cbd: { light: '#a8dde6', mid: '#2f93ad', ink: '#174f63' },
  none: { light: '#d5dae0', mid: '#7b8794', ink: '#323f4b' },
};

/**
 * Square source size. Products show the 640 variant (PRIMARY_IMAGE_WIDTH), and uploads are
 * never upscaled, so a larger source would only add an unused 1280 variant — and, measured,
 * triple the seed's share of the first start.
 */
export const ARTWORK_SIZE = PRIMARY_IMAGE_WIDTH;

type Draw = (p: Palette) => string;

const PAPER = '#fbf6ea';

const rolled = (y: number): Draw => {
  return (p) =>
    `<rect x="24" y="${y - 3}" width="11" height="6" rx="1" fill="${p.mid}" stroke="${p.ink}" stroke-width="1.2"/>` +
    `<path d="M35 ${y - 3} L72 ${y - 6} L72 ${y + 6} L35 ${y + 3} Z" fill="${PAPER}" stroke="${p.ink}" stroke-width="1.2" stroke-linejoin="round"/>` +
    `<path d="M72 ${y - 6} Q80 ${y} 72 ${y + 6} Z" fill="${p.ink}"/>`;
};

const leaflet = (angle: number, length: number, width: number): Draw => {
  return (p) =>
    `<path d="M50 68 Q${50 + width} ${68 - length} 50 ${68 - 2 * length} Q${50 - width} ${68 - length} 50 68 Z" ` +
    `fill="${p.mid}" stroke="${p.ink}" stroke-width="1" transform="rotate(${angle} 50 68)"/>`;
};

const GLYPHS: Record<Glyph, Draw> = {
  bud: (p) =>
    [
      [-80, 9, 3],
      [-54, 13, 4.5],
      [-27, 17, 5.5],
      [27, 17, 5.5],
      [54, 13, 4.5],
      [80, 9, 3],
      [0, 19, 6],
    ]
      .map(([angle = 0, length = 0, width = 0]) => leaflet(angle, length, width)(p))
      .join('') +
    `<path d="M50 68 L50 81" stroke="${p.ink}" stroke-width="2.4" stroke-linecap="round"/>`,
  preroll: (p) => `<g transform="rotate(-35 50 52)">${rolled(52)(p)}</g>`,
  'preroll-pack': (p) =>
    `<g transform="rotate(-18 50 52)">${rolled(39)(p)}${rolled(52)(p)}${rolled(65)(p)}</g>`,
  cartridge: (p) =>
    `<rect x="45" y="19" width="10" height="10" rx="3" fill="${p.ink}"/>` +
    `<rect x="43" y="29" width="14" height="3" fill="${p.mid}"/>` +
    `<rect x="42" y="32" width="16" height="34" rx="2" fill="#ffffff" stroke="${p.ink}" stroke-width="1.5"/>` +
    `<rect x="43.5" y="43" width="13" height="21.5" rx="1" fill="${p.mid}" fill-opacity="0.85"/>` +
    `<rect x="49" y="33" width="2" height="32" fill="${p.ink}" fill-opacity="0.5"/>` +
    `<rect x="43" y="66" width="14" height="9" rx="1.5" fill="${p.ink}"/>` +
    `<rect x="45.5" y="75" width="9" height="6" fill="${p.mid}" stroke="${p.ink}" stroke-width="1"/>`,
  chocolate: (p) =>
    `<g transform="rotate(-8 50 52)"><rect x="30" y="26" width="40" height="50" rx="3" fill="${p.ink}"/>` +
    [0, 1]
      .flatMap((column) =>
        [0, 1, 2].map(
          (row) =>
            `<rect x="${33 + column * 18}" y="${29 + row * 14}" width="16" height="12" rx="1.5" fill="${p.mid}"/>`,
        ),
      )
      .join('') +
    `<rect x="28" y="58" width="44" height="20" rx="2" fill="${p.light}" stroke="${p.ink}" stroke-width="1.2"/></g>`,
  mints: (p) =>
    `<circle cx="50" cy="52" r="23" fill="${p.ink}"/><circle cx="50" cy="52" r="19" fill="${p.mid}"/>` +
    [
      [43, 45],
      [56, 44],
      [50, 55],
      [41, 59],
      [59, 58],
    ]
      .map(
        ([x, y]) =>
          `<circle cx="${x}" cy="${y}" r="5" fill="#ffffff" stroke="${p.ink}" stroke-width="0.8"/>`,
      )
      .join(''),
  cookie: (p) =>
    `<circle cx="50" cy="52" r="23" fill="#d8a25c" stroke="${p.ink}" stroke-width="1.2"/>` +
    [
      [42, 43, 3],
      [57, 45, 2.6],
      [47, 56, 3.2],
      [60, 59, 2.4],
      [39, 60, 2.2],
      [52, 66, 2.4],
    ]
      .map(([x, y, r]) => `<circle cx="${x}" cy="${y}" r="${r}" fill="${p.ink}"/>`)
      .join(''),
  can: (p) =>
    `<rect x="37" y="24" width="26" height="56" rx="4" fill="${p.mid}" stroke="${p.ink}" stroke-width="1.4"/>` +
    `<rect x="38.5" y="21" width="23" height="5" rx="2.5" fill="${p.ink}"/>` +
    `<rect x="37" y="42" width="26" height="18" fill="${p.light}"/>` +
    `<circle cx="50" cy="51" r="4.5" fill="${p.ink}"/>`,
  gummy: (p) =>
    `<g fill="${p.mid}" stroke="${p.ink}" stroke-width="1.2">` +
    `<circle cx="42.5" cy="27" r="4"/><circle cx="57.5" cy="27" r="4"/>` +
    `<circle cx="37" cy="50" r="5"/><circle cx="63" cy="50" r="5"/>` +
    `<circle cx="41" cy="72" r="6"/><circle cx="59" cy="72" r="6"/>` +
    `<ellipse cx="50" cy="58" rx="13" ry="15"/><circle cx="50" cy="35" r="9"/></g>` +
    `<ellipse cx="50" cy="60" rx="7" ry="8" fill="${p.light}" fill-opacity="0.7"/>` +
    `<circle cx="46.5" cy="33.5" r="1.3" fill="${p.ink}"/><circle cx="53.5" cy="33.5" r="1.3" fill="${p.ink}"/>`,
  jar: (p) =>
    `<rect x="32" y="29" width="36" height="11" rx="2.5" fill="${p.ink}"/>` +
    `<rect x="30" y="40" width="40" height="36" rx="6" fill="#ffffff" stroke="${p.ink}" stroke-width="1.5"/>` +
    `<rect x="33" y="52" width="34" height="21" rx="4" fill="${p.mid}"/>`,
  shard: (p) =>
    `<path d="M50 22 L68 39 L61 75 L38 77 L31 42 Z" fill="${p.mid}" stroke="${p.ink}" stroke-width="1.5" stroke-linejoin="round"/>` +
    `<path d="M50 22 L48 50 L31 42 Z" fill="#ffffff" fill-opacity="0.4"/>` +
    `<path d="M48 50 L50 22 M48 50 L68 39 M48 50 L61 75 M48 50 L38 77 M48 50 L31 42" stroke="${p.ink}" stroke-opacity="0.5" stroke-width="1"/>`,
  tincture: (p) =>
    `<rect x="45" y="17" width="10" height="13" rx="5" fill="${p.ink}"/>` +
    `<rect x="42" y="30" width="16" height="7" rx="1.5" fill="${p.ink}"/>` +
    `<rect x="36" y="37" width="28" height="42" rx="6" fill="${p.mid}" stroke="${p.ink}" stroke-width="1.2"/>` +
    `<rect x="39" y="50" width="22" height="17" rx="1.5" fill="${p.light}"/>` +
    `<path d="M50 52 Q55 59 50 63 Q45 59 50 52 Z" fill="${p.ink}"/>`,
  balm: (p) =>
    `<ellipse cx="50" cy="66" rx="24" ry="7" fill="${p.mid}" stroke="${p.ink}" stroke-width="1.2"/>` +
    `<rect x="26" y="50" width="48" height="16" fill="${p.mid}"/>` +
    `<ellipse cx="50" cy="50" rx="24" ry="7" fill="${p.ink}"/>` +
    `<ellipse cx="50" cy="50" rx="17" ry="4.5" fill="${p.light}" fill-opacity="0.6"/>`,
  grinder: (p) =>
    Array.from({ length: 18 }, (_, index) => {
      const angle = (index / 18) * 2 * Math.PI;
      const x = (50 + 24 * Math.cos(angle)).toFixed(2);
      const y = (52 + 24 * Math.sin(angle)).toFixed(2);
      return `<circle cx="${x}" cy="${y}" r="2.6" fill="${p.ink}"/>`;
    }).join('') +
    `<circle cx="50" cy="52" r="24" fill="${p.ink}"/><circle cx="50" cy="52" r="18" fill="${p.mid}"/>` +
    `<circle cx="50" cy="52" r="6" fill="${p.light}" stroke="${p.ink}" stroke-width="1"/>`,
  papers: (p) =>
    `<rect x="34" y="25" width="32" height="16" fill="#ffffff" stroke="${p.ink}" stroke-width="1"/>` +
    `<rect x="30" y="38" width="40" height="32" rx="2" fill="${p.mid}" stroke="${p.ink}" stroke-width="1.2"/>` +
    `<rect x="30" y="38" width="40" height="9" rx="2" fill="${p.ink}"/>` +
    `<rect x="38" y="54" width="24" height="8" rx="1" fill="${p.light}"/>`,
  battery: (p) =>
    `<rect x="43.5" y="17" width="13" height="66" rx="6.5" fill="${p.ink}"/>` +
    `<rect x="43.5" y="25" width="13" height="3" fill="${p.mid}"/>` +
    `<circle cx="50" cy="43" r="3.4" fill="${p.light}"/><circle cx="50" cy="73" r="1.6" fill="${p.mid}"/>`,
  tray: (p) =>
    `<rect x="22" y="32" width="56" height="40" rx="6" fill="${p.ink}"/>` +
    `<rect x="26" y="36" width="48" height="32" rx="4" fill="${p.mid}"/>` +
    `<path d="M60 40 L70 40 L70 50 Z" fill="${p.light}" fill-opacity="0.6"/>`,
};

/** The SVG source of one look; exported so tests can check it stays well-formed. */
export function artworkSvg(glyph: Glyph, strainType: Strain | null): string {
  const palette = PALETTES[strainType ?? 'none'];
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${ARTWORK_SIZE}" height="${ARTWORK_SIZE}" viewBox="0 0 100 100">` +
    `<defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1">` +
    `<stop offset="0" stop-color="${palette.light}"/><stop offset="1" stop-color="${palette.mid}"/>` +
    `</linearGradient></defs>` +
    `<rect width="100" height="100" fill="url(#bg)"/>` +
    `<circle cx="84" cy="14" r="30" fill="#ffffff" fill-opacity="0.12"/>` +
    `<circle cx="8" cy="94" r="24" fill="#ffffff" fill-opacity="0.1"/>` +
    `<circle cx="50" cy="54" r="34" fill="#000000" fill-opacity="0.08"/>` +
    `<circle cx="50" cy="52" r="34" fill="#ffffff" fill-opacity="0.93"/>` +
    GLYPHS[glyph](palette) +
    `</svg>`
  );
}

/** A PNG, like a photo an admin would upload; storeProductImage takes it from there. */
export async function renderArtwork(glyph: Glyph, strainType: Strain | null): Promise<Buffer> {
  // Low zlib effort: the PNG is decoded once by storeProductImage and then thrown away.
  return sharp(Buffer.from(artworkSvg(glyph, strainType)))
    .png({ compressionLevel: 1 })
    .toBuffer();
}
