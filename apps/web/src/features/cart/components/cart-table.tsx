// The cart page's items table: product (image and name, linking to its page), price, quantity,
// line total and remove. On phones each row stacks into a card with labelled cells; the column
// headers return from sm up.
import { formatUsd } from '@canopy/contracts';
import { Link } from 'react-router';
import {
  formatCents,
  lineTotalCents,
} from '../../../components/order-summary/order-summary-totals';
import { ProductImage } from '../../../components/ui/product-image';
import type { CartItem } from '../cart-item';
import { CartQuantity } from './cart-quantity';
import { RemoveItemButton } from './remove-item-button';

const headCell =
  'px-4 py-3 text-left text-xs font-semibold tracking-wide text-zinc-500 uppercase dark:text-zinc-400';
// On phones the cell shows its column name before the value (data-label), like a card's field.
const stackedLabel =
  'max-sm:before:mr-auto max-sm:before:text-sm max-sm:before:text-zinc-500 max-sm:before:content-[attr(data-label)] dark:max-sm:before:text-zinc-400';

function CartTableRow({ item }: { item: CartItem }) {
  return (
    <tr className="grid grid-cols-1 gap-2 p-4 sm:table-row sm:p-0">
      <td className="sm:px-4 sm:py-4">
        <Link
          to={`/products/${item.id}`}
          className="flex items-center gap-3 rounded-lg font-medium text-zinc-900 hover:text-brand-700 focus-visible:outline-2 focus-visible:outline-brand-600 dark:text-white dark:hover:text-brand-400"
        >
          <ProductImage
            src={item.image_url}
            alt={item.name}
            className="size-16 shrink-0 rounded-lg"
          />
          <span className="min-w-0">{item.name}</span>
        </Link>
      </td>
      <td
        data-label="Price"
        className={`flex items-center text-sm text-zinc-700 tabular-nums sm:table-cell sm:px-4 sm:py-4 dark:text-zinc-300 ${stackedLabel}`}
      >
        {formatUsd(item.price)}
      </td>
      <td
        data-label="Quantity"
        className={`flex items-center sm:table-cell sm:px-4 sm:py-4 ${stackedLabel}`}
      >
        <CartQuantity item={item} />
      </td>
      <td
        data-label="Total"
        className={`flex items-center text-sm font-semibold text-zinc-900 tabular-nums sm:table-cell sm:px-4 sm:py-4 sm:text-right dark:text-white ${stackedLabel}`}
      >
        {formatCents(lineTotalCents(item))}
      </td>
      <td className="flex justify-end sm:table-cell sm:px-2 sm:py-4 sm:text-right">
        <RemoveItemButton id={item.id} name={item.name} />
      </td>
    </tr>
  );
}

export function CartTable({ items }: { items: readonly CartItem[] }) {
  return (
    <div className="overflow-hidden rounded-2xl border border-zinc-200 bg-white shadow-sm dark:border-zinc-800 dark:bg-zinc-900">
      <table className="block w-full sm:table">
        <caption className="sr-only">Items in your cart</caption>
        <thead className="sr-only border-b border-zinc-200 sm:not-sr-only sm:table-header-group dark:border-zinc-800">
          <tr>
            <th scope="col" className={headCell}>
              Product
            </th>
            <th scope="col" className={headCell}>
              Price
            </th>
            <th scope="col" className={headCell}>
              Quantity
            </th>
            <th scope="col" className={`${headCell} sm:text-right`}>
              Total
            </th>
            <th scope="col" className={headCell}>
              <span className="sr-only">Remove</span>
            </th>
          </tr>
        </thead>
        <tbody className="block divide-y divide-zinc-200 sm:table-row-group dark:divide-zinc-800">
          {items.map((item) => (
            <CartTableRow key={item.id} item={item} />
          ))}
        </tbody>
      </table>
    </div>
  );
}
