// A product in the catalogue grid: picture with the percent-off badge, brand, name (the link to
// its page, stretched over the card), strain type and volume, price, the grid's stock label and
// Add to Cart.
import { CARD_IMAGE_SIZES, type Product } from '@canopy/contracts';
import { Link } from 'react-router';
import { AddToCartButton } from './add-to-cart-button';
import { PercentOffBadge, PriceTag } from './price-tag';
import { productFacts } from './product-facts';
import { ProductImage } from '../../../components/ui/product-image';
import { StockLabel } from './stock-label';

export function ProductCard({
  product,
  priority = false,
}: {
  product: Product;
  priority?: boolean;
}) {
  const facts = productFacts(product);
  return (
    <article className="group relative flex h-full flex-col overflow-hidden rounded-2xl border border-zinc-200 bg-white shadow-sm transition-shadow hover:shadow-md has-[a:focus-visible]:ring-2 has-[a:focus-visible]:ring-brand-600 dark:border-zinc-800 dark:bg-zinc-900 dark:has-[a:focus-visible]:ring-brand-400">
      <div className="relative">
        <ProductImage
          src={product.primary_image_url}
          variants={product.images}
          sizes={CARD_IMAGE_SIZES}
          priority={priority}
          alt={product.name}
          className="w-full transition-transform duration-300 group-hover:scale-[1.02]"
        />
        <PercentOffBadge product={product} className="absolute top-3 left-3" />
      </div>
      <div className="flex flex-1 flex-col gap-3 p-4">
        <div className="flex flex-col gap-1">
          {product.brand && (
            <p className="text-xs font-medium tracking-wide text-zinc-500 uppercase dark:text-zinc-400">
              {product.brand}
            </p>
          )}
          <h2 className="text-base leading-snug font-semibold text-zinc-900 dark:text-white">
            <Link
              to={`/products/${product.id}`}
              className="outline-none after:absolute after:inset-0 hover:text-brand-700 dark:hover:text-brand-300"
            >
              {product.name}
            </Link>
          </h2>
          {facts.length > 0 && (
            <p className="text-sm text-zinc-600 dark:text-zinc-400">{facts.join(' · ')}</p>
          )}
        </div>
        <div className="mt-auto flex flex-wrap items-center justify-between gap-2">
          <PriceTag product={product} />
          <StockLabel stock={product.stock_quantity} rule="grid" />
        </div>
        {/* Above the stretched link, so the button is its own target. */}
        <AddToCartButton product={product} className="relative z-10 w-full" />
      </div>
    </article>
  );
}
