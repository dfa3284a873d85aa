// The admin back office's products, categories and image uploads
// (docs/product.md#admin-back-office). Admin answers and bodies use the admin names `price`,
// `stock` and `image` for retail_price, stock_quantity and primary_image_url; the two mappers at
// the end are the one place that renames.
import { z } from 'zod';
import { MAXIMUM_AGE_SETTING, MINIMUM_AGE_SETTING } from './age-rules';
import { LIMIT_CLASSES } from './limit-rules';
import { pageSizeParameterMeta, STRAIN_TYPES } from './product-rules';
import { refineLimitFacts } from './purchase-limits';

export const ADMIN_PAGE_SIZES = [10, 20, 50, 100] as const;
/** The default admin list size. */
export const DEFAULT_ADMIN_PAGE_SIZE = 10;

const emptyToUndefined = (value: unknown) => (value === '' ? undefined : value);

/** `size` outside 10/20/50/100 becomes 10. */
export const adminPageSizeSchema = z
  .preprocess(emptyToUndefined, z.unknown())
  .transform((value) => {
    const size = Number(value);
    return (ADMIN_PAGE_SIZES as readonly number[]).includes(size) ? size : DEFAULT_ADMIN_PAGE_SIZE;
  })
  .meta(pageSizeParameterMeta(ADMIN_PAGE_SIZES, DEFAULT_ADMIN_PAGE_SIZE));

export const adminPageSchema = z.preprocess(
  emptyToUndefined,
  z.coerce.number().int().min(1).max(100_000).default(1),
);

const booleanQuery = z
  .preprocess(emptyToUndefined, z.enum(['true', 'false']).optional())
  .transform((value) => (value === undefined ? undefined : value === 'true'));

/** A page of any admin list. */
export function pagedSchema<T extends z.ZodType>(item: T) {
  return z.object({
    items: z.array(item),
    page: z.number().int(),
    pages: z.number().int(),
    total: z.number().int(),
  });
}

// --- Products ------------------------------------------------------------------------------------

export const adminProductSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  sku: z.string(),
  brand: z.string().nullable(),
  description: z.string(),
  /** Dollars: the retail price. */
  price: z.number(),
  /** Dollars; null when not on sale. */
  sale_price: z.number().nullable(),
  stock: z.number().int(),
  /** The primary image URL. */
  image: z.string().nullable(),
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
  is_active: z.boolean(),
  created_at: z.iso.datetime({ offset: true }),
  updated_at: z.iso.datetime({ offset: true }),
});
export type AdminProduct = z.infer<typeof adminProductSchema>;

export const ADMIN_PRODUCT_SORTS = ['name', 'price', 'stock', 'created_at'] as const;
export type AdminProductSort = (typeof ADMIN_PRODUCT_SORTS)[number];

export const adminProductListQuerySchema = z.object({
  page: adminPageSchema,
  size: adminPageSizeSchema,
  search: z.preprocess(emptyToUndefined, z.string().trim().max(200).optional()),
  category_id: z.preprocess(
    emptyToUndefined,
    z.coerce.number().int().positive().max(2_147_483_647).optional(),
  ),
  is_active: booleanQuery,
  /** true: only products at or below the low-stock threshold (settings). */
  low_stock: booleanQuery,
  sort_by: z.preprocess(emptyToUndefined, z.enum(ADMIN_PRODUCT_SORTS).default('created_at')),
  sort_order: z.preprocess(emptyToUndefined, z.enum(['asc', 'desc']).default('desc')),
});
export type AdminProductListQuery = z.input<typeof adminProductListQuerySchema>;

export const adminProductListResponseSchema = pagedSchema(adminProductSchema);
export type AdminProductListResponse = z.infer<typeof adminProductListResponseSchema>;

