// The words of the purchase-limit meter and of a refusal, bucket by bucket, in the bucket's unit
// with up to three decimals: what is left ("12.5 of 28.5 g flower left today", the contract's
// limitMeterLabel), a bucket already over, and a refused order's amounts.
import { limitMeterLabel, type LimitBucketState, type LimitWindow } from '@canopy/contracts';

type Bucket = Pick<LimitBucketState, 'key' | 'label' | 'unit' | 'limit' | 'used' | 'this_order'>;

const decimal = new Intl.NumberFormat('en-US', { maximumFractionDigits: 3 });

/** Thousandths are the engine's precision; summing two rounded decimals must not add noise. */
const toThousandths = (value: number) => Math.round(value * 1000) / 1000;

export function limitAmount(value: number, unit: Bucket['unit']): string {
  const number = decimal.format(toThousandths(value));
  return unit === 'units' ? number : `${number} ${unit}`;
}

export function bucketTotal(bucket: Bucket): number {
  return toThousandths(bucket.used + bucket.this_order);
}

export function isBucketOver(bucket: Bucket & { over?: boolean }): boolean {
  return bucket.over ?? bucketTotal(bucket) > bucket.limit;
}

const WINDOW_WORDS: Record<LimitWindow, string> = {
  store_day: 'today',
  rolling_24h: 'in 24 hours',
  transaction: 'in this order',
};

/** One meter line: what is left, or by how much the bucket is over. */
export function meterLine(bucket: Bucket & { remaining: number }, window: LimitWindow): string {
  if (!isBucketOver(bucket)) return limitMeterLabel(bucket, window);
  const over = limitAmount(bucketTotal(bucket) - bucket.limit, bucket.unit);
  const total = decimal.format(bucketTotal(bucket));
  return `${total} of ${limitAmount(bucket.limit, bucket.unit)} ${bucket.label} ${WINDOW_WORDS[window]}: ${over} over the limit`;
}

/** A refused order's bucket: what was bought already, this order, and the limit. */
export function refusalLine(bucket: Bucket): string {
  const thisOrder = `${limitAmount(bucket.this_order, bucket.unit)} in this order`;
  const amounts =
    bucket.used > 0
      ? `${limitAmount(bucket.used, bucket.unit)} already bought + ${thisOrder} = ${limitAmount(bucketTotal(bucket), bucket.unit)}`
      : thisOrder;
  return `${bucket.label}: ${amounts}; the limit is ${limitAmount(bucket.limit, bucket.unit)}`;
}

/** What the bucket holds as a share of its limit, 0..1, for the bar beside the words. */
export function bucketShare(bucket: Bucket): number {
  return bucket.limit > 0 ? Math.min(1, bucketTotal(bucket) / bucket.limit) : 1;
}
