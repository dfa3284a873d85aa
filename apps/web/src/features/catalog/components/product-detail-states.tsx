// The product page before it has a product: loading (a still outline of the page), not found,
// and failed to load. Each keeps a way back to the catalogue.
import { PackageX, RotateCw, TriangleAlert } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Button, buttonClassName } from '../../../components/ui/button';
import { useDocumentTitle } from '../../../lib/use-document-title';

export const FAILED_TO_FETCH_PRODUCT = 'Failed to fetch product';
export const PRODUCT_NOT_FOUND = 'Product not found';

const bone = 'animate-pulse rounded-lg bg-zinc-200 dark:bg-zinc-800';

export function ProductDetailSkeleton() {
  useDocumentTitle('Loading product');
  return (
    <div role="status" className="grid gap-8 lg:grid-cols-2 lg:gap-12">
      <span className="sr-only">Loading product...</span>
      <div className={`${bone} aspect-square w-full rounded-2xl`} />
      <div className="flex flex-col gap-4" aria-hidden="true">
        <div className={`${bone} h-4 w-32`} />
        <div className={`${bone} h-9 w-3/4`} />
        <div className={`${bone} h-6 w-40`} />
        <div className={`${bone} h-10 w-36`} />
        <div className={`${bone} h-24 w-full`} />
        <div className={`${bone} h-11 w-full sm:w-72`} />
      </div>
    </div>
  );
}

function ProductProblem(props: { icon: ReactNode; title: string; children: ReactNode }) {
  useDocumentTitle(props.title);
  return (
    <div className="flex flex-col items-center gap-4 py-16 text-center">
      <div className="flex size-14 items-center justify-center rounded-2xl bg-brand-50 text-brand-700 dark:bg-brand-950 dark:text-brand-300">
        {props.icon}
      </div>
      <h1 className="text-2xl font-semibold tracking-tight text-zinc-900 sm:text-3xl dark:text-white">
        {props.title}
      </h1>
      {props.children}
    </div>
  );
}

const backToProducts = (
  <Link to="/products" className={buttonClassName('primary')}>
    Back to products
  </Link>
);

export function ProductNotFound() {
  return (
    <ProductProblem
      icon={<PackageX className="size-7" aria-hidden="true" />}
      title={PRODUCT_NOT_FOUND}
    >
      <p className="max-w-md text-sm leading-6 text-zinc-600 dark:text-zinc-400">
        This product does not exist or is no longer available.
      </p>
      <div className="mt-2">{backToProducts}</div>
    </ProductProblem>
  );
}

export function ProductLoadFailed({
  message,
  onRetry,
}: {
  message: string | null;
  onRetry: () => void;
}) {
  return (
    <ProductProblem
      icon={<TriangleAlert className="size-7" aria-hidden="true" />}
      title={FAILED_TO_FETCH_PRODUCT}
    >
      {message && message !== FAILED_TO_FETCH_PRODUCT && (
        <p role="alert" className="max-w-md text-sm leading-6 text-red-700 dark:text-red-400">
          {message}
        </p>
      )}
      <div className="mt-2 flex flex-wrap justify-center gap-3">
        <Button variant="secondary" onClick={onRetry}>
          <RotateCw className="size-4" aria-hidden="true" />
          Try again
        </Button>
        {backToProducts}
      </div>
    </ProductProblem>
  );
}
