// A loaded product page: the picture beside (on phones above) the name, brand, kind and size,
// price and sale, stock, THC/CBD, a quantity bounded by the stock with Add to Cart, and the
// description.
import {
  dollarsToCents,
  centsToDollars,
  DETAIL_IMAGE_SIZES,
  formatUsd,
  isOnSale,
  type Product,
} from '@canopy/contracts';
import { ChevronRight } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { useAppSelector } from '../../../app/hooks';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { AddToCartButton } from './add-to-cart-button';
import { PercentOffBadge, PriceTag } from './price-tag';
import { formatPercent, productFacts } from './product-facts';
import { ProductImage } from '../../../components/ui/product-image';
import { QuantityStepper } from '../../../components/ui/quantity-stepper';
import { StockLabel } from './stock-label';

function Breadcrumb({ name }: { name: string }) {
  return (
    <nav aria-label="Breadcrumb">
      <ol className="flex min-w-0 items-center gap-1.5 text-sm text-zinc-600 dark:text-zinc-400">
        <li>
          <Link
            to="/products"
            className="rounded font-medium hover:text-brand-700 hover:underline focus-visible:outline-2 focus-visible:outline-brand-600 dark:hover:text-brand-300"
          >
            Products
          </Link>
        </li>
        <li aria-hidden="true">
          <ChevronRight className="size-4" />
        </li>
        <li aria-current="page" className="truncate text-zinc-900 dark:text-zinc-100">
          {name}
        </li>
      </ol>
    </nav>
  );
}

function Potency({ product }: { product: Product }) {
  const shown: Array<[name: string, value: number]> = [];
  if (product.thc_percent !== null) shown.push(['THC', product.thc_percent]);
  if (product.cbd_percent !== null) shown.push(['CBD', product.cbd_percent]);
  if (shown.length === 0) return null;
  return (
    <dl className="grid grid-cols-2 gap-3 sm:max-w-xs">
      {shown.map(([name, value]) => (
        <div
          key={name}
          className="rounded-xl border border-zinc-200 bg-white px-4 py-3 dark:border-zinc-800 dark:bg-zinc-900"
        >
          <dt className="text-xs font-medium text-zinc-500 uppercase dark:text-zinc-400">{name}</dt>
          <dd className="text-lg font-semibold text-zinc-900 tabular-nums dark:text-white">
            {formatPercent(value)}
          </dd>
        </div>
      ))}
    </dl>
  );
}

function Savings({ product }: { product: Product }) {
  if (!isOnSale(product) || product.sale_price === null) return null;
  const saved = centsToDollars(
    dollarsToCents(product.retail_price) - dollarsToCents(product.sale_price),
  );
  return (
    <p className="flex items-center gap-2 text-sm font-medium text-red-700 dark:text-red-400">
      <PercentOffBadge product={product} />
      You save {formatUsd(saved)}
    </p>
  );
}

export function ProductDetail({ product }: { product: Product }) {
  useDocumentTitle(product.name);
  const [chosen, setChosen] = useState(1);
  const stock = product.stock_quantity;
  // An order holds at most the per-item limit of one product (POST /orders refuses more).
  const limit = useAppSelector((state) => state.config.maxQuantityPerItem);
  const max = Math.min(stock, limit);
  const quantity = Math.min(chosen, Math.max(1, max));
  const facts = [...productFacts(product), product.category?.name].filter((fact): fact is string =>
    Boolean(fact),
  );

  return (
    <div className="flex flex-col gap-6">
      <Breadcrumb name={product.name} />
      <div className="grid gap-8 lg:grid-cols-2 lg:gap-12">
        <ProductImage
          src={product.primary_image_url}
          variants={product.images}
          sizes={DETAIL_IMAGE_SIZES}
          alt={product.name}
          priority
          className="w-full self-start rounded-2xl border border-zinc-200 dark:border-zinc-800"
        />
        <div className="flex min-w-0 flex-col gap-6">
          <div className="flex flex-col gap-2">
            {product.brand && (
              <p className="text-sm font-medium tracking-wide text-brand-700 uppercase dark:text-brand-300">
                {product.brand}
              </p>
            )}
            <h1 className="text-2xl font-semibold tracking-tight text-zinc-900 sm:text-3xl dark:text-white">
              {product.name}
            </h1>
            {facts.length > 0 && (
              <ul aria-label="Product details" className="flex flex-wrap gap-2 pt-1">
                {facts.map((fact) => (
                  <li
                    key={fact}
                    className="rounded-full bg-zinc-100 px-3 py-1 text-sm font-medium text-zinc-700 dark:bg-zinc-800 dark:text-zinc-200"
                  >
                    {fact}
                  </li>
                ))}
              </ul>
            )}
          </div>
          <div className="flex flex-col gap-2">
            <PriceTag product={product} size="lg" />
            <Savings product={product} />
          </div>
          <div className="flex items-center gap-3">
            <StockLabel stock={stock} rule="grid" />
            {stock > 0 && (
              <span className="text-sm text-zinc-600 dark:text-zinc-400">{stock} available</span>
            )}
          </div>
          <Potency product={product} />
          <div className="flex flex-wrap items-end gap-3 border-y border-zinc-200 py-6 dark:border-zinc-800">
            <div className="flex flex-col gap-1">
              <QuantityStepper
                value={quantity}
                max={max}
                onChange={setChosen}
                disabled={stock <= 0}
              />
              {limit < stock && quantity >= limit && (
                <p className="text-xs text-zinc-600 dark:text-zinc-400">Limit {limit} per order</p>
              )}
            </div>
            <AddToCartButton
              product={product}
              quantity={quantity}
              size="lg"
              className="h-11 flex-1 sm:max-w-xs"
              onAdded={() => setChosen(1)}
            />
          </div>
          <section aria-labelledby="product-description" className="flex flex-col gap-2">
            <h2
              id="product-description"
              className="text-base font-semibold text-zinc-900 dark:text-white"
            >
              Description
            </h2>
            <p className="text-sm leading-7 whitespace-pre-line text-zinc-700 dark:text-zinc-300">
              {product.description || 'No description yet.'}
            </p>
            <p className="text-xs text-zinc-500 dark:text-zinc-400">SKU {product.sku}</p>
          </section>
        </div>
      </div>
    </div>
  );
}
