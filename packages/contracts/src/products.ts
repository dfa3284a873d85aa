// The storefront's products: the product as customers see it, the catalogue query with its sort
// mapping and the list answer with facets (docs/product.md#api-conventions). The pure rules these
// schemas use live in product-rules.ts, which has no zod import.
import { z } from 'zod';
import {
  DEFAULT_PAGE_SIZE,
  normalizePageSize,
  PAGE_SIZE_OPTIONS,
  pageSizeParameterMeta,
  SERVER_SORTS,
  STRAIN_TYPES,
} from './product-rules';
import { LIMIT_CLASSES } from './limit-rules';

export const productSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  sku: z.string(),
  brand: z.string().nullable(),
  description: z.string(),
  /** Dollars. */
  retail_price: z.number(),
  /** Dollars; null when the product has no sale price. */
  sale_price: z.number().nullable(),
  stock_quantity: z.number().int(),
  primary_image_url: z.string().nullable(),
  /**
   * Every stored width of the primary image (uploaded and seeded pictures: 320, 640 and 1280 px
   * WebP), narrowest first, for a responsive srcset; empty for a picture stored elsewhere.
   */
  images: z.array(z.object({ width: z.number().int(), url: z.string() })),
  strain_type: z.enum(STRAIN_TYPES).nullable(),
  volume: z.string().nullable(),
  thc_percent: z.number().nullable(),
  cbd_percent: z.number().nullable(),
  /** The age this product needs (18–25); null = the store's minimum age. */
  minimum_age: z.number().int().nullable(),
  /** Purchase-limit facts: the class, grams of cannabis and mg of THC in one unit. */
  limit_class: z.enum(LIMIT_CLASSES).nullable(),
  net_weight_g: z.number().nullable(),
  thc_mg: z.number().nullable(),
  category_id: z.number().int().nullable(),
  category: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  created_at: z.iso.datetime({ offset: true }),
});
export type Product = z.infer<typeof productSchema>;

// Query strings arrive as text; empty values count as absent.
const emptyToUndefined = (value: unknown) => (value === '' ? undefined : value);
const optionalText = z.preprocess(emptyToUndefined, z.string().trim().max(200).optional());
const optionalPrice = z.preprocess(
  emptyToUndefined,
  z.coerce.number().min(0).max(1_000_000).optional(),
);

export const productListQuerySchema = z
  .object({
    search: optionalText,
    category_id: z.preprocess(
      emptyToUndefined,
      z.coerce.number().int().positive().max(2_147_483_647).optional(),
    ),
    /** `true` hides sold-out products; absent means all products. */
    in_stock_only: z
      .preprocess(emptyToUndefined, z.enum(['true', 'false']).optional())
      .transform((value) => (value === undefined ? undefined : value === 'true')),
    /** Dollars, inclusive, on the effective price. */
    min_price: optionalPrice,
    max_price: optionalPrice,
    brand: optionalText,
    volume: optionalText,
    strain_type: z.preprocess(emptyToUndefined, z.enum(STRAIN_TYPES).optional()),
    sort_by: z.preprocess(emptyToUndefined, z.enum(SERVER_SORTS).default('created_at')),
    page: z.preprocess(emptyToUndefined, z.coerce.number().int().min(1).max(100_000).default(1)),
    size: z
      .preprocess(emptyToUndefined, z.unknown())
      .transform(normalizePageSize)
      .meta(pageSizeParameterMeta(PAGE_SIZE_OPTIONS, DEFAULT_PAGE_SIZE)),
  })
  .refine(
    (q) => q.min_price === undefined || q.max_price === undefined || q.min_price <= q.max_price,
    {
      message: 'min_price must not be greater than max_price',
      path: ['min_price'],
    },
  );
export type ProductListQuery = z.infer<typeof productListQuerySchema>;

export const facetValueSchema = z.object({ value: z.string(), count: z.number().int() });
export type FacetValue = z.infer<typeof facetValueSchema>;

export const productFacetsSchema = z.object({
  brands: z.array(facetValueSchema),
  volumes: z.array(facetValueSchema),
  strain_types: z.array(facetValueSchema),
  /** Effective-price range of the matching products (ignoring the price filter); null when none. */
  price: z.object({ min: z.number().nullable(), max: z.number().nullable() }),
});
export type ProductFacets = z.infer<typeof productFacetsSchema>;

export const productListResponseSchema = z.object({
  items: z.array(productSchema),
  page: z.number().int(),
  pages: z.number().int(),
  total: z.number().int(),
  facets: productFacetsSchema,
});
export type ProductListResponse = z.infer<typeof productListResponseSchema>;

/** `GET /products/brands`, `/products/volumes`, `/products/strain-types`: distinct values of active products. */
export const filterValueListSchema = z.array(z.string());

export const productIdParamsSchema = z.object({
  id: z.coerce.number().int().positive().max(2_147_483_647),
});
