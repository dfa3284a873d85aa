// GET /payments/config: the live money rules and Stripe key (public; no access code needed).
// Fetched by the storefront layout on the first load, so not checked with zod on the client (the
// server answers through paymentsConfigSchema).
import type { PaymentsConfig } from '@canopy/contracts';
import { api } from '../lib/api';

export const paymentsConfigApi = api.injectEndpoints({
  endpoints: (build) => ({
    getPaymentsConfig: build.query<PaymentsConfig, void>({
      query: () => '/payments/config',
      providesTags: ['PaymentsConfig'],
    }),
  }),
});

export const { useGetPaymentsConfigQuery } = paymentsConfigApi;
