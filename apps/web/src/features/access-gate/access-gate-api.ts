// POST /validate-access-code: checks a code and, when valid, hands out the customer token. The
// gate is part of the storefront's first load, so the answer is not checked with zod on the
// client (the server answers through validateAccessCodeResponseSchema).
import type { ValidateAccessCodeRequest, ValidateAccessCodeResponse } from '@canopy/contracts';
import { api } from '../../lib/api';

export const accessGateApi = api.injectEndpoints({
  endpoints: (build) => ({
    validateAccessCode: build.mutation<ValidateAccessCodeResponse, ValidateAccessCodeRequest>({
      query: (body) => ({ url: '/validate-access-code', method: 'POST', body }),
    }),
  }),
});

export const { useValidateAccessCodeMutation } = accessGateApi;
