// A product's picture in a box of fixed aspect ratio, so nothing moves while it loads. It loads
// lazily, and when its URL fails it tries the jpg, jpeg and png variants before showing a
// placeholder leaf (spec §5); the product name stays its text alternative throughout.
import { Leaf } from 'lucide-react';
import { useState } from 'react';
import { cx } from '../../lib/class-names';
import { productImageSources } from './product-image-sources';

interface ProductImageProps {
  src: string | null;
  alt: string;
  /** Sizing of the box; its aspect ratio is what keeps the layout still. */
  className?: string;
  /** For the one large image above the fold (the product page): load it at once. */
  priority?: boolean;
}

export function ProductImage({ src, alt, className, priority = false }: ProductImageProps) {
  // Failures are counted per URL, so a new product (a new src) starts from its own URL again.
  const [failures, setFailures] = useState({ src, count: 0 });
  const failed = failures.src === src ? failures.count : 0;
  const current = productImageSources(src)[failed];

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
          alt={alt}
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
