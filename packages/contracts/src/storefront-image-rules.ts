// A product picture's srcset (the widths the server stored of it) and how wide the storefront
// draws it (the `sizes`), shared by the web app's components and the server's page answer, whose
// image preloads must ask for the very file the page then shows (modules/first-screen).

/**
 * How wide a card's picture is drawn in GRID_CLASS inside the catalogue page (max-w-7xl with its
 * padding, the 15rem filter column and its gap from lg, the card's 1px border): two columns,
 * three from md, four from xl, where the page stops growing. Exact, so that a phone at 1.75x
 * takes the 320 px file for its 182 px cards.
 */
export const CARD_IMAGE_SIZES = [
  '(min-width: 1280px) 219px',
  '(min-width: 1024px) calc((100vw - 382px) / 3)',
  '(min-width: 768px) calc((100vw - 94px) / 3)',
  '(min-width: 640px) calc((100vw - 72px) / 2)',
  'calc((100vw - 48px) / 2)',
].join(', ');

/**
 * How wide the picture is drawn inside its 1px border: the page's full width (max-w-7xl less
 * its padding) on phones and tablets, half of it beside the details from lg.
 */
export const DETAIL_IMAGE_SIZES = [
  '(min-width: 1280px) 582px',
  '(min-width: 1024px) calc((100vw - 116px) / 2)',
  '(min-width: 640px) calc(100vw - 50px)',
  'calc(100vw - 34px)',
].join(', ');

export interface ImageVariant {
  width: number;
  url: string;
}

/** `url 320w, url 640w, …` for the browser to pick a width from; none with fewer than two. */
export function productImageSrcSet(variants: readonly ImageVariant[]): string | undefined {
  if (variants.length < 2) return undefined;
  return variants.map((variant) => `${variant.url} ${String(variant.width)}w`).join(', ');
}
