// The testing screen's calls: the checks, a test email and a test payment.
import {
  systemChecksSchema,
  testEmailResultSchema,
  testPaymentResultSchema,
  type SystemCheck,
  type TestEmailRequest,
  type TestEmailResult,
  type TestPaymentResult,
} from '@canopy/contracts';
import { api } from '../../lib/api';

export const testingApi = api.injectEndpoints({
  endpoints: (build) => ({
    getSystemChecks: build.query<SystemCheck[], void>({
      query: () => '/admin/testing/checks',
      responseSchema: systemChecksSchema,
      keepUnusedDataFor: 0,
    }),
    sendTestEmail: build.mutation<TestEmailResult, TestEmailRequest>({
      query: (body) => ({ url: '/admin/testing/email', method: 'POST', body }),
      responseSchema: testEmailResultSchema,
    }),
    runTestPayment: build.mutation<TestPaymentResult, void>({
      query: () => ({ url: '/admin/testing/payment', method: 'POST' }),
      responseSchema: testPaymentResultSchema,
    }),
  }),
});

export const { useGetSystemChecksQuery, useSendTestEmailMutation, useRunTestPaymentMutation } =
  testingApi;
