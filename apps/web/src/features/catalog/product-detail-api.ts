// GET /products/{id}: one active product, validated by the contract; 404 when it is unknown or
// no longer on sale.
import { productSchema, type Product } from '@canopy/contracts';
import { api } from '../../lib/api';

export const productDetailApi = api.injectEndpoints({
  endpoints: (build) => ({
    getProduct: build.query<Product, number>({
      query: (id) => `/products/${id}`,
      responseSchema: productSchema,
    }),
  }),
});

export const { useGetProductQuery } = productDetailApi;
