// The compiled serializer writes the same bytes as zod's encoding followed by JSON.stringify, for
// the answers of the routes that use it: nulls, empty lists, unions and keys outside the schema.
import {
  errorBodySchema,
  productListResponseSchema,
  productSuggestionsResponseSchema,
} from '@canopy/contracts';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { compiledSerializer } from './compiled-serializer';

function product(id: number, overrides: Record<string, unknown> = {}) {
  return {
    id,
    name: `Blue "Dream" ${String(id)} \u2014 <3.5g>`,
    sku: `FL-${String(id)}`,
    brand: id % 2 ? 'Green Ridge' : null,
    description: 'Line one\nline two\ttabbed \\ backslash',
    retail_price: 34.99,
    sale_price: id % 2 ? null : 29.5,
    stock_quantity: 0,
    primary_image_url: null,
    images: [{ width: 320, url: `/api/images/${String(id)}-320.webp` }],
    strain_type: 'hybrid',
    volume: null,
    thc_percent: 21.5,
    cbd_percent: null,
    minimum_age: null,
    limit_class: 'flower',
    net_weight_g: 3.5,
    thc_mg: null,
    category_id: 3,
    category: { id: 3, name: 'Flower' },
    created_at: '2026-11-01T00:00:00.000Z',
    ...overrides,
  };
}

function zodBytes(schema: z.ZodType, data: unknown): string {
  return JSON.stringify(z.encode(schema, data));
}

describe('the compiled serializer', () => {
  it('writes a product page as zod would, without the keys the schema does not name', () => {
    const answer = {
      items: [product(1), product(2, { internal_cost_cents: 1200 })],
      page: 1,
      pages: 3,
      total: 41,
      facets: {
        brands: [{ value: 'Green Ridge', count: 12 }],
        volumes: [],
        strain_types: [{ value: 'hybrid', count: 2 }],
        price: { min: null, max: null },
      },
      debug: true,
    };
    const written = compiledSerializer({ schema: productListResponseSchema })(answer);
    expect(written).toBe(zodBytes(productListResponseSchema, answer));
    expect(written).not.toContain('internal_cost_cents');
  });

  it('writes suggestions and both shapes of an error body as zod would', () => {
    const suggestions = {
      items: [
        { type: 'product', label: 'Blue Dream', product_id: 4 },
        { type: 'brand', label: 'Green Ridge' },
      ],
    };
    expect(compiledSerializer({ schema: productSuggestionsResponseSchema })(suggestions)).toBe(
      zodBytes(productSuggestionsResponseSchema, suggestions),
    );
    const error = compiledSerializer({ schema: errorBodySchema });
    for (const body of [
      { detail: 'Product not found', error: 'not_found' },
      { detail: [{ loc: ['query', 0], msg: 'Too small', type: 'too_small' }], missing: 2.5 },
    ])
      expect(error(body)).toBe(zodBytes(errorBodySchema, body));
  });
});
