// A product in the catalogue list: a compact row with a small picture, the name (the link to its
// page, stretched over the row) with SALE when on sale, brand, strain type and volume, the
// list's stock label, the price and Add to Cart.
import type { Product } from '@canopy/contracts';
import { Link } from 'react-router';
import { AddToCartButton } from './add-to-cart-button';
import { PriceTag, SaleBadge } from './price-tag';
import { productFacts } from './product-facts';
import { ProductImage } from '../../../components/ui/product-image';
import { StockLabel } from './stock-label';

/** The row's picture: 5rem, 6rem from sm. */
const ROW_IMAGE_SIZES = '(min-width: 640px) 96px, 80px';

export function ProductRow({
  product,
  priority = false,
}: {
  product: Product;
  priority?: boolean;
}) {
  const details = [product.brand, ...productFacts(product)].filter(Boolean);
  return (
    <article className="relative flex items-center gap-3 rounded-xl border border-zinc-200 bg-white p-3 shadow-sm transition-shadow hover:shadow-md has-[a:focus-visible]:ring-2 has-[a:focus-visible]:ring-brand-600 sm:gap-4 sm:p-4 dark:border-zinc-800 dark:bg-zinc-900 dark:has-[a:focus-visible]:ring-brand-400">
      <ProductImage
        src={product.primary_image_url}
        variants={product.images}
        sizes={ROW_IMAGE_SIZES}
        priority={priority}
        alt={product.name}
        className="w-20 shrink-0 rounded-lg sm:w-24"
      />
      <div className="flex min-w-0 flex-1 flex-col gap-1.5 sm:flex-row sm:items-center sm:gap-4">
        <div className="flex min-w-0 flex-1 flex-col gap-1">
          <div className="flex min-w-0 items-center gap-2">
            <h2 className="min-w-0 text-sm leading-snug font-semibold text-zinc-900 sm:text-base dark:text-white">
              <Link
                to={`/products/${product.id}`}
                className="outline-none after:absolute after:inset-0 hover:text-brand-700 dark:hover:text-brand-300"
              >
                {product.name}
              </Link>
            </h2>
            <SaleBadge product={product} className="shrink-0" />
          </div>
          {details.length > 0 && (
            <p className="truncate text-xs text-zinc-600 sm:text-sm dark:text-zinc-400">
              {details.join(' · ')}
            </p>
          )}
          <StockLabel stock={product.stock_quantity} rule="list" className="self-start" />
        </div>
        <div className="flex items-center justify-between gap-3 sm:flex-col sm:items-end sm:justify-center">
          <PriceTag product={product} size="sm" className="sm:justify-end" />
          {/* Above the stretched link, so the button is its own target. */}
          <AddToCartButton product={product} size="sm" className="relative z-10" />
        </div>
      </div>
    </article>
  );
}
