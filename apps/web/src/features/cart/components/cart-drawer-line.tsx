// One line of the cart drawer: a small image, the name, the unit price, the quantity stepper and
// remove.
import { formatUsd } from '@canopy/contracts';
import { ProductImage } from '../../../components/ui/product-image';
import type { CartItem } from '../cart-item';
import { CartQuantity } from './cart-quantity';
import { RemoveItemButton } from './remove-item-button';

export function CartDrawerLine({ item }: { item: CartItem }) {
  return (
    <li className="flex gap-3 py-4">
      <ProductImage src={item.image_url} alt={item.name} className="size-16 shrink-0 rounded-lg" />
      <div className="flex min-w-0 flex-1 flex-col gap-2">
        <div className="flex items-start justify-between gap-2">
          <div className="min-w-0">
            <p className="truncate text-sm font-medium text-zinc-900 dark:text-white">
              {item.name}
            </p>
            <p className="text-sm text-zinc-600 tabular-nums dark:text-zinc-400">
              {formatUsd(item.price)}
            </p>
          </div>
          <RemoveItemButton id={item.id} name={item.name} />
        </div>
        <CartQuantity item={item} />
      </div>
    </li>
  );
}
