// A product's picture in a square box, so nothing moves while it loads. The browser picks the
// stored width that fits the box (srcset and sizes); pictures below the fold load lazily, the
// first ones the page shows load at once with high priority. When its URL fails it tries the
// jpg, jpeg and png variants before showing a placeholder leaf; the product name stays
// its text alternative throughout.
import { Leaf } from 'lucide-react';
import { useState } from 'react';
import { cx } from '../../lib/class-names';
import {
  productImageSources,
  productImageSrcSet,
  type ImageVariant,
} from './product-image-sources';

/** The box's square shape as the image's own size; CSS draws it at the box's size. */
const BOX_SIDE = 640;

interface ProductImageProps {
  src: string | null;
  alt: string;
  /** The stored widths of `src` (a product's `images`). */
  variants?: readonly ImageVariant[];
  /** How wide the box is drawn (the `sizes` attribute): which of the variants the browser takes. */
  sizes?: string;
  /** Sizing of the box; its aspect ratio is what keeps the layout still. */
  className?: string;
  /** For the images above the fold: load at once, before other images. */
  priority?: boolean;
}

export function ProductImage({
  src,
  alt,
  variants = [],
  sizes,
  className,
  priority = false,
}: ProductImageProps) {
  // Failures are counted per URL, so a new product (a new src) starts from its own URL again.
  const [failures, setFailures] = useState({ src, count: 0 });
  const failed = failures.src === src ? failures.count : 0;
  const current = productImageSources(src)[failed];
  // Only the first attempt offers the other widths: the fallbacks are single files.
  const srcSet = failed === 0 ? productImageSrcSet(variants) : undefined;

  return (
    <div
      className={cx(
        'relative aspect-square overflow-hidden bg-zinc-100 dark:bg-zinc-800',
        className,
      )}
    >
      {current === undefined ? (
        <div
          role="img"
          aria-label={alt}
          data-placeholder=""
          className="absolute inset-0 flex items-center justify-center bg-brand-50 text-brand-600 dark:bg-brand-950 dark:text-brand-400"
        >
          <Leaf className="size-1/3 max-h-32 max-w-32" strokeWidth={1.5} aria-hidden="true" />
        </div>
      ) : (
        <img
          src={current}
          srcSet={srcSet}
          sizes={srcSet === undefined ? undefined : sizes}
          alt={alt}
          width={BOX_SIDE}
          height={BOX_SIDE}
          loading={priority ? 'eager' : 'lazy'}
          decoding="async"
          fetchPriority={priority ? 'high' : 'auto'}
          onError={() => setFailures({ src, count: failed + 1 })}
          className="absolute inset-0 size-full object-cover"
        />
      )}
    </div>
  );
}
