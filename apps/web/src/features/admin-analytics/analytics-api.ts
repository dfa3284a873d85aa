// GET /admin/analytics for a range of UTC days; each range is cached on its own.
import { analyticsSchema, type Analytics, type AnalyticsQuery } from '@canopy/contracts';
import { api } from '../../lib/api';

export const analyticsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getAnalytics: build.query<Analytics, AnalyticsQuery>({
      query: (range) => ({ url: '/admin/analytics', params: range }),
      responseSchema: analyticsSchema,
    }),
  }),
});

export const { useGetAnalyticsQuery } = analyticsApi;
