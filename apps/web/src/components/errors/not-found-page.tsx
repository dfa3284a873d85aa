// Any unknown path (docs/product.md#screens-and-routes): 'Page Not Found' with Go Home and Browse
// Products.
import { Compass } from 'lucide-react';
import { Link } from 'react-router';
import { useDocumentTitle } from '../../lib/use-document-title';
import { buttonClassName } from '../ui/button';

export function NotFoundPage() {
  useDocumentTitle('Page Not Found');
  return (
    <div className="flex flex-col items-center gap-4 py-16 text-center">
      <div className="flex size-14 items-center justify-center rounded-2xl bg-brand-50 text-brand-700 dark:bg-brand-950 dark:text-brand-300">
        <Compass className="size-7" aria-hidden="true" />
      </div>
      <h1 className="text-2xl font-semibold tracking-tight text-zinc-900 sm:text-3xl dark:text-white">
        Page Not Found
      </h1>
      <p className="max-w-md text-sm leading-6 text-zinc-600 dark:text-zinc-400">
        The page you are looking for does not exist or has moved.
      </p>
      <div className="mt-2 flex flex-wrap justify-center gap-3">
        <Link to="/" className={buttonClassName('secondary')}>
          Go Home
        </Link>
        <Link to="/products" className={buttonClassName('primary')}>
          Browse Products
        </Link>
      </div>
    </div>
  );
}
