// GET /admin/dashboard: the cards' totals, the 5 most recent orders and
// the products running low. Cached under the Dashboard tag, which order and stock changes
// invalidate (the admin live socket, status changes), so the screen refetches on its own.
import { dashboardSchema, type Dashboard } from '@canopy/contracts';
import { api } from '../../lib/api';

export const dashboardApi = api.injectEndpoints({
  endpoints: (build) => ({
    getDashboard: build.query<Dashboard, void>({
      query: () => '/admin/dashboard',
      responseSchema: dashboardSchema,
      providesTags: ['Dashboard'],
    }),
  }),
});

export const { useGetDashboardQuery } = dashboardApi;

/** Marks the dashboard stale: an open dashboard refetches at once, a closed one on its next visit. */
export const dashboardChanged = () => dashboardApi.util.invalidateTags(['Dashboard']);
