// The Audit Log screen (/admin/audit-log, docs/product.md#staff-roles): every recorded write of
// the back office, newest first, filtered by actor, entity, action and days, paged like the other
// admin lists, with each change's before and after on demand.
import { useEffect } from 'react';
import { ListPagination } from '../../../components/ui/list-pagination';
import { PageHeader } from '../../../components/ui/page-header';
import { getApiErrorMessage } from '../../../lib/api';
import { useGetAuditLogQuery } from '../audit-log-api';
import { searchParamsFromAuditLogView } from '../audit-log-url';
import { useAuditLogView } from '../use-audit-log-view';
import { AuditLogFilterForm } from './audit-log-filters';
import { AuditLogTable } from './audit-log-table';

export const FETCH_AUDIT_LOG_FAILED = 'Failed to fetch the audit log';

export function AuditLogPage() {
  const { view, setFilters, setPage, setPageSize } = useAuditLogView();
  const search = searchParamsFromAuditLogView(view).toString();
  const log = useGetAuditLogQuery(search);
  const { page: _page, size: _size, ...filters } = view;
  const filterKey = searchParamsFromAuditLogView({ ...view, page: 1 }).toString();
  const error = log.isError ? getApiErrorMessage(log.error, FETCH_AUDIT_LOG_FAILED) : null;
  // Past the last page (a narrower filter in a shared link): go to the last page there is.
  const lastPage = log.data?.pages ?? 0;
  useEffect(() => {
    if (lastPage > 0 && view.page > lastPage) setPage(lastPage);
  }, [lastPage, view.page, setPage]);

  return (
    <div className="flex flex-col gap-6">
      <PageHeader
        title="Audit Log"
        description="Every change made in the back office: who, what, when, and what it was before."
      />
      <AuditLogFilterForm key={filterKey} filters={filters} onApply={setFilters} />
      <AuditLogTable
        entries={log.data?.items}
        loading={log.isLoading}
        busy={log.isFetching}
        error={error}
      />
      <ListPagination
        page={view.page}
        pageSize={view.size}
        total={log.data?.total ?? 0}
        pages={log.data?.pages}
        onPageChange={setPage}
        onPageSizeChange={setPageSize}
      />
    </div>
  );
}
