// GET /payments/config: the live money rules and Stripe key (public; no access code needed).
import { paymentsConfigSchema, type PaymentsConfig } from '@canopy/contracts';
import { api } from '../lib/api';

export const paymentsConfigApi = api.injectEndpoints({
  endpoints: (build) => ({
    getPaymentsConfig: build.query<PaymentsConfig, void>({
      query: () => '/payments/config',
      responseSchema: paymentsConfigSchema,
      providesTags: ['PaymentsConfig'],
    }),
  }),
});

export const { useGetPaymentsConfigQuery } = paymentsConfigApi;
