// The header's cart button: the number of items in the cart; it opens the cart drawer. The
// drawer is its own chunk, fetched when the pointer comes near the button or on the first open,
// and then kept mounted; on close the focus comes back to this button.
import { ShoppingBag } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { useAppSelector } from '../../../app/hooks';
import { loadChunk } from '../../../lib/chunk-loading';
import { selectCartItemCount } from '../cart-slice';

const importDrawer = () => loadChunk(() => import('./cart-drawer'));
const CartDrawer = lazy(async () => ({ default: (await importDrawer()).CartDrawer }));

export function CartButton() {
  const count = useAppSelector(selectCartItemCount);
  const [open, setOpen] = useState(false);
  const [requested, setRequested] = useState(false);
  const label = count === 1 ? 'Cart, 1 item' : `Cart, ${count} items`;
  return (
    <>
      <button
        type="button"
        aria-label={label}
        title={label}
        aria-haspopup="dialog"
        aria-expanded={open}
        onPointerEnter={() => void importDrawer().catch(() => undefined)}
        onClick={() => {
          setRequested(true);
          setOpen(true);
        }}
        className="relative inline-flex size-10 items-center justify-center rounded-full text-zinc-700 transition-colors hover:bg-zinc-100 focus-visible:outline-2 focus-visible:outline-brand-600 dark:text-zinc-200 dark:hover:bg-zinc-800"
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
      </button>
      {requested && (
        <Suspense fallback={null}>
          <CartDrawer open={open} onOpenChange={setOpen} />
        </Suspense>
      )}
    </>
  );
}
