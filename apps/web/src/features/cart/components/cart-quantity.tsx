// A cart line's quantity: the shared stepper bounded to 1..stock (docs/product.md#cart) and never
// past the per-item limit of an order, with a short note when the limit is what stops it; labelled
// with the product's name for screen readers.
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { QuantityStepper } from '../../../components/ui/quantity-stepper';
import type { CartItem } from '../cart-item';
import { selectMaxPerItem, setQuantity } from '../cart-slice';

export function CartQuantity({ item }: { item: CartItem }) {
  const dispatch = useAppDispatch();
  const limit = useAppSelector(selectMaxPerItem);
  const max = Math.min(item.stock, limit);
  return (
    <div className="flex flex-col items-start gap-1">
      <QuantityStepper
        value={item.quantity}
        max={max}
        label={`Quantity of ${item.name}`}
        hideLabel
        size="sm"
        onChange={(quantity) => dispatch(setQuantity({ id: item.id, quantity }))}
      />
      {limit < item.stock && item.quantity >= limit && (
        <p className="text-xs text-zinc-600 dark:text-zinc-400">Limit {limit} per order</p>
      )}
    </div>
  );
}
