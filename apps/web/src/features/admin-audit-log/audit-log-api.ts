// The Audit Log screen's one call: a page of the back office's recorded writes, newest first,
// filtered as the URL says (GET /admin/audit-log).
import { auditLogPageSchema, type AuditLogPage } from '@canopy/contracts';
import { api } from '../../lib/api';

export const auditLogApi = api.injectEndpoints({
  endpoints: (build) => ({
    getAuditLog: build.query<AuditLogPage, string>({
      query: (search) => (search ? `/admin/audit-log?${search}` : '/admin/audit-log'),
      responseSchema: auditLogPageSchema,
      providesTags: ['AuditLog'],
    }),
  }),
});

export const { useGetAuditLogQuery } = auditLogApi;
