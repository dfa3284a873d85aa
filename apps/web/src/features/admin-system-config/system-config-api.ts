// System Config's calls (superuser only): read the settings and save a change. A save
// also refreshes this tab's storefront rules (GET /payments/config).
import { systemConfigSchema, type SystemConfig, type SystemConfigUpdate } from '@canopy/contracts';
import { api } from '../../lib/api';

export const systemConfigApi = api.injectEndpoints({
  endpoints: (build) => ({
    getSystemConfig: build.query<SystemConfig, void>({
      query: () => '/admin/system/config',
      responseSchema: systemConfigSchema,
      providesTags: ['SystemConfig'],
    }),
    updateSystemConfig: build.mutation<SystemConfig, SystemConfigUpdate>({
      query: (body) => ({ url: '/admin/system/config', method: 'PUT', body }),
      responseSchema: systemConfigSchema,
      // Only a saved change refreshes: a refetch after a refusal would re-create the form (keyed
      // by the fetch) and wipe the messages beside its fields.
      invalidatesTags: (saved) => (saved ? ['SystemConfig', 'PaymentsConfig'] : []),
    }),
  }),
});

export const { useGetSystemConfigQuery, useUpdateSystemConfigMutation } = systemConfigApi;
