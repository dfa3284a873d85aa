// The catalogue's first answer, asked for while the app starts instead of after the /products
// chunk has loaded and rendered: the same request the page then makes (its view from the URL,
// the remembered page size), so the page finds it in flight or answered. Only for a shopper who
// already holds an access code; without one the gate shows first and nothing is asked.
import type { ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';
import { readAccessCredentials } from '../../lib/session-credentials';
import { catalogApi } from './catalog-api';
import { viewFromSearchParams } from './catalog-url';
import { productListParams } from './product-list-request';

export function prefetchProducts(
  dispatch: ThunkDispatch<unknown, unknown, UnknownAction>,
  location: { pathname: string; search: string },
  pageSize: number,
): void {
  if (location.pathname !== '/products' || readAccessCredentials() === null) return;
  const view = viewFromSearchParams(new URLSearchParams(location.search));
  dispatch(catalogApi.util.prefetch('getProducts', productListParams(view, pageSize), {}));
  dispatch(catalogApi.util.prefetch('getCategories', undefined, {}));
}
