// The empty cart: 'Your Cart is Empty' and a Continue Shopping link to the catalogue.
// In the drawer the link also closes the drawer (onContinue).
import { ShoppingBag } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClassName } from '../../../components/ui/button';

export function EmptyCart({ onContinue }: { onContinue?: () => void }) {
  return (
    <div className="flex flex-col items-center px-4 py-12 text-center">
      <div className="flex size-14 items-center justify-center rounded-2xl bg-brand-50 text-brand-700 dark:bg-brand-950 dark:text-brand-300">
        <ShoppingBag className="size-7" aria-hidden="true" />
      </div>
      <h2 className="mt-4 text-lg font-semibold text-zinc-900 dark:text-white">
        Your Cart is Empty
      </h2>
      <p className="mt-1 max-w-xs text-sm text-zinc-600 dark:text-zinc-400">
        Browse the catalogue and add something you like.
      </p>
      <Link to="/products" onClick={onContinue} className={`mt-6 ${buttonClassName('primary')}`}>
        Continue Shopping
      </Link>
    </div>
  );
}
