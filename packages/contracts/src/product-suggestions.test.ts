import { describe, expect, it } from 'vitest';
import {
  MAX_SUGGESTIONS,
  productSuggestionsQuerySchema,
  productSuggestionsResponseSchema,
} from './product-suggestions';

describe('product suggestions', () => {
  it('takes an absent q as empty and refuses one over 200 characters', () => {
    expect(productSuggestionsQuerySchema.parse({})).toEqual({ q: '' });
    expect(productSuggestionsQuerySchema.parse({ q: 'blu' })).toEqual({ q: 'blu' });
    expect(productSuggestionsQuerySchema.safeParse({ q: 'a'.repeat(201) }).success).toBe(false);
  });

  it(`answers at most ${MAX_SUGGESTIONS} items of the three kinds`, () => {
    const item = { type: 'product', label: 'Blue Dream', product_id: 1 } as const;
    expect(productSuggestionsResponseSchema.safeParse({ items: [item] }).success).toBe(true);
    const nine = Array.from({ length: MAX_SUGGESTIONS + 1 }, () => item);
    expect(productSuggestionsResponseSchema.safeParse({ items: nine }).success).toBe(false);
    const strain = { type: 'strain', label: 'Indica' };
    expect(productSuggestionsResponseSchema.safeParse({ items: [strain] }).success).toBe(false);
  });
});
