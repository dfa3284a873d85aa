// The cart meter's call, POST /orders/limit-check: the lines of a cart (and the shopper's email
// when known) against the store's purchase limits. A query keyed by its body, so the drawer, the
// cart page and the checkout share one answer per cart, and a cart changed back reuses it.
import {
  limitEvaluationSchema,
  type LimitCheckRequest,
  type LimitEvaluationResponse,
} from '@canopy/contracts';
import { api } from '../../lib/api';

export const limitCheckApi = api.injectEndpoints({
  endpoints: (build) => ({
    checkPurchaseLimits: build.query<LimitEvaluationResponse, LimitCheckRequest>({
      query: (body) => ({ url: '/orders/limit-check', method: 'POST', body }),
      responseSchema: limitEvaluationSchema,
      // Orders placed elsewhere change what is left; an answer is not kept long.
      keepUnusedDataFor: 30,
    }),
  }),
});

export const { useCheckPurchaseLimitsQuery } = limitCheckApi;
