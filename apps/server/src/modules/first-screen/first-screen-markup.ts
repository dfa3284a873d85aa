// The first screen as plain HTML, painted from the document before the web app's JavaScript runs:
// the catalogue's page of products (picture, brand, name, price) or one product. The web app
// replaces it when it first renders (it does not hydrate it), from the same data inlined beside
// it, so nothing here has to match React's markup; its classes are the web app's own (the built
// stylesheet has them). The first pictures are the ones the page preloads.
import {
  CARD_IMAGE_SIZES,
  DETAIL_IMAGE_SIZES,
  effectivePrice,
  formatUsd,
  productImageSrcSet,
  type Product,
} from '@canopy/contracts';
import { escapeHtml } from '../../lib/escape-html';
import type { FirstScreen } from './first-screen.service';

/** The pictures loaded at once (the first row of the widest grid), as the web app does. */
export const ABOVE_THE_FOLD = 4;

export interface ScreenImage {
  src: string;
  srcset: string | undefined;
  sizes: string;
}

/** The pictures the first screen shows at once, for the page's preloads. */
export function firstScreenImages(screen: FirstScreen): ScreenImage[] {
  const products = screen.kind === 'product' ? [screen.product] : screen.list.items;
  const sizes = screen.kind === 'product' ? DETAIL_IMAGE_SIZES : CARD_IMAGE_SIZES;
  return products.slice(0, screen.kind === 'product' ? 1 : ABOVE_THE_FOLD).flatMap((product) => {
    const src = product.primary_image_url;
    if (src === null || src.trim() === '') return [];
    return [{ src, srcset: productImageSrcSet(product.images), sizes }];
  });
}

const attr = (name: string, value: string | undefined) =>
  value === undefined ? '' : ` ${name}="${escapeHtml(value)}"`;

function picture(product: Product, sizes: string, eager: boolean): string {
  const src = product.primary_image_url;
  const image =
    src === null || src.trim() === ''
      ? ''
      : `<img${attr('src', src)}${attr('srcset', productImageSrcSet(product.images))}` +
        `${attr('sizes', sizes)}${attr('alt', product.name)} width="640" height="640"` +
        ` loading="${eager ? 'eager' : 'lazy'}" fetchpriority="${eager ? 'high' : 'auto'}"` +
        ` decoding="async" class="absolute inset-0 size-full object-cover">`;
  return `<div class="relative aspect-square overflow-hidden bg-zinc-100 dark:bg-zinc-800">${image}</div>`;
}

function brand(product: Product): string {
  return product.brand === null
    ? ''
    : `<p class="text-xs font-medium tracking-wide text-zinc-500 uppercase dark:text-zinc-400">${escapeHtml(product.brand)}</p>`;
}

function price(product: Product): string {
  return `<p class="text-base font-semibold text-zinc-900 dark:text-white">${escapeHtml(formatUsd(effectivePrice(product)))}</p>`;
}

function card(product: Product, index: number): string {
  return (
    '<li><article class="relative flex h-full flex-col overflow-hidden rounded-2xl border border-zinc-200 bg-white shadow-sm dark:border-zinc-800 dark:bg-zinc-900">' +
    picture(product, CARD_IMAGE_SIZES, index < ABOVE_THE_FOLD) +
    '<div class="flex flex-1 flex-col gap-1 p-4">' +
    brand(product) +
    `<h2 class="text-base leading-snug font-semibold text-zinc-900 dark:text-white"><a href="/products/${String(product.id)}">${escapeHtml(product.name)}</a></h2>` +
    price(product) +
    '</div></article></li>'
  );
}

const HEADER =
  '<header class="border-b border-zinc-200 bg-white dark:border-zinc-800 dark:bg-zinc-900">' +
  '<div class="mx-auto flex h-16 max-w-7xl items-center px-4 sm:px-6 lg:px-8">' +
  '<a href="/products" class="text-xl font-semibold tracking-tight text-zinc-900 dark:text-white">Canopy</a>' +
  '</div></header>';

function productsMain(items: readonly Product[]): string {
  return (
    '<main class="mx-auto w-full max-w-7xl flex-1 px-4 py-6 sm:px-6 lg:px-8">' +
    '<h1 class="mb-4 text-2xl font-semibold text-zinc-900 dark:text-white">Products</h1>' +
    `<ul class="grid grid-cols-2 gap-3 sm:gap-5 md:grid-cols-3 xl:grid-cols-4">${items.map(card).join('')}</ul>` +
    '</main>'
  );
}

function productMain(product: Product): string {
  return (
    '<main class="mx-auto w-full max-w-7xl flex-1 px-4 py-6 sm:px-6 lg:px-8">' +
    '<div class="grid gap-8 lg:grid-cols-2">' +
    `<div class="overflow-hidden rounded-2xl border border-zinc-200 dark:border-zinc-800">${picture(product, DETAIL_IMAGE_SIZES, true)}</div>` +
    '<div class="flex flex-col gap-3">' +
    brand(product) +
    `<h1 class="text-2xl font-semibold text-zinc-900 sm:text-3xl dark:text-white">${escapeHtml(product.name)}</h1>` +
    price(product) +
    `<p class="text-sm leading-relaxed whitespace-pre-line text-zinc-700 dark:text-zinc-300">${escapeHtml(product.description)}</p>` +
    '</div></div></main>'
  );
}

/** The markup put inside the app's root element. */
export function firstScreenMarkup(screen: FirstScreen): string {
  const main =
    screen.kind === 'product' ? productMain(screen.product) : productsMain(screen.list.items);
  return `<div data-first-screen="" class="flex min-h-dvh flex-col bg-zinc-50 dark:bg-zinc-950">${HEADER}${main}</div>`;
}
