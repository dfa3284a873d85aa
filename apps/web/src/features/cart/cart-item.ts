// A cart line as the spec describes it (spec §3): the product's id, name, effective price,
// image, SKU and stock when it was added, and the quantity (1..stock).
import { effectivePrice, type Product } from '@canopy/contracts';
import { z } from 'zod';

export const cartItemSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  price: z.number().nonnegative(),
  image_url: z.string().nullable(),
  sku: z.string(),
  stock: z.number().int().nonnegative(),
  quantity: z.number().int().positive(),
});
export type CartItem = z.infer<typeof cartItemSchema>;

/** What "add to cart" needs: the product without a quantity (a new line starts at 1). */
export type CartProduct = Omit<CartItem, 'quantity'>;

/** The cart line of a catalogue product: its effective price (spec §4) and its current stock. */
export function cartProductFrom(product: Product): CartProduct {
  return {
    id: product.id,
    name: product.name,
    price: effectivePrice(product),
    image_url: product.primary_image_url,
    sku: product.sku,
    stock: product.stock_quantity,
  };
}