const money = (label: string) =>
  z
    .number({ error: `Enter the ${label}` })
    .min(0, `The ${label} cannot be negative`)
    .max(100_000, `The ${label} must be at most $100,000`)
    .refine((value) => Number.isInteger(Math.round(value * 100 * 1e6) / 1e6), {
      message: `The ${label} has at most two decimals`,
    });

const percent = z
  .number()
  .min(0, 'A percentage is between 0 and 100')
  .max(100, 'A percentage is between 0 and 100');

const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, `Keep this under ${max + 1} characters`)
    .nullable()
    .optional()
    .transform((value) => (value === '' || value === undefined ? null : value));

/** POST /admin/products and PUT /admin/products/{id}: the whole product as the form edits it. */
export const adminProductWriteSchema = z
  .object({
    name: z.string().trim().min(1, 'Enter a name').max(200, 'Keep the name under 201 characters'),
    sku: z
      .string()
      .trim()
      .min(1, 'Enter a SKU')
      .max(64, 'Keep the SKU under 65 characters')
      .regex(/^[A-Za-z0-9._-]+$/, 'A SKU uses letters, digits, dots, dashes and underscores'),
    brand: optionalText(100),
    description: z
      .string()
      .trim()
      .max(5000, 'Keep the description under 5,001 characters')
      .default(''),
    price: money('price').refine((value) => value > 0, 'The price must be above $0.00'),
    sale_price: money('sale price').nullable().optional().default(null),
    stock: z
      .number({ error: 'Enter the stock' })
      .int('Stock is a whole number')
      .min(0, 'Stock cannot be negative')
      .max(1_000_000, 'Stock must be at most 1,000,000'),
    image: z
      .string()
      .trim()
      .max(2048)
      .regex(
        /^(\/api\/images\/[a-f0-9]{64}\.[a-z]+|https:\/\/\S+)$/,
        'Upload an image or use an https:// URL',
      )
      .nullable()
      .optional()
      .default(null),
    strain_type: z.enum(STRAIN_TYPES).nullable().optional().default(null),
    volume: optionalText(40),
    thc_percent: percent.nullable().optional().default(null),
    cbd_percent: percent.nullable().optional().default(null),
    /** Empty (null) = the store's minimum age. */
    minimum_age: z
      .number({ error: 'The minimum age is a whole number of years' })
      .int('The minimum age is a whole number of years')
      .min(
        MINIMUM_AGE_SETTING,
        `The minimum age is between ${MINIMUM_AGE_SETTING} and ${MAXIMUM_AGE_SETTING}`,
      )
      .max(
        MAXIMUM_AGE_SETTING,
        `The minimum age is between ${MINIMUM_AGE_SETTING} and ${MAXIMUM_AGE_SETTING}`,
      )
      .nullable()
      .optional()
      .default(null),
    category_id: z
      .number()
      .int()
      .positive()
      .max(2_147_483_647, 'No such category')
      .nullable()
      .optional()
      .default(null),
    is_active: z.boolean().optional().default(true),
    /** Empty (null) = counts towards no purchase limit. */
    limit_class: z
      .enum(LIMIT_CLASSES, { error: `Choose a limit class: ${LIMIT_CLASSES.join(', ')}` })
      .nullable()
      .optional()
      .default(null),
    /** Grams of cannabis in one unit: required for flower, pre-rolls and concentrates. */
    net_weight_g: z
      .number({ error: 'Enter the grams as a number' })
      .nullable()
      .optional()
      .default(null),
    /** mg of THC in one unit: required for edibles and beverages. */
    thc_mg: z
      .number({ error: 'Enter the mg of THC as a number' })
      .nullable()
      .optional()
      .default(null),
  })
  .refine((product) => product.sale_price === null || product.sale_price < product.price, {
    message: 'The sale price must be below the retail price',
    path: ['sale_price'],
  })
  .superRefine(refineLimitFacts);
export type AdminProductWrite = z.input<typeof adminProductWriteSchema>;
export type AdminProductWriteInput = z.output<typeof adminProductWriteSchema>;

