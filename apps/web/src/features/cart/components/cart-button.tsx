// The header's cart button: the number of items in the cart, linking to the cart page.
import { ShoppingBag } from 'lucide-react';
import { Link } from 'react-router';
import { useAppSelector } from '../../../app/hooks';
import { selectCartItemCount } from '../cart-slice';

export function CartButton() {
  const count = useAppSelector(selectCartItemCount);
  const label = count === 1 ? 'Cart, 1 item' : `Cart, ${count} items`;
  return (
    <Link
      to="/cart"
      aria-label={label}
      title={label}
      className="relative inline-flex size-10 items-center justify-center rounded-full text-zinc-700 transition-colors hover:bg-zinc-100 dark:text-zinc-200 dark:hover:bg-zinc-800"
    >
      <ShoppingBag className="size-5" aria-hidden="true" />
      {count > 0 && (
        <span
          aria-hidden="true"
          className="absolute -top-0.5 -right-0.5 flex min-w-5 items-center justify-center rounded-full bg-brand-700 px-1 text-[11px] leading-5 font-semibold text-white tabular-nums dark:bg-brand-500 dark:text-zinc-950"
        >
          {count}
        </span>
      )}
    </Link>
  );
}
