// Clear Cart with its confirm step: the first press asks 'Clear all items from cart?';
// Confirm empties the cart, Cancel keeps it. The Cancel button takes the focus so a stray Enter
// does not clear the cart.
import { useState } from 'react';
import { useAppDispatch } from '../../../app/hooks';
import { Button } from '../../../components/ui/button';
import { clearCart } from '../cart-slice';

export function ClearCartControl() {
  const dispatch = useAppDispatch();
  const [confirming, setConfirming] = useState(false);

  if (!confirming)
    return (
      <Button variant="ghost" className="w-full" onClick={() => setConfirming(true)}>
        Clear Cart
      </Button>
    );

  return (
    <div
      role="group"
      aria-labelledby="clear-cart-question"
      className="flex flex-wrap items-center justify-between gap-3 rounded-lg border border-red-200 bg-red-50 px-3 py-2 dark:border-red-900 dark:bg-red-950/60"
    >
      <p id="clear-cart-question" className="text-sm font-medium text-red-900 dark:text-red-100">
        Clear all items from cart?
      </p>
      <div className="flex gap-2">
        <Button variant="secondary" size="sm" autoFocus onClick={() => setConfirming(false)}>
          Cancel
        </Button>
        <Button
          variant="danger"
          size="sm"
          onClick={() => {
            dispatch(clearCart());
            setConfirming(false);
          }}
        >
          Confirm
        </Button>
      </div>
    </div>
  );
}
