// Live suggestions under the storefront's search box (GET /products/suggestions?q=): at most
// eight products, brands and categories matching what the shopper has typed so far
// (docs/product.md#search).
import { z } from 'zod';

export const MAX_SUGGESTIONS = 8;

export const productSuggestionsQuerySchema = z.object({
  /** What is typed so far; empty or absent answers no items. */
  q: z.preprocess(
    (value) => (value === undefined ? '' : value),
    z.string().max(200, 'q must be at most 200 characters'),
  ),
});
export type ProductSuggestionsQuery = z.infer<typeof productSuggestionsQuerySchema>;

export const SUGGESTION_TYPES = ['product', 'brand', 'category'] as const;
export type SuggestionType = (typeof SUGGESTION_TYPES)[number];

export const productSuggestionSchema = z.object({
  type: z.enum(SUGGESTION_TYPES),
  label: z.string(),
  /** The product's id, for a product suggestion only. */
  product_id: z.number().int().optional(),
});
export type ProductSuggestion = z.infer<typeof productSuggestionSchema>;

export const productSuggestionsResponseSchema = z.object({
  items: z.array(productSuggestionSchema).max(MAX_SUGGESTIONS),
});
export type ProductSuggestionsResponse = z.infer<typeof productSuggestionsResponseSchema>;
