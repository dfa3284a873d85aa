// POST /validate-access-code: checks a code and, when valid, hands out the customer token;
// POST /customer-token renews that token for the same shopper session (the API client sends the
// code and the current token with it). The
// gate is part of the storefront's first load, so the answer is not checked with zod on the
// client (the server answers through validateAccessCodeResponseSchema).
import type {
  RenewedCustomerToken,
  ValidateAccessCodeRequest,
  ValidateAccessCodeResponse,
} from '@canopy/contracts';
import { api } from '../../lib/api';

export const accessGateApi = api.injectEndpoints({
  endpoints: (build) => ({
    validateAccessCode: build.mutation<ValidateAccessCodeResponse, ValidateAccessCodeRequest>({
      query: (body) => ({ url: '/validate-access-code', method: 'POST', body }),
    }),
    renewCustomerToken: build.mutation<RenewedCustomerToken, void>({
      query: () => ({ url: '/customer-token', method: 'POST' }),
    }),
  }),
});

export const { useValidateAccessCodeMutation } = accessGateApi;
