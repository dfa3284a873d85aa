// The cart drawer (docs/product.md#cart): a sheet from the right with the item count, each line,
// the subtotal, 'Taxes and shipping calculated at checkout', Proceed to Checkout with a link to the
// cart page beside it, and Clear Cart; or the empty cart. Opening it refreshes the cart's prices
// and stock from the server. Radix Dialog traps the focus and closes on Escape and on an overlay
// click; the focus goes back to the cart button. Loaded on the first open (cart-button.tsx), so the
// catalogue's first download does not carry it. Above the subtotal, the purchase-limit meter says
// what the cart leaves of each limit (nothing when the store sells without limits).
import { Dialog } from 'radix-ui';
import { Link, useNavigate } from 'react-router';
import { useAppSelector } from '../../../app/hooks';
import { formatCents, summaryTotals } from '../../../components/order-summary/order-summary-totals';
import { useSummaryRates } from '../../../components/order-summary/use-summary-rates';
import { Button } from '../../../components/ui/button';
import { DialogCloseButton } from '../../../components/ui/dialog-close-button';
import { LimitMeter } from '../../../components/purchase-limits/limit-meter';
import { useReturnFocus } from '../../../components/ui/dialog-focus';
import { useCartRefresh } from '../cart-refresh';
import { selectCartItemCount, selectCartItems } from '../cart-slice';
import { CartChangesNotice } from './cart-changes-notice';
import { CartDrawerLine } from './cart-drawer-line';
import { ClearCartControl } from './clear-cart-control';
import { EmptyCart } from './empty-cart';

interface CartDrawerProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

export function CartDrawer({ open, onOpenChange }: CartDrawerProps) {
  const returnFocus = useReturnFocus();
  const items = useAppSelector(selectCartItems);
  const count = useAppSelector(selectCartItemCount);
  const rates = useSummaryRates();
  const navigate = useNavigate();
  const close = () => onOpenChange(false);
  useCartRefresh(open);

  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-zinc-950/50 backdrop-blur-[2px]" />
        <Dialog.Content
          aria-describedby={undefined}
          {...returnFocus}
          className="fixed inset-y-0 right-0 z-50 flex w-full max-w-md flex-col border-l border-zinc-200 bg-white shadow-2xl outline-none dark:border-zinc-800 dark:bg-zinc-900"
        >
          <div className="flex items-center gap-4 border-b border-zinc-200 px-5 py-4 dark:border-zinc-800">
            <Dialog.Title className="flex-1 text-lg font-semibold text-zinc-900 dark:text-white">
              Your Cart{' '}
              <span className="font-normal text-zinc-500 dark:text-zinc-400">
                ({count === 1 ? '1 item' : `${count} items`})
              </span>
            </Dialog.Title>
            <DialogCloseButton label="Close cart" />
          </div>
          <CartChangesNotice className="mx-5 mt-4" />
          {items.length === 0 ? (
            <div className="flex flex-1 items-center justify-center overflow-y-auto">
              <EmptyCart onContinue={close} />
            </div>
          ) : (
            <>
              <ul
                aria-label="Cart items"
                className="min-h-0 flex-1 divide-y divide-zinc-200 overflow-y-auto px-5 dark:divide-zinc-800"
              >
                {items.map((item) => (
                  <CartDrawerLine key={item.id} item={item} />
                ))}
              </ul>
              <div className="space-y-3 border-t border-zinc-200 px-5 py-4 dark:border-zinc-800">
                <LimitMeter lines={items} />
                <dl className="flex items-baseline justify-between text-base font-semibold text-zinc-900 dark:text-white">
                  <dt>Subtotal</dt>
                  <dd className="tabular-nums">
                    {formatCents(summaryTotals(items, rates).subtotalCents)}
                  </dd>
                </dl>
                <p className="text-sm text-zinc-600 dark:text-zinc-400">
                  Taxes and shipping calculated at checkout
                </p>
                <Button
                  size="lg"
                  className="w-full"
                  onClick={() => {
                    close();
                    void navigate('/checkout');
                  }}
                >
                  Proceed to Checkout
                </Button>
                <Link
                  to="/cart"
                  onClick={close}
                  className="block text-center text-sm font-semibold text-brand-700 underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-brand-600 dark:text-brand-400"
                >
                  View cart
                </Link>
                <ClearCartControl />
              </div>
            </>
          )}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
