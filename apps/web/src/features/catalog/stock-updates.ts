// Applies a live stock change (docs/product.md#live-stock-updates) to the catalogue's server data:
// the product's stock_quantity in every cached product list page and in its cached product page, so
// the stock labels and Add to Cart follow at once without a refetch. The products slice holds no
// products (only filters and options), so there is nothing to change there.
import type { StockUpdate } from '@canopy/contracts';
import type { ThunkAction, UnknownAction } from '@reduxjs/toolkit';
import type { api } from '../../lib/api';
import { catalogApi } from './catalog-api';
import { productDetailApi } from './product-detail-api';

type ApiState = { [K in typeof api.reducerPath]: ReturnType<typeof api.reducer> };

export function stockUpdateReceived({
  product_id,
  stock,
}: StockUpdate): ThunkAction<void, ApiState, unknown, UnknownAction> {
  return (dispatch, getState) => {
    for (const params of catalogApi.util.selectCachedArgsForQuery(getState(), 'getProducts')) {
      dispatch(
        catalogApi.util.updateQueryData('getProducts', params, (page) => {
          const product = page.items.find((item) => item.id === product_id);
          if (product) product.stock_quantity = stock;
        }),
      );
    }
    const cachedProducts = productDetailApi.util.selectCachedArgsForQuery(getState(), 'getProduct');
    if (cachedProducts.includes(product_id)) {
      dispatch(
        productDetailApi.util.updateQueryData('getProduct', product_id, (product) => {
          product.stock_quantity = stock;
        }),
      );
    }
  };
}