export const adminProductResponseSchema = z.object({ product: adminProductSchema });

/** DELETE /admin/products/{id}: deleted, or deactivated because orders reference it. */
export const adminProductDeleteResponseSchema = z.object({
  deleted: z.boolean(),
  deactivated: z.boolean(),
  detail: z.string(),
});
export type AdminProductDeleteResponse = z.infer<typeof adminProductDeleteResponseSchema>;

export const BULK_PRODUCT_ACTIONS = ['activate', 'deactivate', 'delete'] as const;
export type BulkProductAction = (typeof BULK_PRODUCT_ACTIONS)[number];

/** POST /admin/products/bulk */
export const adminProductBulkRequestSchema = z.object({
  ids: z
    .array(z.number().int().positive().max(2_147_483_647))
    .min(1, 'Select at least one product')
    .max(100, 'Select at most 100 products at once'),
  action: z.enum(BULK_PRODUCT_ACTIONS),
});
export type AdminProductBulkRequest = z.infer<typeof adminProductBulkRequestSchema>;

export const adminProductBulkResponseSchema = z.object({
  /** Products activated or deactivated. */
  updated: z.number().int(),
  deleted: z.number().int(),
  /** Delete only: products that orders reference, deactivated instead. */
  deactivated: z.number().int(),
  detail: z.string(),
});
export type AdminProductBulkResponse = z.infer<typeof adminProductBulkResponseSchema>;

/** The storefront names → the admin names (the server maps its rows through this shape). */
export function toAdminProductNames<
  T extends { retail_price: number; stock_quantity: number; primary_image_url: string | null },
>({
  retail_price,
  stock_quantity,
  primary_image_url,
  ...rest
}: T): Omit<T, 'retail_price' | 'stock_quantity' | 'primary_image_url'> & {
  price: number;
  stock: number;
  image: string | null;
} {
  return { ...rest, price: retail_price, stock: stock_quantity, image: primary_image_url };
}

/** The admin names → the storefront names (an admin write, as the catalogue stores it). */
export function fromAdminProductNames<
  T extends { price: number; stock: number; image: string | null },
>({
  price,
  stock,
  image,
  ...rest
}: T): Omit<T, 'price' | 'stock' | 'image'> & {
  retail_price: number;
  stock_quantity: number;
  primary_image_url: string | null;
} {
  return { ...rest, retail_price: price, stock_quantity: stock, primary_image_url: image };
}

// --- Categories ----------------------------------------------------------------------------------

export const adminCategorySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  parent_id: z.number().int().nullable(),
  /** Products directly in this category (not its subcategories). */
  product_count: z.number().int(),
  created_at: z.iso.datetime({ offset: true }),
});
export type AdminCategory = z.infer<typeof adminCategorySchema>;

/** GET /admin/categories: every category, flat, sorted by name; the client builds the tree. */
export const adminCategoryListSchema = z.array(adminCategorySchema);

export const adminCategoryWriteSchema = z.object({
  name: z.string().trim().min(1, 'Enter a name').max(100, 'Keep the name under 101 characters'),
  parent_id: z
    .number()
    .int()
    .positive()
    .max(2_147_483_647, 'No such category')
    .nullable()
    .optional()
    .default(null),
});
export type AdminCategoryWrite = z.input<typeof adminCategoryWriteSchema>;

export const adminCategoryResponseSchema = z.object({ category: adminCategorySchema });

export const adminIdParamsSchema = z.object({
  id: z.coerce.number().int().positive().max(2_147_483_647),
});

// --- Image upload ----------------------------------------------------------------------------------

/** POST /admin/upload/image (multipart field `file`). */
export const imageUploadResponseSchema = z.object({
  /** The URL to store as a product's image. */
  url: z.string(),
  variants: z.array(z.object({ width: z.number().int(), url: z.string() })),
});
export type ImageUploadResponse = z.infer<typeof imageUploadResponseSchema>;
