import { describe, expect, it } from 'vitest';
import { bucketShare, isBucketOver, limitAmount, meterLine, refusalLine } from './limit-lines';

const flower = { key: 'non_concentrated', label: 'flower', unit: 'g' as const, limit: 28.5 };

describe('the purchase-limit words', () => {
  it('says what is left with the contract label, and by how much a bucket is over', () => {
    const within = { ...flower, used: 10, this_order: 6, remaining: 12.5 };
    expect(meterLine(within, 'store_day')).toBe('12.5 of 28.5 g flower left today');
    const over = { ...flower, used: 20, this_order: 10.5, remaining: 0 };
    expect(isBucketOver(over)).toBe(true);
    expect(meterLine(over, 'transaction')).toBe(
      '30.5 of 28.5 g flower in this order: 2 g over the limit',
    );
  });

  it('sums decimals without float noise: 0.1 + 0.2 at a limit of 0.3 is not over', () => {
    const atLimit = { ...flower, limit: 0.3, used: 0.1, this_order: 0.2 };
    expect(isBucketOver(atLimit)).toBe(false);
    expect(bucketShare(atLimit)).toBe(1);
  });

  it('writes a refusal with and without earlier orders, plants as plain numbers', () => {
    expect(refusalLine({ ...flower, used: 20, this_order: 10 })).toBe(
      'flower: 20 g already bought + 10 g in this order = 30 g; the limit is 28.5 g',
    );
    expect(
      refusalLine({
        key: 'plants',
        label: 'plants',
        unit: 'units',
        limit: 6,
        used: 0,
        this_order: 8,
      }),
    ).toBe('plants: 8 in this order; the limit is 6');
    expect(limitAmount(0.0351, 'mg')).toBe('0.035 mg');
  });
});
