// The storefront catalogue as the API shows it.
import { z } from 'zod';

export const categorySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  parent_id: z.number().int().nullable(),
});
export type Category = z.infer<typeof categorySchema>;

/** `GET /products/categories`: every category, sorted by name. */
export const categoryListSchema = z.array(categorySchema);
