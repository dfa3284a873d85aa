// A cart line's quantity: the shared stepper bounded to 1..stock, labelled with the
// product's name for screen readers.
import { useAppDispatch } from '../../../app/hooks';
import { QuantityStepper } from '../../../components/ui/quantity-stepper';
import type { CartItem } from '../cart-item';
import { setQuantity } from '../cart-slice';

export function CartQuantity({ item }: { item: CartItem }) {
  const dispatch = useAppDispatch();
  return (
    <QuantityStepper
      value={item.quantity}
      max={item.stock}
      label={`Quantity of ${item.name}`}
      hideLabel
      size="sm"
      onChange={(quantity) => dispatch(setQuantity({ id: item.id, quantity }))}
    />
  );
}
