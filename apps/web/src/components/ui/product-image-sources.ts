// The image addresses a product image tries in turn (docs/product.md#catalogue): its own URL, then
// the same URL with the extension replaced by jpg, jpeg and png. After the last one fails, the
// placeholder. The srcset of the first attempt is in the contracts (storefront-image-rules.ts):
// the server's page answer preloads the same.
const FALLBACK_EXTENSIONS = ['jpg', 'jpeg', 'png'] as const;

/** Splits off the query and fragment, which stay as they are on every attempt. */
function splitSuffix(url: string): [path: string, suffix: string] {
  const cut = url.search(/[?#]/);
  return cut === -1 ? [url, ''] : [url.slice(0, cut), url.slice(cut)];
}

export function productImageSources(url: string | null): string[] {
  if (url === null || url.trim() === '') return [];
  const [path, suffix] = splitSuffix(url);
  const lastSlash = path.lastIndexOf('/');
  const lastDot = path.lastIndexOf('.');
  // A dot before the last slash belongs to a folder or a host, not to the file.
  const stem = lastDot > lastSlash ? path.slice(0, lastDot) : path;
  const sources = [url, ...FALLBACK_EXTENSIONS.map((ext) => `${stem}.${ext}${suffix}`)];
  return [...new Set(sources)];
}

export { productImageSrcSet, type ImageVariant } from '@canopy/contracts';
