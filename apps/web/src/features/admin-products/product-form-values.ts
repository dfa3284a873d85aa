// The product form's values as the fields hold them (text), how they become the write body the
// server takes (adminProductWriteSchema validates it, so every rule and message is the
// contract's), and how the server's refusals land beside their fields.
import {
  adminProductWriteSchema,
  LIMIT_CLASSES,
  refineLimitFacts,
  STRAIN_TYPES,
  type AdminProduct,
  type AdminProductWrite,
  type LimitClass,
  type StrainType,
} from '@canopy/contracts';
import { z } from 'zod';
import type { ApiCallError } from '../../lib/api/api-error';
import { formServerErrors, type FormServerErrors } from '../../lib/api/form-server-errors';

export interface ProductFormValues {
  name: string;
  sku: string;
  brand: string;
  description: string;
  price: string;
  sale_price: string;
  stock: string;
  category_id: string;
  strain_type: StrainType | '';
  volume: string;
  thc_percent: string;
  cbd_percent: string;
  /** Empty: the store's minimum age applies. */
  minimum_age: string;
  /** Empty: the product counts towards no purchase limit. */
  limit_class: LimitClass | '';
  /** Grams of cannabis in one unit. */
  net_weight_g: string;
  /** mg of THC in one unit. */
  thc_mg: string;
  is_active: boolean;
  image: string | null;
}

export type ProductFormField = keyof ProductFormValues;

export const EMPTY_PRODUCT_FORM: ProductFormValues = {
  name: '',
  sku: '',
  brand: '',
  description: '',
  price: '',
  sale_price: '',
  stock: '0',
  category_id: '',
  strain_type: '',
  volume: '',
  thc_percent: '',
  cbd_percent: '',
  minimum_age: '',
  limit_class: '',
  net_weight_g: '',
  thc_mg: '',
  is_active: true,
  image: null,
};

const numberText = (value: number | null) => (value === null ? '' : String(value));

export function productFormValues(product: AdminProduct): ProductFormValues {
  return {
    name: product.name,
    sku: product.sku,
    brand: product.brand ?? '',
    description: product.description,
    price: String(product.price),
    sale_price: numberText(product.sale_price),
    stock: String(product.stock),
    category_id: numberText(product.category_id),
    strain_type: product.strain_type ?? '',
    volume: product.volume ?? '',
    thc_percent: numberText(product.thc_percent),
    cbd_percent: numberText(product.cbd_percent),
    minimum_age: numberText(product.minimum_age),
    limit_class: product.limit_class ?? '',
    net_weight_g: numberText(product.net_weight_g),
    thc_mg: numberText(product.thc_mg),
    is_active: product.is_active,
    image: product.image,
  };
}

/** A required number: empty is NaN, which the contract answers with its 'Enter the …' text. */
const required = (text: string) => (text.trim() === '' ? Number.NaN : Number(text));
const optional = (text: string) => (text.trim() === '' ? null : Number(text));

const productFormValuesSchema = z.object({
  name: z.string(),
  sku: z.string(),
  brand: z.string(),
  description: z.string(),
  price: z.string(),
  sale_price: z.string(),
  stock: z.string(),
  category_id: z.string(),
  strain_type: z.enum([...STRAIN_TYPES, '']),
  volume: z.string(),
  thc_percent: z.string(),
  cbd_percent: z.string(),
  minimum_age: z.string(),
  limit_class: z.enum([...LIMIT_CLASSES, '']),
  net_weight_g: z.string(),
  thc_mg: z.string(),
  is_active: z.boolean(),
  image: z.string().nullable(),
});

/** The form's values → the write body, checked by the contract's adminProductWriteSchema. */
export const productFormSchema = productFormValuesSchema
  .transform((values): AdminProductWrite => ({
    name: values.name,
    sku: values.sku,
    brand: values.brand,
    description: values.description,
    price: required(values.price),
    sale_price: optional(values.sale_price),
    stock: required(values.stock),
    image: values.image,
    strain_type: values.strain_type === '' ? null : values.strain_type,
    volume: values.volume,
    thc_percent: optional(values.thc_percent),
    cbd_percent: optional(values.cbd_percent),
    minimum_age: optional(values.minimum_age),
    category_id: optional(values.category_id),
    limit_class: values.limit_class === '' ? null : values.limit_class,
    net_weight_g: optional(values.net_weight_g),
    thc_mg: optional(values.thc_mg),
    is_active: values.is_active,
  }))
  .pipe(
    // The contract checks the limit facts only once every other field passes; the form says at
    // once which fact the chosen class needs, beside its field, with the other fields' messages.
    adminProductWriteSchema.superRefine(refineLimitFacts, {
      when: (payload) => payload.issues.length > 0,
    }),
  );

const FORM_FIELDS = new Set<string>(Object.keys(EMPTY_PRODUCT_FORM));

function isFormField(name: unknown): name is ProductFormField {
  return typeof name === 'string' && FORM_FIELDS.has(name);
}

export type ProductServerErrors = FormServerErrors<ProductFormField>;

/**
 * Where the server's refusal shows: a 422 field list beside each named field; a 409 duplicate
 * SKU beside SKU; anything else above the form (the server's detail, else `fallback`).
 */
export function productServerErrors(error: ApiCallError, fallback: string): ProductServerErrors {
  return formServerErrors(error, {
    fieldOf: (name) => (isFormField(name) ? name : undefined),
    conflictField: (detail) => (/\bSKU\b/i.test(detail) ? 'sku' : undefined),
    fallback,
  });
}
