// The audit log's view, read from and written to the address bar (audit-log-url.ts). A new
// filter starts again at page 1; each page is a history entry of its own, so Back steps through.
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import {
  auditLogViewFrom,
  searchParamsFromAuditLogView,
  type AuditLogFilters,
  type AuditLogView,
} from './audit-log-url';

export function useAuditLogView() {
  const [searchParams, setSearchParams] = useSearchParams();
  const view = useMemo(() => auditLogViewFrom(searchParams), [searchParams]);
  const show = useCallback(
    (next: AuditLogView) => setSearchParams(searchParamsFromAuditLogView(next)),
    [setSearchParams],
  );
  const setFilters = useCallback(
    (filters: AuditLogFilters) => show({ ...view, ...filters, page: 1 }),
    [show, view],
  );
  const setPage = useCallback((page: number) => show({ ...view, page }), [show, view]);
  const setPageSize = useCallback((size: number) => show({ ...view, size, page: 1 }), [show, view]);
  return { view, setFilters, setPage, setPageSize };
}
