// POST /age-verification (docs/product.md#age-verification): the date of birth, or in attest mode
// the shopper's confirmation, sent with the access code and the current customer token; the answer
// is a new customer token for the same shopper session that carries the verified age. Part of the
// age step's own chunk, so the answer is checked with the contract.
import {
  ageVerificationResponseSchema,
  type AgeVerificationRequest,
  type AgeVerificationResponse,
} from '@canopy/contracts';
import { api } from '../../lib/api';

export const ageStepApi = api.injectEndpoints({
  endpoints: (build) => ({
    verifyAge: build.mutation<AgeVerificationResponse, AgeVerificationRequest>({
      query: (body) => ({ url: '/age-verification', method: 'POST', body }),
      responseSchema: ageVerificationResponseSchema,
    }),
  }),
});

export const { useVerifyAgeMutation } = ageStepApi;
