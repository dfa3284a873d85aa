// Prices an order request from the database and the live settings, never from the client: each
// line at its product's effective price (docs/product.md#order-summary), then tax, shipping and the
// referral discount through the one shared `orderTotals`. Input that names unknown or unavailable
// products, asks for more than the per-item limit or brings an unusable referral code is a 422
// naming the field.
import {
  dollarsToCents,
  effectivePrice,
  orderTotals,
  type LimitClass,
  type CreateOrderInput,
  type OrderTotals,
  type StoreSettings,
  type ValidationIssue,
} from '@canopy/contracts';
import type { Database } from '../../db/client';
import { ValidationError } from '../../lib/errors';
import type { ReferralCodeRow } from '../referrals/referral-codes.repository';
import { createReferralsService } from '../referrals/referrals.service';
import { judgeReferralCode } from '../referrals/referral-rules';
import { createStockService } from '../catalog/stock.service';

export interface PricedLine {
  productId: number;
  name: string;
  sku: string;
  unitPriceCents: number;
  quantity: number;
  lineTotalCents: number;
  /** The product's minimum age; null = the store's. */
  minimumAge: number | null;
  /** The product's purchase-limit facts, copied onto the order line. */
  limitClass: LimitClass | null;
  netWeightG: number | null;
  thcMg: number | null;
}

export interface PricedOrder {
  lines: PricedLine[];
  totals: OrderTotals;
  taxRate: number;
  referralCode: ReferralCodeRow | null;
}

export function referralCodeIssue(message: string): ValidationError {
  return new ValidationError([
    { loc: ['body', 'referral_code'], msg: message, type: 'value_error' },
  ]);
}

export async function priceOrder(
  db: Database,
  settings: StoreSettings,
  input: CreateOrderInput,
  now: Date,
): Promise<PricedOrder> {
  const found = await createStockService({ db }).findCheckoutProducts(
    input.items.map((line) => line.product_id),
  );
  const byId = new Map(found.map((product) => [product.id, product]));

  const issues: ValidationIssue[] = [];
  const lines: PricedLine[] = [];
  input.items.forEach((line, index) => {
    const product = byId.get(line.product_id);
    if (!product?.isActive) {
      issues.push({
        loc: ['body', 'items', index, 'product_id'],
        // A product taken off sale still has its name, which the shopper recognises.
        msg: product
          ? `${product.name} is no longer available`
          : `Product ${line.product_id} is not available`,
        type: 'value_error',
      });
      return;
    }
    if (line.quantity > settings.max_quantity_per_item) {
      issues.push({
        loc: ['body', 'items', index, 'quantity'],
        msg: `You can order at most ${settings.max_quantity_per_item} of ${product.name}`,
        type: 'value_error',
      });
      return;
    }
    const unitPriceCents = effectivePrice({
      retail_price: product.retailPriceCents,
      sale_price: product.salePriceCents,
    });
    lines.push({
      productId: product.id,
      name: product.name,
      sku: product.sku,
      unitPriceCents,
      quantity: line.quantity,
      lineTotalCents: unitPriceCents * line.quantity,
      minimumAge: product.minimumAge,
      limitClass: product.limitClass,
      netWeightG: product.netWeightG,
      thcMg: product.thcMg,
    });
  });
  if (issues.length > 0) throw new ValidationError(issues);

  const rates = {
    taxRate: settings.tax_rate,
    flatShippingCents: dollarsToCents(settings.flat_shipping_rate),
    freeShippingThresholdCents: dollarsToCents(settings.free_shipping_threshold),
  };
  const subtotalCents = orderTotals(lines, rates).subtotalCents;

  let referralCode: ReferralCodeRow | null = null;
  let discount = null;
  if (input.referral_code !== undefined) {
    referralCode = await createReferralsService({ db }).findByCode(input.referral_code);
    const verdict = judgeReferralCode(referralCode, now, subtotalCents);
    if (!verdict.usable) throw referralCodeIssue(verdict.message);
    discount = verdict.discount;
  }

  return {
    lines,
    totals: orderTotals(lines, rates, discount),
    taxRate: settings.tax_rate,
    referralCode,
  };
}
