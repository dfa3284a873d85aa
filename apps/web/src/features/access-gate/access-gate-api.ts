// POST /validate-access-code: checks a code and, when valid, hands out the customer token.
import {
  validateAccessCodeResponseSchema,
  type ValidateAccessCodeRequest,
  type ValidateAccessCodeResponse,
} from '@canopy/contracts';
import { api } from '../../lib/api';

export const accessGateApi = api.injectEndpoints({
  endpoints: (build) => ({
    validateAccessCode: build.mutation<ValidateAccessCodeResponse, ValidateAccessCodeRequest>({
      query: (body) => ({ url: '/validate-access-code', method: 'POST', body }),
      responseSchema: validateAccessCodeResponseSchema,
    }),
  }),
});

export const { useValidateAccessCodeMutation } = accessGateApi;
