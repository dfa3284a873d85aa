// Stock as checkout moves it: the products an order names (with their prices), taking stock for
// order lines and giving it back. Taking is one conditional UPDATE per line, so stock can never
// go below zero however many checkouts race; lines are visited in product-id order so two orders
// over the same products always lock them in the same order and cannot deadlock.
import type { LimitClass } from '@canopy/contracts';
import { and, eq, gte, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { products } from '../../db/schema';

export interface StockLine {
  productId: number;
  quantity: number;
}

/** A product's stock after a change, as the websocket announces it, and before it. */
export interface StockLevel {
  productId: number;
  stock: number;
  previous: number;
}

export interface ShortLine {
  productId: number;
  name: string;
  /** What is left now (0: sold out). */
  left: number;
}

export interface CheckoutProduct {
  id: number;
  name: string;
  sku: string;
  retailPriceCents: number;
  salePriceCents: number | null;
  isActive: boolean;
  /** Null: the store's minimum age. */
  minimumAge: number | null;
  /** Purchase-limit facts. */
  limitClass: LimitClass | null;
  netWeightG: number | null;
  thcMg: number | null;
}

export async function findCheckoutProducts(
  db: Database,
  ids: readonly number[],
): Promise<CheckoutProduct[]> {
  if (ids.length === 0) return [];
  return db
    .select({
      id: products.id,
      name: products.name,
      sku: products.sku,
      retailPriceCents: products.retailPriceCents,
      salePriceCents: products.salePriceCents,
      isActive: products.isActive,
      minimumAge: products.minimumAge,
      limitClass: products.limitClass,
      netWeightG: products.netWeightG,
      thcMg: products.thcMg,
    })
    .from(products)
    .where(inArray(products.id, [...ids]));
}

function inProductOrder(lines: readonly StockLine[]): StockLine[] {
  return [...lines].sort((a, b) => a.productId - b.productId);
}

/**
 * Takes the quantity of every line that has enough stock and reports the lines that do not.
 * Call it inside a transaction and roll back when `short` is not empty: all lines or none.
 */
export async function takeStock(
  tx: Database,
  lines: readonly StockLine[],
): Promise<{ levels: StockLevel[]; short: ShortLine[] }> {
  const levels: StockLevel[] = [];
  const short: ShortLine[] = [];
  for (const line of inProductOrder(lines)) {
    const [taken] = await tx
      .update(products)
      .set({ stockQuantity: sql`${products.stockQuantity} - ${line.quantity}` })
      .where(and(eq(products.id, line.productId), gte(products.stockQuantity, line.quantity)))
      .returning({ stock: products.stockQuantity });
    if (taken) {
      levels.push({
        productId: line.productId,
        stock: taken.stock,
        previous: taken.stock + line.quantity,
      });
      continue;
    }
    const [product] = await tx
      .select({ name: products.name, stock: products.stockQuantity })
      .from(products)
      .where(eq(products.id, line.productId));
    short.push({
      productId: line.productId,
      name: product?.name ?? `Product ${line.productId}`,
      left: product?.stock ?? 0,
    });
  }
  return { levels, short };
}

/** Puts the lines' quantities back on the shelf. */
export async function returnStock(
  tx: Database,
  lines: readonly StockLine[],
): Promise<StockLevel[]> {
  const levels: StockLevel[] = [];
  for (const line of inProductOrder(lines)) {
    const [returned] = await tx
      .update(products)
      .set({ stockQuantity: sql`${products.stockQuantity} + ${line.quantity}` })
      .where(eq(products.id, line.productId))
      .returning({ stock: products.stockQuantity });
    if (returned) {
      levels.push({
        productId: line.productId,
        stock: returned.stock,
        previous: returned.stock - line.quantity,
      });
    }
  }
  return levels;
}
