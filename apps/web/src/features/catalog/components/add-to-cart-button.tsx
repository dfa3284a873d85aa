// The Add to Cart button of cards, rows and the product page. Its accessible name starts with
// the visible text (so voice control finds it) and names the product, since a list shows many
// such buttons: 'Add to Cart: Blue Dream'. It is disabled when out of stock. When a purchase
// limit refuses the units, nothing is added and the reason shows under the button (announced,
// and tied to it as its description) until the next try.
import type { Product } from '@canopy/contracts';
import { ShoppingCart } from 'lucide-react';
import { useId, useState } from 'react';
import { Button, type ButtonSize } from '../../../components/ui/button';
import { useAddToCart } from '../add-to-cart-context';

interface AddToCartButtonProps {
  product: Product;
  quantity?: number;
  size?: ButtonSize;
  className?: string;
  /** Called after the product went to the cart (the product page resets its stepper). */
  onAdded?: () => void;
}

export function AddToCartButton({
  product,
  quantity = 1,
  size = 'md',
  className,
  onAdded,
}: AddToCartButtonProps) {
  const addToCart = useAddToCart();
  const [adding, setAdding] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const refusalId = useId();
  const soldOut = product.stock_quantity <= 0;
  return (
    <>
      <Button
        size={size}
        className={className}
        disabled={soldOut}
        aria-disabled={adding || undefined}
        aria-label={`Add to Cart: ${product.name}`}
        aria-describedby={refusal ? refusalId : undefined}
        onClick={async () => {
          if (adding) return;
          setAdding(true);
          const outcome = await addToCart(product, quantity);
          setAdding(false);
          setRefusal(outcome.refusal);
          if (outcome.added > 0) onAdded?.();
        }}
      >
        <ShoppingCart className="size-4" aria-hidden="true" />
        Add to Cart
      </Button>
      <p
        id={refusalId}
        role="status"
        className={
          refusal
            ? 'relative z-10 basis-full text-sm font-medium text-red-700 dark:text-red-400'
            : 'sr-only'
        }
      >
        {refusal}
      </p>
    </>
  );
}
