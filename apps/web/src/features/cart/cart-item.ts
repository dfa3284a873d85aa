// A cart line (docs/product.md#cart): the product's id, name, effective price,
// image, SKU and stock when it was added, and the quantity (1..stock).
import { effectivePrice, type Product } from '@canopy/contracts';
import { asRecord } from '../../lib/storage';

export interface CartItem {
  id: number;
  name: string;
  price: number;
  image_url: string | null;
  sku: string;
  stock: number;
  quantity: number;
}

const isWholeNumber = (value: unknown, min: number): value is number =>
  Number.isInteger(value) && (value as number) >= min;

/** A stored cart line that still has every field with its type and range (else it is dropped). */
export function isCartItem(value: unknown): value is CartItem {
  const item = asRecord(value);
  return (
    item !== null &&
    Number.isInteger(item.id) &&
    typeof item.name === 'string' &&
    typeof item.price === 'number' &&
    Number.isFinite(item.price) &&
    item.price >= 0 &&
    (item.image_url === null || typeof item.image_url === 'string') &&
    typeof item.sku === 'string' &&
    isWholeNumber(item.stock, 0) &&
    isWholeNumber(item.quantity, 1)
  );
}

/** Stored cart lines: an array of valid lines, or nothing at all. */
export function isCartItemList(value: unknown): value is CartItem[] {
  return Array.isArray(value) && value.every(isCartItem);
}

/** What "add to cart" needs: the product without a quantity (a new line starts at 1). */
export type CartProduct = Omit<CartItem, 'quantity'>;

/** The cart line of a catalogue product: its effective price and its current stock. */
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
