// The Add to Cart button of cards, rows and the product page. Its accessible name starts with
// the visible text (so voice control finds it) and names the product, since a list shows many
// such buttons: 'Add to Cart: Blue Dream'. It is disabled when out of stock.
import type { Product } from '@canopy/contracts';
import { ShoppingCart } from 'lucide-react';
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
  const soldOut = product.stock_quantity <= 0;
  return (
    <Button
      size={size}
      className={className}
      disabled={soldOut}
      aria-label={`Add to Cart: ${product.name}`}
      onClick={() => {
        if (addToCart(product, quantity).added > 0) onAdded?.();
      }}
    >
      <ShoppingCart className="size-4" aria-hidden="true" />
      Add to Cart
    </Button>
  );
}
