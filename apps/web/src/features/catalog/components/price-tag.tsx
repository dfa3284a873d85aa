// A product's price in US dollars (docs/product.md#catalogue): the effective price, and when the
// product is on sale the retail price struck through beside it. The badges say a product is on
// sale: the grid's rounded percent off and the list's SALE.
import { effectivePrice, formatUsd, isOnSale, percentOff, type Product } from '@canopy/contracts';
import { cx } from '../../../lib/class-names';

type Priced = Pick<Product, 'retail_price' | 'sale_price'>;

const PRICE_SIZES = {
  sm: { current: 'text-base', retail: 'text-xs' },
  md: { current: 'text-lg', retail: 'text-sm' },
  lg: { current: 'text-3xl', retail: 'text-lg' },
} as const;

export function PriceTag({
  product,
  size = 'md',
  className,
}: {
  product: Priced;
  size?: keyof typeof PRICE_SIZES;
  className?: string;
}) {
  const onSale = isOnSale(product);
  const sizes = PRICE_SIZES[size];
  return (
    <p className={cx('flex flex-wrap items-baseline gap-x-2 tabular-nums', className)}>
      <span
        data-price="current"
        className={cx(
          'font-semibold tracking-tight',
          sizes.current,
          onSale ? 'text-red-700 dark:text-red-400' : 'text-zinc-900 dark:text-white',
        )}
      >
        {onSale && <span className="sr-only">Sale price </span>}
        {formatUsd(effectivePrice(product))}
      </span>
      {onSale && (
        <del data-price="retail" className={cx('text-zinc-500 dark:text-zinc-400', sizes.retail)}>
          <span className="sr-only">Regular price </span>
          {formatUsd(product.retail_price)}
        </del>
      )}
    </p>
  );
}

const badgeClass =
  'inline-flex items-center rounded-md bg-red-700 px-2 py-0.5 text-xs font-bold tracking-wide text-white shadow-sm dark:bg-red-600';

/** The grid's badge: the rounded percent off, or nothing when the product is not on sale. */
export function PercentOffBadge({ product, className }: { product: Priced; className?: string }) {
  if (!isOnSale(product)) return null;
  return <span className={cx(badgeClass, className)}>{percentOff(product)}% OFF</span>;
}

/** The list's badge: SALE, or nothing when the product is not on sale. */
export function SaleBadge({ product, className }: { product: Priced; className?: string }) {
  if (!isOnSale(product)) return null;
  return <span className={cx(badgeClass, className)}>SALE</span>;
}
