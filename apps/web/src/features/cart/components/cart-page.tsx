// /cart: the cart page (docs/product.md#cart): the items table beside the Order Summary with the
// purchase-limit meter and Proceed to Checkout, or the empty cart. Opening it refreshes the cart's prices and stock from the
// server.
import { Link } from 'react-router';
import { useAppSelector } from '../../../app/hooks';
import { OrderSummary } from '../../../components/order-summary/order-summary';
import { LimitMeter } from '../../../components/purchase-limits/limit-meter';
import { buttonClassName } from '../../../components/ui/button';
import { PageHeader } from '../../../components/ui/page-header';
import { useCartRefresh } from '../cart-refresh';
import { selectCartItems } from '../cart-slice';
import { CartChangesNotice } from './cart-changes-notice';
import { CartTable } from './cart-table';
import { ClearCartControl } from './clear-cart-control';
import { EmptyCart } from './empty-cart';

export function CartPage() {
  const items = useAppSelector(selectCartItems);
  useCartRefresh();
  return (
    <>
      <PageHeader title="Shopping Cart" />
      <CartChangesNotice className="mt-6" />
      {items.length === 0 ? (
        <div className="mt-8 rounded-2xl border border-zinc-200 bg-white dark:border-zinc-800 dark:bg-zinc-900">
          <EmptyCart />
        </div>
      ) : (
        <div className="mt-8 grid gap-8 lg:grid-cols-[minmax(0,1fr)_22rem] lg:items-start">
          <div className="space-y-4">
            <CartTable items={items} />
            <div className="sm:max-w-xs">
              <ClearCartControl />
            </div>
          </div>
          <OrderSummary items={items} className="lg:sticky lg:top-24">
            <LimitMeter lines={items} className="mb-4" />
            <Link to="/checkout" className={`w-full ${buttonClassName('primary', 'lg')}`}>
              Proceed to Checkout
            </Link>
          </OrderSummary>
        </div>
      )}
    </>
  );
}
